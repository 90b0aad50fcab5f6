import {
  CartAddSchema,
  CartCountSchema,
  CartRemoveSchema,
  CartSchema,
  CartUpdateSchema,
} from '@camtour/shared/schemas/shop';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import { hashToken, newToken } from '../../lib/tokens';
import type { Owner } from './cart-repository';
import { createCartService } from './cart-service';
import { CART_COOKIE, cartOwnerOf } from './cart-owner';

const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
const tags = ['cart'];

/**
 * Carts for visitors and users (D7): a logged-in user's cart is the
 * account's; a visitor's is keyed by an anonymous httpOnly cookie, made on
 * the first add and merged into the account at login.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const cart = createCartService(app.db);
  const secure = config.NODE_ENV === 'production';

  function owner(req: FastifyRequest, reply: FastifyReply, create: boolean): Owner | null {
    const existing = cartOwnerOf(req);
    if (existing || !create) return existing;
    const fresh = newToken();
    void reply.setCookie(CART_COOKIE, fresh, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: CART_COOKIE_MAX_AGE_S,
    });
    return { anonHash: hashToken(fresh) };
  }

  app.loginHooks.push(async (req, reply, userId) => {
    const token = req.cookies[CART_COOKIE];
    if (!token) return;
    await cart.merge(hashToken(token), userId);
    void reply.clearCookie(CART_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  });

  const cartEnvelope = { 200: envelopeOf(CartSchema) };

  app.get(
    '/web/product/cart',
    { schema: { tags, summary: 'The cart of this user or visitor', response: cartEnvelope } },
    async (req, reply) => {
      return ok(await cart.get(owner(req, reply, false)));
    },
  );

  app.get(
    '/web/product/cart/count',
    {
      schema: {
        tags,
        summary: 'Units in the cart',
        response: { 200: envelopeOf(CartCountSchema) },
      },
    },
    async (req, reply) => {
      return ok({ count: await cart.count(owner(req, reply, false)) });
    },
  );

  app.post(
    '/web/product/cart/add',
    {
      schema: {
        tags,
        summary: 'Adds a product in a colour and size (one line per product, colour and size)',
        body: CartAddSchema,
        response: cartEnvelope,
      },
    },
    async (req, reply) => ok(await cart.add(owner(req, reply, true)!, req.body), 'cart-item-added'),
  );

  app.put(
    '/web/product/cart/update',
    {
      schema: {
        tags,
        summary: 'Sets the quantity of a line (1 to the stock)',
        body: CartUpdateSchema,
        response: cartEnvelope,
      },
    },
    async (req, reply) => {
      return ok(
        await cart.update(owner(req, reply, false), req.body.cart_item_id, req.body.qty),
        'cart-updated',
      );
    },
  );

  app.delete(
    '/web/product/cart/remove',
    {
      schema: {
        tags,
        summary: 'Removes one line (cart_item_id) or, with no body, empties the cart',
        body: CartRemoveSchema,
        response: cartEnvelope,
      },
    },
    async (req, reply) => {
      const itemId = req.body?.cart_item_id;
      return ok(
        await cart.remove(owner(req, reply, false), itemId),
        itemId === undefined ? 'cart-cleared' : 'cart-item-removed',
      );
    },
  );
};
