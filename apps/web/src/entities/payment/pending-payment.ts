import { useSyncExternalStore } from 'react';
import { z } from '@camtour/shared/zod';
import { CURRENCIES } from '@camtour/shared/domain/checkout';
import { MD5_PATTERN } from '@camtour/shared/domain/khqr';
import { PlaceOrderSchema, type PlaceOrderInput } from '@camtour/shared/schemas/orders';

/**
 * The KHQR payment this browser is waiting on, and everything needed to ask the order route for
 * its order again: the order body the QR was made with and the attempt's Idempotency-Key. The
 * server places the order by itself once the bank confirms; the page only has to find it. Kept in
 * localStorage, not sessionStorage, so that a reload, a second tab and the bank app's return
 * (/payment-return, often a new tab) all see it. Forgotten when the order is confirmed, when the
 * QR ended unpaid, or when a new QR replaces it.
 */
export const PENDING_PAYMENT_KEY = 'camtour_khqr_payment';

export const PendingPaymentSchema = z.object({
  md5: z.string().regex(MD5_PATTERN),
  qr_string: z.string().min(1).max(1000),
  bill_number: z.string().max(100),
  /** Dollars with cents for USD, whole riel for KHR. */
  amount: z.number().nonnegative(),
  currency: z.enum(CURRENCIES),
  /** The order total in US cents the QR was made for. */
  total_cents: z.number().int().nonnegative(),
  expires_at: z.string().max(40),
  /** What the last check said once it said paid (the server checks again for the order). */
  paid: z
    .object({
      transaction_hash: z.string().max(200).nullable(),
      paid_at: z.string().max(40).nullable(),
    })
    .nullable(),
  /** The order body sent with the QR (without the md5), as the order route reads it. */
  order: z.custom<PlaceOrderInput>((value) => PlaceOrderSchema.safeParse(value).success),
  idempotency_key: z.string().min(1).max(100),
});
export type PendingPayment = z.infer<typeof PendingPaymentSchema>;

/**
 * How long after its expiry a payment is still looked after. The server placed a paid one's order
 * and e-mailed the buyer long before: a visit days later starts afresh instead of showing it.
 */
const REMEMBERED_MS = 24 * 60 * 60 * 1000;

/** A stored payment, or null when there is none, it is unreadable or it is long over. */
export function parsePendingPayment(
  raw: string | null | undefined,
  now: number = Date.now(),
): PendingPayment | null {
  if (!raw) return null;
  try {
    const parsed = PendingPaymentSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    return Date.parse(parsed.data.expires_at) + REMEMBERED_MS > now ? parsed.data : null;
  } catch (_error) {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch (_error) {
    // Blocked storage (private mode, a sandboxed frame): the page still works for this visit.
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(PENDING_PAYMENT_KEY) ?? null;
  } catch (_error) {
    return null;
  }
}

/* The `storage` event reaches only the other tabs: this tab's own writes tell its listeners. */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function readPendingPayment(): PendingPayment | null {
  return parsePendingPayment(readRaw());
}

export function writePendingPayment(payment: PendingPayment): void {
  try {
    storage()?.setItem(PENDING_PAYMENT_KEY, JSON.stringify(payment));
  } catch (_error) {
    // Full storage: this tab still follows the payment; only a reload would lose it.
  }
  notify();
}

/** Forgets the payment `md5`, and only it: a newer QR made meanwhile (another tab) stays. */
export function clearPendingPayment(md5: string): void {
  if (readPendingPayment()?.md5 !== md5) return;
  try {
    storage()?.removeItem(PENDING_PAYMENT_KEY);
  } catch (_error) {
    // Nothing kept, nothing to clear.
  }
  notify();
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === PENDING_PAYMENT_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// One parsed value per stored text, so that React sees the same object until the text changes.
let snapshot: { raw: string | null; payment: PendingPayment | null } = { raw: null, payment: null };
function getSnapshot(): PendingPayment | null {
  const raw = readRaw();
  if (raw !== snapshot.raw) snapshot = { raw, payment: parsePendingPayment(raw) };
  return snapshot.payment;
}

/** The pending payment, kept up to date with this tab's and the other tabs' changes. */
export function usePendingPayment(): PendingPayment | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}

/**
 * Calls `listener` with the payment another tab just forgot (it placed the order, or the QR ended):
 * this tab, which followed the same payment, asks for the order too.
 */
export function onPendingPaymentForgottenElsewhere(
  listener: (payment: PendingPayment) => void,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== PENDING_PAYMENT_KEY) return;
    const before = parsePendingPayment(event.oldValue);
    if (before && event.newValue === null) listener(before);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
