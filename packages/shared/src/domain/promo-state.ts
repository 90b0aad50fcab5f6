/**
 * What the back office shows of a promo code (issue 16): one state, read from the same columns
 * checkout checks (`promoProblem` in ./promo), in the order that explains best why a code does
 * not work now. A switched-off code is "inactive" whatever its dates; an ended one "expired"
 * even if it was also used up.
 */
export const PROMO_STATES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type PromoState = (typeof PROMO_STATES)[number];

export interface PromoStateInput {
  active: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  uses: number;
}

export function promoState(p: PromoStateInput, now: Date): PromoState {
  if (!p.active) return 'inactive';
  if (p.ends_at && now >= p.ends_at) return 'expired';
  if (p.starts_at && now < p.starts_at) return 'scheduled';
  if (p.max_uses !== null && p.uses >= p.max_uses) return 'used_up';
  return 'active';
}

/** Cambodia keeps UTC+7 all year (Asia/Phnom_Penh has no daylight saving). */
const PHNOM_PENH_OFFSET_MS = 7 * 60 * 60 * 1000;

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * A Phnom Penh day as the instant a code starts (its midnight) or ends (the next midnight, so
 * the day itself is included: checkout refuses a code from `ends_at` on).
 */
export function shopDayToInstant(date: string, end: boolean): Date {
  return new Date(`${end ? addDays(date, 1) : date}T00:00:00+07:00`);
}

/** The inverse for a form: the Phnom Penh day a stored start or end instant stands for. */
export function instantToShopDay(instant: Date | string, end: boolean): string {
  const t = new Date(instant).getTime() + PHNOM_PENH_OFFSET_MS - (end ? 1 : 0);
  return new Date(t).toISOString().slice(0, 10);
}
