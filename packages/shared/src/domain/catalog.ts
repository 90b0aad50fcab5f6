import { centsToDollars } from './money';

/** The stock rules of document 2 §4 and §9, and the tests the badges use (badges.ts). */

export const NEW_BADGE_DAYS = 30;
export const PREMIUM_ABOVE_CENTS = 100_00;
export const LOW_STOCK_MAX = 4;
export const DEFAULT_SLIDER_MAX_DOLLARS = 500;
export const SHOP_PAGE_SIZE = 12;
export const SUGGESTIONS_MAX = 5;
export const SUGGESTIONS_MIN_CHARS = 3; // "more than 2 characters"
export const RELATED_LIMIT = 4;
export const DEFAULT_MAX_QUANTITY = 999;

/*
 * The shop list's orders. Here, not beside the query schema, so the shop page can offer them
 * without loading zod and every shop schema (decision 038).
 */
export const SHOP_SORTS = ['newest', 'price-low-high', 'price-high-low', 'popularity'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock';

/** 0 or fewer units: out of stock; 1 to 4: low stock (document 2 §4). */
export function stockStatus(qty: number): StockStatus {
  if (qty <= 0) return 'out_of_stock';
  if (qty <= LOW_STOCK_MAX) return 'low_stock';
  return 'in_stock';
}

/** 'new' when created within the last 30 days. */
export function isNewProduct(createdAt: string | Date, now: Date): boolean {
  const created = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  const age = now.getTime() - created.getTime();
  return age >= 0 && age <= NEW_BADGE_DAYS * 86_400_000;
}

/** 'premium' when the price is above $100. */
export const isPremium = (priceCents: number) => priceCents > PREMIUM_ABOVE_CENTS;

/** Rounded (original - price) / original as a percentage; null without a higher original price. */
export function discountPercent(
  priceCents: number,
  originalCents: number | null | undefined,
): number | null {
  if (!originalCents || originalCents <= priceCents) return null;
  return Math.round(((originalCents - priceCents) / originalCents) * 100);
}

/** The price slider's maximum: 500, or the highest price when that is higher (whole dollars). */
export function sliderMax(highestPriceCents: number): number {
  return Math.max(DEFAULT_SLIDER_MAX_DOLLARS, Math.ceil(centsToDollars(highestPriceCents)));
}

/** Stars shown: the average rounded to a whole star, 0 without reviews. */
export function roundedStars(sum: number, count: number): number {
  return count > 0 ? Math.round(sum / count) : 0;
}

/** The average to one decimal (document 1 §9). */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}
