import { envelopeOf } from '@camtour/shared/schemas/envelope';
import {
  DeliveryOptionListSchema,
  IdempotencyKeySchema,
  MyOrdersQuerySchema,
  MyOrdersSchema,
  OrderLookupResultSchema,
  OrderLookupSchema,
  OrderNoParamsSchema,
  OrderSchema,
  OrderTokenQuerySchema,
  PlacedOrderSchema,
  PlaceOrderSchema,
  PromoCheckRequestSchema,
  PromoCheckSchema,
  QuoteRequestSchema,
  QuoteSchema,
} from '@camtour/shared/schemas/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import { LIMITS, guard } from '../accounts/limits';
import { publicBase } from '../accounts/account-helpers';
import { cartOwnerOf, visitorCartHash } from '../cart/cart-owner';
import { deliveryOptions } from './delivery-options';
import { adoptIdempotencyScope } from './orders-repository';
import { createOrdersService, type Caller, type OrdersService } from './orders-service';
import { orderLimits } from './order-limits';

const tags = ['orders'];

const PlaceOrderHeadersSchema = z.object({ 'idempotency-key': IdempotencyKeySchema.optional() });

/** The orders service the order routes and the KHQR payments share (a paid QR places its order). */
export const ordersServiceFor = (
  app: Pick<FastifyInstance, 'db' | 'mail' | 'limiter'>,
  config: Config,
): OrdersService =>
  createOrdersService({
    db: app.db,
    mail: app.mail,
    limiter: app.limiter,
    limits: orderLimits(config),
    publicBase: publicBase(config),
  });

/** Checkout and orders (D13): delivery options, promo check, quote, place, read, cancel, lookup. */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  // A visitor's order attempts follow their cart into the account at sign-in (decision 041).
  app.loginHooks.push(async (req, _reply, userId) => {
    const anonHash = visitorCartHash(req);
    if (anonHash) await adoptIdempotencyScope(app.db, `cart:${anonHash}`, `user:${userId}`);
  });

  const callerOf = (req: FastifyRequest): Caller => ({
    userId: req.user?.id ?? null,
    userEmail: req.user?.email ?? null,
    cartOwner: cartOwnerOf(req),
    ip: req.ip,
  });

  app.get(
    '/web/view/delivery-options',
    {
      schema: {
        tags,
        summary: 'The delivery options with fee, time and the payment methods each allows',
        response: { 200: envelopeOf(DeliveryOptionListSchema) },
      },
    },
    async () => ok(deliveryOptions()),
  );

  app.post(
    '/web/product/promo/check',
    {
      schema: {
        tags,
        summary:
          'Whether a promo code can be used now (case-insensitive), the same for every asker; 400 invalid-promo-code',
        body: PromoCheckRequestSchema,
        response: { 200: envelopeOf(PromoCheckSchema) },
      },
    },
    async (req) => ok(await orders.checkPromo(req.body.code), 'promo-code-applied'),
  );

  app.post(
    '/web/product/checkout/quote',
    {
      schema: {
        tags,
        summary: "The server's totals for lines, a delivery, a promo code and a currency",
        body: QuoteRequestSchema,
        response: { 200: envelopeOf(QuoteSchema) },
      },
    },
    async (req) => ok(await orders.quote(req.body)),
  );

  app.post(
    '/web/product/order',
    {
      schema: {
        tags,
        summary:
          'Places an order (201 "Created"); 200 with the order a paid KHQR payment of yours already became; 409 stock-issue names short lines; Idempotency-Key makes retries safe',
        headers: PlaceOrderHeadersSchema,
        body: PlaceOrderSchema,
        response: { 201: envelopeOf(PlacedOrderSchema), 200: envelopeOf(PlacedOrderSchema) },
      },
    },
    async (req, reply) => {
      const { order, created } = await orders.place(
        req.body,
        callerOf(req),
        req.headers['idempotency-key'],
      );
      return created ? reply.code(201).send(ok(order, 'Created')) : reply.code(200).send(ok(order));
    },
  );

  app.get(
    '/web/product/order/my-order',
    {
      schema: {
        tags,
        summary: "The caller's orders, newest first, with a status filter, a page and a summary",
        querystring: MyOrdersQuerySchema,
        response: { 200: envelopeOf(MyOrdersSchema) },
      },
      onRequest: app.requireUser,
    },
    async (req) => ok(await orders.mine(req.user!, req.query)),
  );

  app.post(
    '/web/product/order/lookup',
    {
      schema: {
        tags,
        summary:
          'E-mails the order link when the order number and e-mail match; same answer always',
        body: OrderLookupSchema,
        response: { 200: envelopeOf(OrderLookupResultSchema) },
      },
    },
    async (req) => {
      await guard(app.limiter, LIMITS.orderLookup, req.body.email, req.ip).take();
      await orders.lookup(req.body.order_no, req.body.email, req.body.lang);
      return ok({ sent: true as const }, 'order-link-sent');
    },
  );

  app.get(
    '/web/product/order/:order_no',
    {
      schema: {
        tags,
        summary: "One order, for its owner or the holder of the order's link token",
        params: OrderNoParamsSchema,
        querystring: OrderTokenQuerySchema,
        response: { 200: envelopeOf(OrderSchema) },
      },
    },
    async (req) => ok(await orders.get(req.params.order_no, req.user?.id ?? null, req.query.token)),
  );

  app.post(
    '/web/product/order/:order_no/cancel',
    {
      schema: {
        tags,
        summary: 'Cancels a pending order and puts its stock back; 409 order-not-cancellable',
        params: OrderNoParamsSchema,
        querystring: OrderTokenQuerySchema,
        response: { 200: envelopeOf(OrderSchema) },
      },
    },
    async (req) =>
      ok(
        await orders.cancel(req.params.order_no, req.user?.id ?? null, req.query.token),
        'order-cancelled',
      ),
  );
};
