import {
  AdminOrderRefundSchema,
  AdminOrderSchema,
  AdminOrdersPageSchema,
  AdminOrdersQuerySchema,
  AdminOrderStatusSchema,
} from '@camtour/shared/schemas/admin';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import { OrderNoParamsSchema } from '@camtour/shared/schemas/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import { publicBase } from '../accounts/account-helpers';
import { createAdminOrdersService, type Staff } from './admin-service';

const tags = ['admin'];

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
  // Before the body is even read: a visitor is 401 and a customer 403 whatever they send.
  const staffOnly = { onRequest: app.requireStaff };
  const staffOf = (req: FastifyRequest): Staff => ({ id: req.user!.id, email: req.user!.email });

  app.get(
    '/admin/orders',
    {
      schema: {
        tags,
        summary:
          'Orders, newest first, 30 a page; filters by status, payment, delivery, day (Phnom Penh) and search',
        querystring: AdminOrdersQuerySchema,
        response: { 200: envelopeOf(AdminOrdersPageSchema) },
      },
      ...staffOnly,
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.get(
    '/admin/orders/:order_no',
    {
      schema: {
        tags,
        summary: 'One order with lines, totals, customer, payment, history and the allowed steps',
        params: OrderNoParamsSchema,
        response: { 200: envelopeOf(AdminOrderSchema) },
      },
      ...staffOnly,
    },
    async (req) => ok(await service.get(req.params.order_no)),
  );

  app.post(
    '/admin/orders/:order_no/status',
    {
      schema: {
        tags,
        summary:
          'Moves the order one D13 step (cancel restocks); else 409 invalid-status-transition',
        params: OrderNoParamsSchema,
        body: AdminOrderStatusSchema,
        response: { 200: envelopeOf(AdminOrderSchema) },
      },
      ...staffOnly,
    },
    async (req) =>
      ok(await service.changeStatus(req.params.order_no, req.body.status, staffOf(req))),
  );

  app.post(
    '/admin/orders/:order_no/refund',
    {
      schema: {
        tags,
        summary:
          'Marks the refund of a cancelled paid KHQR order as made, with its reference; else 409',
        params: OrderNoParamsSchema,
        body: AdminOrderRefundSchema,
        response: { 200: envelopeOf(AdminOrderSchema) },
      },
      ...staffOnly,
    },
    async (req) =>
      ok(await service.markRefunded(req.params.order_no, req.body.reference, staffOf(req))),
  );
};
