import {
  NoOrderPaymentParamsSchema,
  NoOrderPaymentSchema,
  NoOrderPaymentsPageSchema,
  NoOrderPaymentsQuerySchema,
  NoOrderRefundInputSchema,
} from '@camtour/shared/schemas/admin-payments';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { ADMIN_TAGS, staffOf, staffOnly } from '../../lib/staff-routes';
import { createAdminPaymentsService } from './admin-service';

/** Staff's "paid, no order" KHQR payments: the list, and the record of each one's refund. */
export const adminPaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminPaymentsService({ db: app.db });
  staffOnly(app);

  app.get(
    '/admin/payments/no-order',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'KHQR payments the bank confirmed that became no order, newest first, 30 a page; state open (not refunded, the default), refunded or all',
        querystring: NoOrderPaymentsQuerySchema,
        response: { 200: envelopeOf(NoOrderPaymentsPageSchema) },
      },
    },
    async (req) => ok(await service.listNoOrder(req.query)),
  );

  app.post(
    '/admin/payments/:md5/refund',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Records the bank transfer that paid a "paid, no order" payment back (amount in major units, at most what was paid; the bank reference), once; else 409 payment-already-refunded',
        params: NoOrderPaymentParamsSchema,
        body: NoOrderRefundInputSchema,
        response: { 200: envelopeOf(NoOrderPaymentSchema) },
      },
    },
    async (req) => ok(await service.refund(req.params.md5, req.body, staffOf(req))),
  );
};
