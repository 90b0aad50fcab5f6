import * as repo from './orders-repository';

/**
 * What other modules may do with stock and promo codes (the KHQR holds): move
 * stock by per-variant deltas through the same conditional update an order
 * uses, and reserve or give back a payment's use of a promo code.
 */
export const { applyStockDeltas, stockDeltas, reservePromo, releaseReservedPromos } = repo;
