import type { Currency } from '@camtour/shared/domain/checkout';
import { khqrMinorUnits } from '@camtour/shared/domain/khqr';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
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

export async function lockPaidPayment(
  tx: DbOrTx,
  md5: string,
  owner: repo.PaymentOwner | null,
): Promise<{ row: repo.PaymentRow; locked: LockedPayment }> {
  const row = await repo.findByMd5(tx, md5.trim().toLowerCase(), true);
  if (!row || !repo.ownedBy(row, owner) || row.status !== 'paid') {
    throw new AppError('payment-required', { fieldErrors: { md5: ['payment-required'] } });
  }
  if (row.order_id !== null) throw new AppError('payment-already-used');
  const holds = row.hold_released_at === null ? await repo.holdsOf(tx, [row.id]) : [];
  return { row, locked: { id: row.id, holds } };
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

export { type PaymentOwner } from './payments-repository';
