import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@camtour/shared/schemas/common';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import { ping } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: envelopeOf(HealthSchema) },
      },
    },
    async (_req, reply) => {
      try {
        await ping(app.db);
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        throw new AppError('database-unavailable');
      }
      void reply.header('cache-control', 'no-store');
      return ok({
        status: 'ok' as const,
        database: 'up' as const,
        driver: app.database.driver,
        uptime_s: Math.round(process.uptime()),
      });
    },
  );
};
