import { DEFAULT_MAX_QUANTITY } from './catalog';

/** The cart drawer's checkout button shows "proceeding" this long before /checkout (document 2 §9). */
export const CHECKOUT_REDIRECT_MS = 1500;

/**
 * A quantity a shopper may ask for: a whole number from 1 to the variant's stock (document 2 §5,
 * "Quantity must be at least 1", "Maximum quantity available: N"); 999 when no stock is known.
 * Returns 0 only when nothing is left (max 0): an out-of-stock line cannot be bought at all.
 */
export function clampQuantity(value: number, max: number | null | undefined): number {
  const limit = max === null || max === undefined ? DEFAULT_MAX_QUANTITY : Math.floor(max);
  if (limit <= 0) return 0;
  const whole = Number.isFinite(value) ? Math.trunc(value) : 1;
  return Math.min(Math.max(whole, 1), limit);
}

/** Why a wanted quantity was changed: below 1, or above what is in stock. */
export function quantityProblem(
  value: number,
  max: number | null | undefined,
): 'quantity-min' | 'maximum-quantity-available' | null {
  const limit = max === null || max === undefined ? DEFAULT_MAX_QUANTITY : max;
  if (!Number.isFinite(value) || value < 1) return 'quantity-min';
  if (value > limit) return 'maximum-quantity-available';
  return null;
}
