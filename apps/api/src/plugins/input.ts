import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseDeep } from '../lib/refuse-deep';
import { refuseNul } from '../lib/refuse-nul';
import { wellFormed } from '../lib/well-formed';

/**
 * Runs before every route's schema: PostgreSQL refuses U+0000 in text with an
 * error of its own, so it must never get that far. Multipart forms are read by
 * the handler and checked in readMultipart. A body nested deeper than any of
 * ours is refused first, so nothing after has to walk thousands of levels; then
 * its lone surrogates (only JSON can send them) become U+FFFD.
 */
async function inputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    refuseDeep(req.body);
    req.body = wellFormed(req.body);
    refuseNul(req.params, req.query, req.body);
  });
}

export default fp(inputPlugin, { name: 'input', dependencies: ['errors'] });
