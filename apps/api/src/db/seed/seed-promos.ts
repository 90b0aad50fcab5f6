import type { DbOrTx } from '../client';
import { promoCodes } from '../schema/index';

/** The promo codes of D7. STAFF100 gives the whole subtotal away, once per customer. */
export const DEMO_PROMOS = [
  { code: 'WELCOME10', percent: 10, max_uses_per_customer: null },
  { code: 'TREK15', percent: 15, max_uses_per_customer: null },
  { code: 'STAFF100', percent: 100, max_uses_per_customer: 1 },
] as const;

export async function seedPromos(db: DbOrTx): Promise<void> {
  await db
    .insert(promoCodes)
    .values(DEMO_PROMOS.map((p) => ({ ...p })))
    .onConflictDoNothing();
}
