import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseNul } from '../lib/refuse-nul';

/**
 * Runs before every route's schema: PostgreSQL refuses U+0000 in text with an
 * error of its own, so it must never get that far. Multipart forms are read by
 * the handler and checked in readMultipart.
 */
async function inputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    refuseNul(req.params, req.query, req.body);
  });
}

export default fp(inputPlugin, { name: 'input', dependencies: ['errors'] });
