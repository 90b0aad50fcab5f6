import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { WEB_DIST_DIR } from './config';
import { publicBase } from './modules/accounts/account-helpers';
import { configRoutes } from './modules/health/config-routes';
import { healthRoutes } from './modules/health/routes';
import { hotelsRoutes } from './modules/hotels/routes';
import { locationsRoutes } from './modules/locations/routes';
import { demoPicturesRoutes } from './modules/demo-pictures/routes';
import { storedImageRoutes } from './modules/media/routes';
import { placesRoutes } from './modules/places/routes';
import { plannerRoutes } from './modules/planner/routes';
import multipart from '@fastify/multipart';
import { PROFILE_IMAGE_MAX_BYTES } from '@camtour/shared/domain/account-rules';
import { authRoutes } from './modules/accounts/auth-routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { ordersRoutes, ordersServiceFor } from './modules/orders/routes';
import { paymentsRoutes } from './modules/payments/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { auditRoutes } from './modules/audit/routes';
import { adminOverviewRoutes } from './modules/admin/overview-routes';
import { adminOrdersRoutes } from './modules/orders/admin-routes';
import { adminPaymentsRoutes } from './modules/payments/admin-routes';
import { adminCatalogueRoutes } from './modules/catalog/admin-routes';
import { adminLocationsRoutes } from './modules/locations/admin-routes';
import { adminHotelsRoutes } from './modules/hotels/admin-routes';
import { adminPromosRoutes } from './modules/promos/routes';
import { adminReviewsRoutes } from './modules/reviews/routes';
import { adminInboxRoutes } from './modules/inbox/routes';
import { chatbotRoutes } from './modules/chatbot/routes';
import { sandboxBankRoutes } from './modules/payments/sandbox-routes';
import { passwordRoutes } from './modules/accounts/password-routes';
import { profileRoutes } from './modules/accounts/profile-routes';
import { registrationRoutes } from './modules/accounts/registration-routes';
import { devRoutes } from './modules/dev/routes';
import { seoRoutes } from './modules/seo/routes';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import mailPlugin from './plugins/mail';
import rateLimitPlugin from './plugins/rate-limit';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import contentVersionPlugin from './plugins/content-version';
import httpCachePlugin from './plugins/http-cache';
import readCachePlugin from './plugins/read-cache';
import inputPlugin from './plugins/input';
import { logSerializers } from './lib/log-redact';
import openapiPlugin from './plugins/openapi';
import securityPlugin from './plugins/security';
import visitorsPlugin from './plugins/visitors';
import webStaticPlugin from './plugins/web-static';
import { addView as addLocationView } from './modules/locations/locations-repository';
import { addView as addProductView } from './modules/catalog/catalog-repository';

export interface BuildAppOptions {
  config: Config;
  /** Overrides the built web folder (tests); null serves no web app. */
  webDistDir?: string | null;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: NodeJS.WritableStream;
  /** An already open database (tests: a second server on the same data); the app will not close it. */
  database?: Database;
}

/**
 * Builds the whole server: cross-cutting plugins first, then one plugin per
 * domain module under /api, then the web app. Listening is server.ts's job.
 */
export async function buildApp({ config, webDistDir, logStream, database }: BuildAppOptions) {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      serializers: logSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.TRUST_PROXY,
    // A path parameter longer than any id or slug we make is a 404, whose answer never echoes it.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors,
    clientErrorHandler,
    // The first start migrates and loads the demo content before it listens; on a busy machine that can pass 10 s.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(securityPlugin, { config });
  // Before auth, whose onSend hook (private, no-store for a session) has the last word (decision 025).
  await app.register(httpCachePlugin);
  await app.register(contentVersionPlugin);
  // After the HTTP cache, whose tag it keeps with the answer.
  await app.register(readCachePlugin, { freshMs: config.READ_CACHE_MS });
  await app.register(dbPlugin, { config, database });
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin, { config });
  await app.register(authPlugin, { config });
  // A visitor is an account or an address: view counting needs the session first.
  await app.register(visitorsPlugin);
  // Uploads are cut one byte past the largest allowed image, so "too large" is a field error.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES + 1, files: 1, fields: 30, fieldSize: 10_000 },
  });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(configRoutes, { config });
      await api.register(placesRoutes);
      await api.register(demoPicturesRoutes);
      await api.register(storedImageRoutes);
      await api.register(authRoutes, { config });
      await api.register(registrationRoutes, { config });
      await api.register(passwordRoutes, { config });
      await api.register(profileRoutes);
      await api.register(catalogRoutes);
      await api.register(cartRoutes, { config });
      const orders = ordersServiceFor(api, config);
      await api.register(ordersRoutes, { orders });
      await api.register(paymentsRoutes, { config, placePaidOrder: orders.placePaidOrder });
      await api.register(wishlistRoutes);
      await api.register(feedbackRoutes);
      await api.register(chatbotRoutes, { config });
      await api.register(locationsRoutes, { config });
      await api.register(hotelsRoutes);
      await api.register(plannerRoutes);
      await api.register(auditRoutes);
      await api.register(adminOverviewRoutes);
      await api.register(adminOrdersRoutes, { config });
      await api.register(adminPaymentsRoutes);
      await api.register(adminCatalogueRoutes);
      await api.register(adminLocationsRoutes);
      await api.register(adminHotelsRoutes);
      await api.register(adminPromosRoutes);
      await api.register(adminReviewsRoutes);
      await api.register(adminInboxRoutes);
    },
    { prefix: '/api' },
  );
  // Decision 026: crawlers and chat apps look for these at the root, not under /api.
  await app.register(seoRoutes, { config });
  // D4: the development outbox exists only outside production.
  if (config.NODE_ENV !== 'production') await app.register(devRoutes);
  // D14: the sandbox bank stands in only when no real bank is configured, never in production.
  if (config.NODE_ENV !== 'production' && !config.BAKONG_TOKEN)
    await app.register(sandboxBankRoutes);

  const webDir = webDistDir === undefined ? (config.SERVE_WEB ? WEB_DIST_DIR : null) : webDistDir;
  await app.register(webStaticPlugin, {
    webDistDir: webDir,
    origin: publicBase(config),
    // A server-rendered place or product page counts its visitor's view, as the API read does.
    countView: async (view, req) => {
      const add = view.kind === 'location' ? addLocationView : addProductView;
      await add(app.db, view.id, app.viewerOf(req));
    },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
