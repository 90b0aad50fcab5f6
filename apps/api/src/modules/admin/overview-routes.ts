import { AdminOverviewSchema } from '@camtour/shared/schemas/admin-overview';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { getOverview } from './overview-service';

const tags = ['admin'];

/** GET /api/admin/overview: the back office's first page, for staff only. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/admin/overview',
    {
      schema: {
        tags,
        summary:
          "Today's and this week's orders and revenue (Phnom Penh days, weeks from Monday, cancelled orders left out), orders waiting by status, low-stock variants, unread feedback and booking requests; staff only",
        response: { 200: envelopeOf(AdminOverviewSchema) },
      },
    },
    async () => ok(await getOverview(app.db)),
  );
};
