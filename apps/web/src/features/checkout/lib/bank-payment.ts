import { z } from '@camtour/shared/zod';
import { CURRENCIES } from '@camtour/shared/domain/checkout';
import {
  MD5_PATTERN,
  khqrAmount,
  secondsLeft,
  type BankPaymentState,
} from '@camtour/shared/domain/khqr';
import type { Quote } from '@camtour/shared/schemas/orders';
import type { Khqr } from '@camtour/shared/schemas/payments';
import type { PaymentStatus } from '@/entities/payment/verify-payment';

/**
 * The KHQR the checkout made, kept with the draft (sessionStorage) so that a reload or the way
 * back from the bank app finds it again. `paid` is what the last check said; the server checks
 * the payment again when the order is placed.
 */
export const StoredBankPaymentSchema = z.object({
  md5: z.string().regex(MD5_PATTERN),
  qr_string: z.string().min(1).max(1000),
  bill_number: z.string().max(100),
  /** Dollars with cents for USD, whole riel for KHR. */
  amount: z.number().nonnegative(),
  currency: z.enum(CURRENCIES),
  /** The order total in US cents the QR was made for. */
  total_cents: z.number().int().nonnegative(),
  expires_at: z.string().max(40),
  paid: z
    .object({
      transaction_hash: z.string().max(200).nullable(),
      paid_at: z.string().max(40).nullable(),
    })
    .nullable(),
});
export type StoredBankPayment = z.infer<typeof StoredBankPaymentSchema>;

export function storedPayment(khqr: Khqr): StoredBankPayment {
  return {
    md5: khqr.md5,
    qr_string: khqr.qr_string,
    bill_number: khqr.bill_number,
    amount: khqr.amount,
    currency: khqr.currency,
    total_cents: khqr.total_cents,
    expires_at: khqr.expires_at,
    paid: null,
  };
}

/** A stored payment, or null when it is missing or unreadable. */
export function parseStoredPayment(value: unknown): StoredBankPayment | null {
  const parsed = StoredBankPaymentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Where the KHQR payment stands on the page (document 2 §4 "Bank QR payment"): none, a QR being
 * made, its making failed, waiting to be paid, past its 10 minutes, replaced by a newer QR, paid.
 */
export type BankPhase =
  'none' | 'generating' | 'failed' | 'pending' | 'expired' | 'replaced' | 'paid';

export function bankPhase(input: {
  generating: boolean;
  failed: boolean;
  stored: StoredBankPayment | null;
  /** The server's last answer about a payment (any md5: only the stored one's counts). */
  status: PaymentStatus | undefined;
  now: number;
}): BankPhase {
  const { stored, status } = input;
  if (input.generating) return 'generating';
  if (!stored) return input.failed ? 'failed' : 'none';
  const server = status?.md5 === stored.md5 ? status.status : null;
  if (server === 'paid' || (server === null && stored.paid)) return 'paid';
  if (server === 'replaced') return 'replaced';
  if (server === 'expired' || secondsLeft(stored.expires_at, input.now) === 0) return 'expired';
  return 'pending';
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
export function matchesQuote(payment: StoredBankPayment, quote: Quote): boolean {
  return payment.currency === quote.currency && payment.total_cents === quote.total_cents;
}

/** A transaction hash short enough to read out: its start and end. */
export function shortHash(hash: string): string {
  return hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-6)}` : hash;
}
