import { MD5_PATTERN, secondsLeft } from '@camtour/shared/domain/khqr';
import { isRetryableVerifyError, type PaymentStatus } from '@/entities/payment/verify-payment';

/** How long the page keeps asking about a payment still pending before it says it failed. */
export const RETURN_WAIT_MS = 60_000;

export type FailedReason = 'expired' | 'replaced' | 'pending' | 'declined';

/** Document 2 §2 "Payment return": four states. */
export type ReturnView =
  | { state: 'loading'; problem: unknown }
  | { state: 'success'; payment: PaymentStatus }
  | { state: 'failed'; reason: FailedReason }
  | { state: 'error'; error: unknown };

/** The md5 of the address, or null when there is none or it cannot be one. */
export function returnMd5(raw: string | null): string | null {
  const md5 = raw?.trim().toLowerCase() ?? '';
  return MD5_PATTERN.test(md5) ? md5 : null;
}

/**
 * What the page shows (document 2 §2, DECISIONS D14). The server's word decides, never the
 * address: `payment=success` without an md5 proves nothing, while `payment=failed` can only
 * be believed. A payment still pending is asked about until it expires or RETURN_WAIT_MS pass.
 */
export function returnView(input: {
  /** The md5 of the address as written. */
  md5: string | null;
  /** The address's `payment=` (success, failed or anything else). */
  outcome: string | null;
  status: PaymentStatus | undefined;
  error: unknown;
  timedOut: boolean;
  now: number;
}): ReturnView {
  const { status, error, timedOut } = input;
  if (!input.md5?.trim())
    return input.outcome === 'failed'
      ? { state: 'failed', reason: 'declined' }
      : { state: 'error', error: null };
  if (!returnMd5(input.md5)) return { state: 'error', error: 'invalid-md5' };
  if (status) {
    if (status.status === 'paid') return { state: 'success', payment: status };
    if (status.status === 'expired' || status.status === 'replaced')
      return { state: 'failed', reason: status.status };
    if (secondsLeft(status.expires_at, input.now) === 0)
      return { state: 'failed', reason: 'expired' };
    if (timedOut) return { state: 'failed', reason: 'pending' };
    return { state: 'loading', problem: error && isRetryableVerifyError(error) ? error : null };
  }
  if (error) {
    if (!isRetryableVerifyError(error)) return { state: 'error', error };
    return timedOut ? { state: 'failed', reason: 'pending' } : { state: 'loading', problem: error };
  }
  return { state: 'loading', problem: null };
}
