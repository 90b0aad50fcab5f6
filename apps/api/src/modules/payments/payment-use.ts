import type { Currency, TotalsCents } from '@camtour/shared/domain/checkout';
import { khqrMinorUnits } from '@camtour/shared/domain/khqr';
import type { PlaceOrder } from '@camtour/shared/schemas/orders';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { MailQueue } from '../../plugins/mail';
import { applyStockDeltas, releaseReservedPromos, stockDeltas } from '../orders/stock';
import { paymentNoOrderMail } from './no-order-mail';
import * as repo from './payments-repository';

/**
 * What the orders module may do with a KHQR payment (D8): lock a paid one of
 * the caller's for an order of exactly its amount, and mark it used by that
 * order. Everything runs in the order's transaction.
 */
export interface LockedPayment {
  id: number;
  /** The units its QR still holds: they become the order's instead of being taken twice. */
  holds: { variant_id: number; qty: number }[];
}

/** One line as it was priced when the QR was made. */
export interface FrozenLine {
  variant_id: number;
  product_id: number | null;
  product_name: string;
  product_name_km: string;
  color_slug: string | null;
  color_name: string | null;
  color_name_km: string | null;
  size: string | null;
  size_km: string | null;
  price_cents: number;
  qty: number;
}

/**
 * The order a QR was made for, frozen then: the body as the order call reads
 * it, whose e-mail it is placed under, and the lines, totals and promo code
 * the amount was computed from. The server places exactly this once paid.
 */
export interface FrozenOrder {
  body: Omit<PlaceOrder, 'md5' | 'discount_amount' | 'status' | 'payment_status'>;
  email: string;
  customer_key: string;
  lines: FrozenLine[];
  cents: TotalsCents;
  promo: { id: number; code: string; percent: number } | null;
}

/** What a payment's `request` column holds. */
export interface PaymentRequest {
  items: { variant_id: number; qty: number }[];
  delivery_type: string;
  promo_code: string | null;
  order?: FrozenOrder;
}

export const frozenOrderOf = (row: repo.PaymentRow): FrozenOrder | null =>
  (row.request as PaymentRequest).order ?? null;

/** The caller's own payment by md5 (no lock), or null: someone else's reads as none. */
export async function ownedPayment(
  db: DbOrTx,
  md5: string,
  owner: repo.PaymentOwner | null,
): Promise<repo.PaymentRow | null> {
  const row = await repo.findByMd5(db, md5.trim().toLowerCase());
  return row && repo.ownedBy(row, owner) ? row : null;
}

export const lockPayment = (tx: DbOrTx, id: number) => repo.findById(tx, id, true);

/**
 * Locks the caller's paid payment for an order. When an order took it meanwhile (a concurrent call
 * committed while this one waited for the lock), that order's id comes back instead.
 */
export async function lockPaidPayment(
  tx: DbOrTx,
  md5: string,
  owner: repo.PaymentOwner | null,
): Promise<{ row: repo.PaymentRow; locked: LockedPayment } | { orderId: number }> {
  const row = await repo.findByMd5(tx, md5.trim().toLowerCase(), true);
  if (!row || !repo.ownedBy(row, owner) || row.status !== 'paid') {
    throw new AppError('payment-required', { fieldErrors: { md5: ['payment-required'] } });
  }
  if (row.order_id !== null) return { orderId: row.order_id };
  if (row.no_order_at !== null) throw new AppError('payment-no-order');
  return { row, locked: await lockedOf(tx, row) };
}

/** A locked paid row as an order takes it: with the units its QR still holds. */
export async function lockedOf(tx: DbOrTx, row: repo.PaymentRow): Promise<LockedPayment> {
  const holds = row.hold_released_at === null ? await repo.holdsOf(tx, [row.id]) : [];
  return { id: row.id, holds };
}

/** The order must cost exactly what was paid, in the currency it was paid in. */
export function assertPaymentCovers(
  row: repo.PaymentRow,
  totalCents: number,
  currency: Currency,
): void {
  if (row.currency !== currency || row.amount_minor !== khqrMinorUnits(totalCents, currency)) {
    throw new AppError('amount-mismatch');
  }
}

export async function markPaymentUsed(tx: DbOrTx, paymentId: number, orderId: number) {
  if (!(await repo.useForOrder(tx, paymentId, orderId))) {
    throw new AppError('payment-already-used');
  }
}

/**
 * A payment that ends with no order gives back what it kept from others: its held units (when
 * they were still out) and its reserved promo use. The caller holds the payment's row lock.
 */
export async function giveBack(tx: DbOrTx, paymentId: number, holdWasOut: boolean) {
  if (holdWasOut) await applyStockDeltas(tx, stockDeltas(await repo.holdsOf(tx, [paymentId]), []));
  await releaseReservedPromos(tx, [paymentId]);
}

/**
 * A paid payment that cannot become an order: listed for staff to
 * refund, its held units and reserved promo use given back, and its buyer
 * told by e-mail. The caller holds the payment's row lock; false when it was
 * already resolved.
 */
export async function markPaidNoOrder(
  tx: DbOrTx,
  mail: MailQueue,
  row: repo.PaymentRow,
  reason: string,
): Promise<boolean> {
  const outcome = await repo.markNoOrder(tx, row, reason);
  if (!outcome) return false;
  await giveBack(tx, row.id, outcome.releaseHold);
  const frozen = frozenOrderOf(row);
  let to = frozen?.email ?? null;
  let name = frozen?.body.first_name ?? '';
  if (!to && row.user_id !== null) {
    const [user] = await tx
      .select({ email: users.email, first_name: users.first_name })
      .from(users)
      .where(eq(users.id, row.user_id));
    to = user?.email ?? null;
    name = user?.first_name ?? '';
  }
  if (to) {
    await mail.enqueue(
      tx,
      paymentNoOrderMail({
        to,
        name,
        lang: frozen?.body.lang ?? 'en',
        totalCents: row.total_cents,
        currency: row.currency as Currency,
        billNumber: row.bill_number,
      }),
    );
  }
  return true;
}

export { type PaymentOwner, type PaymentRow } from './payments-repository';
