import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * The policy the built web app runs under: nothing but our own origin.
 * Inline styles stay allowed because accessible UI primitives position popovers with them.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

async function securityPlugin(app: FastifyInstance, opts: { config: Config }) {
  // Map tiles come from the configured tile server: its origin, and nothing else, joins img-src.
  const tileOrigin = new URL(opts.config.MAP_TILE_URL.replace(/\{[a-z]\}/g, '0')).origin;
  const directives = {
    ...CONTENT_SECURITY_POLICY,
    imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, tileOrigin],
  };
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    // HSTS on plain-HTTP localhost would only confuse a developer's browser.
    hsts: opts.config.NODE_ENV === 'production',
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
}

export default fp(securityPlugin, { name: 'security' });
