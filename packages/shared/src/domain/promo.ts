/** Promo codes are case-insensitive (document 2 §5): stored and compared upper case. */
export function normalizePromoCode(value: string): string {
  return value.trim().toUpperCase();
}

export const PROMO_CODE_MAX_LENGTH = 40;

export interface PromoRule {
  percent: number;
  active: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  uses: number;
}

/**
 * Why a code cannot be used now by a customer who has used it `customerUses`
 * times; null when it can. The server runs this under a row lock on the code
 * when the order is placed, so a last use cannot be taken twice.
 */
export function promoProblem(
  promo: PromoRule,
  now: Date,
  customerUses: number,
): 'invalid-promo-code' | 'promo-code-used-up' | null {
  if (!promo.active) return 'invalid-promo-code';
  if (promo.starts_at && now < promo.starts_at) return 'invalid-promo-code';
  if (promo.ends_at && now >= promo.ends_at) return 'invalid-promo-code';
  if (promo.max_uses !== null && promo.uses >= promo.max_uses) return 'promo-code-used-up';
  if (promo.max_uses_per_customer !== null && customerUses >= promo.max_uses_per_customer)
    return 'promo-code-used-up';
  return null;
}
