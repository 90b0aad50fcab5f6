import { AdminOverviewSchema } from '@camtour/shared/schemas/admin-overview';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { ADMIN_TAGS, staffOnly } from '../../lib/staff-routes';
import { getOverview } from './overview-service';

/** GET /api/admin/overview: the back office's first page, for staff only. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.get(
    '/admin/overview',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          "Today's and this week's orders and revenue (Phnom Penh days, weeks from Monday, cancelled orders left out), orders waiting by status, low-stock variants, unread feedback and booking requests; staff only",
        response: { 200: envelopeOf(AdminOverviewSchema) },
      },
    },
    async () => ok(await getOverview(app.db)),
  );
};
