import type { FastifyRequest } from 'fastify';
import { hashToken } from '../../lib/tokens';
import type { DbOrTx } from '../../db/client';
import * as repo from './cart-repository';
import type { Owner } from './cart-repository';

export const CART_COOKIE = 'camtour_cart';

/** A cart's owner: an account, or a visitor's cookie (by its hash). */
export type CartOwner = Owner;

/** Whose cart a request reads: the account's, else the visitor's cookie (D7); null when neither. */
export function cartOwnerOf(req: FastifyRequest): Owner | null {
  if (req.user) return { userId: req.user.id };
  const anonHash = visitorCartHash(req);
  return anonHash ? { anonHash } : null;
}

/** The visitor's cart cookie, by its hash, whether or not the request is signed in; null without one. */
export function visitorCartHash(req: FastifyRequest): string | null {
  const token = req.cookies[CART_COOKIE];
  return token && token.length >= 32 && token.length <= 100 ? hashToken(token) : null;
}

/** What other modules may do with a cart: find it, and take ordered lines out of it (D13). */
export const cartIdOf = (db: DbOrTx, owner: Owner): Promise<number | null> =>
  repo.findCartId(db, owner);

export const removeOrderedLines = (tx: DbOrTx, cartId: number, variantIds: number[]) =>
  repo.removeVariants(tx, cartId, variantIds);
