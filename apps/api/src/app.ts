import Fastify from 'fastify';
import type { FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { WEB_DIST_DIR } from './config';
import { healthRoutes } from './modules/health/routes';
import { mediaRoutes } from './modules/media/routes';
import { placesRoutes } from './modules/places/routes';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import openapiPlugin from './plugins/openapi';
import securityPlugin from './plugins/security';
import webStaticPlugin from './plugins/web-static';

export interface BuildAppOptions {
  config: Config;
  /** Overrides the built web folder (tests); null serves no web app. */
  webDistDir?: string | null;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole server: cross-cutting plugins first, then one plugin per
 * domain module under /api, then the web app. Listening is server.ts's job.
 */
export async function buildApp({ config, webDistDir, logger }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(dbPlugin, { config });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(placesRoutes);
      await api.register(mediaRoutes);
    },
    { prefix: '/api' },
  );

  const webDir = webDistDir === undefined ? (config.SERVE_WEB ? WEB_DIST_DIR : null) : webDistDir;
  await app.register(webStaticPlugin, { webDistDir: webDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
