import type { FailureKey } from '@camtour/shared/errors';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import {
  FavoriteCheckSchema,
  LocationIdParamsSchema,
  WishlistClearedSchema,
  WishlistCountSchema,
  WishlistIdParamsSchema,
  WishlistItemRequestSchema,
  WishlistItemSchema,
  WishlistRemovedSchema,
  WishlistSchema,
} from '@camtour/shared/schemas/wishlist';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { createWishlistService } from './wishlist-service';

const tags = ['wishlist'];

/** Document 1 §8 names what a visitor is told for each change; reads say "no authorization". */
const signedIn = (key: FailureKey) => async (req: FastifyRequest) => {
  if (!req.user) throw new AppError(req.sessionExpired ? 'session-expired' : key);
};

/** The wishlist of document 1 §7: every call is the signed-in user's own list. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const wishlist = createWishlistService(app.db);
  const removed = { removed: true as const };

  app.get(
    '/web/wishlist',
    {
      schema: {
        tags,
        summary: "The user's favorites (places and products), newest first",
        response: { 200: envelopeOf(WishlistSchema) },
      },
      onRequest: signedIn('no-authorization'),
    },
    async (req) => ok(await wishlist.list(req.user!.id)),
  );

  app.get(
    '/web/wishlist/count',
    {
      schema: {
        tags,
        summary: 'How many favorites the user has',
        response: { 200: envelopeOf(WishlistCountSchema) },
      },
      onRequest: signedIn('no-authorization'),
    },
    async (req) => ok({ count: await wishlist.count(req.user!.id) }),
  );

  app.post(
    '/web/wishlist',
    {
      schema: {
        tags,
        summary:
          "Adds a place or product; 409 'Item already in wishlist', 404 when the item does not exist",
        body: WishlistItemRequestSchema,
        response: { 201: envelopeOf(WishlistItemSchema) },
      },
      onRequest: signedIn('Please log in to add items to wishlist'),
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await wishlist.add(req.user!.id, req.body.item_type, req.body.item_id),
            'item-added-to-wishlist',
          ),
        ),
  );

  app.delete(
    '/web/wishlist',
    {
      schema: {
        tags,
        summary: "Removes a place or product named in the body; 404 'Item not found in wishlist'",
        body: WishlistItemRequestSchema,
        response: { 200: envelopeOf(WishlistRemovedSchema) },
      },
      onRequest: signedIn('Please log in to remove items from wishlist'),
    },
    async (req) => {
      await wishlist.remove(req.user!.id, req.body.item_type, req.body.item_id);
      return ok(removed, 'item-removed-from-favorites');
    },
  );

  app.delete(
    '/web/wishlist/clear',
    {
      schema: {
        tags,
        summary: "Empties the user's favorites",
        response: { 200: envelopeOf(WishlistClearedSchema) },
      },
      onRequest: signedIn('Please log in to clear wishlist'),
    },
    async (req) => ok({ cleared: await wishlist.clear(req.user!.id) }, 'all-favorites-cleared'),
  );

  app.delete(
    '/web/wishlist/:id',
    {
      schema: {
        tags,
        summary: "Removes one favorite by its entry id; 404 'Item not found in wishlist'",
        params: WishlistIdParamsSchema,
        response: { 200: envelopeOf(WishlistRemovedSchema) },
      },
      onRequest: signedIn('Please log in to remove items from wishlist'),
    },
    async (req) => {
      await wishlist.removeEntry(req.user!.id, req.params.id);
      return ok(removed, 'item-removed-from-favorites');
    },
  );

  app.get(
    '/web/user/favorites/check/:locationId',
    {
      schema: {
        tags,
        summary: "Whether a place is one of the user's favorites",
        params: LocationIdParamsSchema,
        response: { 200: envelopeOf(FavoriteCheckSchema) },
      },
      onRequest: signedIn('no-authorization'),
    },
    async (req) => ok(await wishlist.check(req.user!.id, req.params.locationId)),
  );
};
