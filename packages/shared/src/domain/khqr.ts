import { centsToKhr, type Currency } from './checkout';

/** D8: a dynamic KHQR is payable for 10 minutes; its stock is held that long. */
export const KHQR_EXPIRY_MS = 10 * 60 * 1000;
/** D8: the server asks the bank about one payment at most this often. */
export const BANK_CHECK_INTERVAL_MS = 5_000;
/** Document 2 §9: the page polls our server this often. */
export const PAYMENT_POLL_MS = 5_000;
/** Document 2 §9: the QR modal closes itself after this long. */
export const QR_MODAL_CLOSE_MS = 30_000;
/** Document 2 §9: the QR is drawn this wide. */
export const QR_WIDTH_PX = 200;
/** Document 2 §8: when the bank app has not opened after this long, Manual Payment is offered. */
export const DEEPLINK_FALLBACK_MS = 3_000;
/** Document 2 §4: a phone is a screen this wide or narrower, or a mobile user agent. */
export const MOBILE_MAX_WIDTH_PX = 768;

/** Our record of one KHQR: pending until paid, expired when its 10 minutes pass unpaid. */
export const KHQR_STATUSES = ['pending', 'paid', 'expired', 'replaced'] as const;
export type KhqrStatus = (typeof KHQR_STATUSES)[number];

/** Document 2 §3 "bank payment status", as the checkout shows it. */
export const BANK_PAYMENT_STATES = ['none', 'pending', 'success', 'failed'] as const;
export type BankPaymentState = (typeof BANK_PAYMENT_STATES)[number];

/** An md5 as the library makes it: 32 lowercase hex digits. */
export const MD5_PATTERN = /^[a-f0-9]{32}$/;

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry/i;

export function isMobileClient(widthPx: number, userAgent: string): boolean {
  return widthPx <= MOBILE_MAX_WIDTH_PX || MOBILE_UA.test(userAgent);
}

/**
 * The amount a KHQR carries for a total: dollars with cents for USD, whole
 * riel for KHR (D13's rate). Exact: built from integer cents.
 */
export function khqrAmount(totalCents: number, currency: Currency): number {
  return currency === 'KHR' ? centsToKhr(totalCents) : totalCents / 100;
}

/** The same amount in the currency's smallest unit (cents or riel), for exact comparison. */
export function khqrMinorUnits(totalCents: number, currency: Currency): number {
  return currency === 'KHR' ? centsToKhr(totalCents) : totalCents;
}

/** A bank's or a client's decimal amount in minor units; null when it is not a whole number of them. */
export function minorUnitsOf(amount: number, currency: Currency): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const minor = currency === 'KHR' ? amount : amount * 100;
  const rounded = Math.round(minor);
  // 12.34 * 100 is 1233.9999…; anything further from a whole unit is not an amount we issued.
  return Math.abs(minor - rounded) < 1e-6 ? rounded : null;
}

/** Minor units (cents or riel) as the amount a KHQR or a bank shows: minorUnitsOf's inverse. */
export function majorUnitsOf(minor: number, currency: Currency): number {
  return currency === 'KHR' ? minor : minor / 100;
}

/** Seconds left before a QR expires, never negative. */
export function secondsLeft(expiresAt: string | Date, now: number = Date.now()): number {
  const end = typeof expiresAt === 'string' ? Date.parse(expiresAt) : expiresAt.getTime();
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** "9:05": minutes and zero-padded seconds of a countdown. */
export function countdownParts(seconds: number): { minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(seconds));
  return { minutes: Math.floor(s / 60), seconds: s % 60 };
}

/** Document 2 §2: what /payment-return shows for its query. */
export type PaymentReturnState = 'loading' | 'success' | 'failed' | 'error';
