import { khqrAmount, secondsLeft, type BankPaymentState } from '@camtour/shared/domain/khqr';
import type { PlaceOrderInput, Quote } from '@camtour/shared/schemas/orders';
import type { Khqr } from '@camtour/shared/schemas/payments';
import type { PendingPayment } from '@/entities/payment/pending-payment';
import type { PaymentStatus } from '@/entities/payment/verify-payment';

/**
 * How long an unpaid QR past its expiry is still asked about before it is forgotten: a transfer
 * made in its last seconds can reach the bank a little later.
 */
export const EXPIRY_GRACE_MS = 60_000;

/** What the page remembers of a QR it made: the QR, the order it pays, the attempt's key. */
export function pendingPayment(
  khqr: Khqr,
  order: PlaceOrderInput,
  idempotencyKey: string,
): PendingPayment {
  return {
    md5: khqr.md5,
    qr_string: khqr.qr_string,
    bill_number: khqr.bill_number,
    amount: khqr.amount,
    currency: khqr.currency,
    total_cents: khqr.total_cents,
    expires_at: khqr.expires_at,
    paid: null,
    order,
    idempotency_key: idempotencyKey,
  };
}

/**
 * Where the KHQR payment stands on the page (document 2 §4 "Bank QR payment"): none, a QR being
 * made, its making failed, waiting to be paid, waiting but made for an order the buyer has changed
 * since, past its 10 minutes, replaced by a newer QR, paid.
 */
export type BankPhase =
  'none' | 'generating' | 'failed' | 'pending' | 'changed' | 'expired' | 'replaced' | 'paid';

export function bankPhase(input: {
  generating: boolean;
  failed: boolean;
  stored: PendingPayment | null;
  /** The server's last answer about a payment (any md5: only the stored one's counts). */
  status: PaymentStatus | undefined;
  /** The order on the page is no longer the one the stored QR was made for. */
  changed: boolean;
  now: number;
}): BankPhase {
  const { stored, status } = input;
  if (input.generating) return 'generating';
  if (!stored) return input.failed ? 'failed' : 'none';
  const server = status?.md5 === stored.md5 ? status : null;
  if (server?.status === 'paid' || server?.order_no || (server === null && stored.paid))
    return 'paid';
  if (server?.status === 'replaced') return 'replaced';
  if (server?.status === 'expired' || secondsLeft(stored.expires_at, input.now) === 0)
    return 'expired';
  return input.changed ? 'changed' : 'pending';
}

/** An unpaid QR the server cannot have been paid for any more: forgotten by the page. */
export function pastGrace(stored: PendingPayment, now: number): boolean {
  return Date.parse(stored.expires_at) + EXPIRY_GRACE_MS <= now;
}

/** Document 2 §3 "bank payment status" of a phase. */
export function bankPaymentState(phase: BankPhase): BankPaymentState {
  switch (phase) {
    case 'none':
      return 'none';
    case 'paid':
      return 'success';
    case 'failed':
      return 'failed';
    default:
      return 'pending';
  }
}

/** What a QR for this quote asks: the total the page shows, dollars or whole riel. */
export function quoteAmount(quote: Quote): number {
  return quote.currency === 'KHR'
    ? (quote.total_khr ?? khqrAmount(quote.total_cents, 'KHR'))
    : quote.total;
}

/** Whether the payment was made for the order as quoted now (same total, same currency). */
export function matchesQuote(payment: PendingPayment, quote: Quote): boolean {
  return payment.currency === quote.currency && payment.total_cents === quote.total_cents;
}

/** The parts of an order body that make it another order (the language only words the e-mails). */
function orderIdentity(body: PlaceOrderInput): string {
  const { lang: _lang, md5: _md5, ...rest } = body;
  const fields = Object.entries(rest).filter(([, value]) => value !== undefined);
  return JSON.stringify(fields.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether two order bodies ask for the same order. */
export function sameOrder(a: PlaceOrderInput, b: PlaceOrderInput): boolean {
  return orderIdentity(a) === orderIdentity(b);
}

/** A transaction hash short enough to read out: its start and end. */
export function shortHash(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;
}
