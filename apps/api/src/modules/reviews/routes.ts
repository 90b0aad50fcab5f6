import {
  AdminReviewSchema,
  AdminReviewsPageSchema,
  ReviewParamsSchema,
  ReviewsQuerySchema,
} from '@camtour/shared/schemas/admin-content';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { ADMIN_TAGS, staffOf, staffOnly } from '../../lib/staff-routes';
import { createReviewsService } from './service';

/** Review moderation (issue 16): product and place reviews, hide and show. */
export const adminReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createReviewsService(app.db);
  staffOnly(app);

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Product or place reviews, newest first, 30 a page; visible, hidden or all',
        querystring: ReviewsQuerySchema,
        response: { 200: envelopeOf(AdminReviewsPageSchema) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.post(
    '/admin/reviews/:kind/:id/hide',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Hides the review from public lists and takes its star out of the average; a no-op when hidden',
        params: ReviewParamsSchema,
        response: { 200: envelopeOf(AdminReviewSchema) },
      },
    },
    async (req) => ok(await service.hide(req.params.kind, req.params.id, staffOf(req))),
  );

  app.post(
    '/admin/reviews/:kind/:id/show',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Shows a hidden review again and puts its star back; a no-op when shown',
        params: ReviewParamsSchema,
        response: { 200: envelopeOf(AdminReviewSchema) },
      },
    },
    async (req) => ok(await service.show(req.params.kind, req.params.id, staffOf(req))),
  );
};
