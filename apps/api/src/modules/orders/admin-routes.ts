import {
  AdminOrderRefundSchema,
  AdminOrderSchema,
  AdminOrdersPageSchema,
  AdminOrdersQuerySchema,
  AdminOrderStatusSchema,
} from '@camtour/shared/schemas/admin';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import { OrderNoParamsSchema } from '@camtour/shared/schemas/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import { ADMIN_TAGS, staffOf, staffOnly } from '../../lib/staff-routes';
import { publicBase } from '../accounts/account-helpers';
import { createAdminOrdersService } from './admin-service';

/** Staff's orders (D13, D15): the list, one order, its status steps and the refund of a paid one. */
export const adminOrdersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const service = createAdminOrdersService({
    db: app.db,
    mail: app.mail,
    publicBase: publicBase(config),
  });
  staffOnly(app);

  app.get(
    '/admin/orders',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Orders, newest first, 30 a page; filters by status, payment, delivery, day (Phnom Penh) and search',
        querystring: AdminOrdersQuerySchema,
        response: { 200: envelopeOf(AdminOrdersPageSchema) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.get(
    '/admin/orders/:order_no',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'One order with lines, totals, customer, payment, history and the allowed steps',
        params: OrderNoParamsSchema,
        response: { 200: envelopeOf(AdminOrderSchema) },
      },
    },
    async (req) => ok(await service.get(req.params.order_no)),
  );

  app.post(
    '/admin/orders/:order_no/status',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Moves the order one D13 step (cancel restocks); else 409 invalid-status-transition',
        params: OrderNoParamsSchema,
        body: AdminOrderStatusSchema,
        response: { 200: envelopeOf(AdminOrderSchema) },
      },
    },
    async (req) =>
      ok(await service.changeStatus(req.params.order_no, req.body.status, staffOf(req))),
  );

  app.post(
    '/admin/orders/:order_no/refund',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Marks the refund of a cancelled paid KHQR order as made, with its reference; else 409',
        params: OrderNoParamsSchema,
        body: AdminOrderRefundSchema,
        response: { 200: envelopeOf(AdminOrderSchema) },
      },
    },
    async (req) =>
      ok(await service.markRefunded(req.params.order_no, req.body.reference, staffOf(req))),
  );
};
