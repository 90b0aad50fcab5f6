import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_POLL_MS, secondsLeft } from '@camtour/shared/domain/khqr';
import type { VerifyResult } from '@camtour/shared/schemas/payments';
import { ApiError, api, isApiError } from '@/lib/api-client';

/**
 * The KHQR payment's status as our server knows it (DECISIONS D8, D14). Two features read it:
 * the checkout polls its QR, and /payment-return resolves the bank app's return. Like the cart
 * (decision 015), the one read lives below both; generating a QR stays in the checkout.
 */
export type PaymentStatus = VerifyResult['results'][number];

export const paymentQueryKey = (md5: string) => ['payment', 'verify', md5] as const;

/**
 * GET /api/bakong/verify/md5: 404 'payment-not-found' (unknown, or not this visitor's), 400
 * 'invalid-md5', 503 'bank-unavailable' (the bank could not be asked: try again). Every page
 * that polls says what failed in its own words, hence skipGlobalHandling.
 */
export async function verifyPayment(md5: string, signal?: AbortSignal): Promise<PaymentStatus> {
  const data = await api.get<VerifyResult>('/api/bakong/verify/md5', {
    query: { md5 },
    signal,
    skipGlobalHandling: true,
  });
  const result = data.results[0];
  if (!result) throw new ApiError(404, 'payment-not-found');
  return result;
}

/** Still waiting for the buyer: pending on the server and not past its expiry here. */
export function awaitingPayment(status: PaymentStatus, now: number = Date.now()): boolean {
  return status.status === 'pending' && secondsLeft(status.expires_at, now) > 0;
}

/**
 * Whether asking again may give another answer: the bank or the network failed. An unknown or
 * malformed md5 will not change.
 */
export function isRetryableVerifyError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/**
 * The status of one payment, asked again every PAYMENT_POLL_MS (document 2 §9) while `polling`
 * says so; the same 5 s also while the bank cannot be reached. It keeps going while the page is
 * in the background: the buyer is in the bank app then.
 */
export function paymentQueryOptions(
  md5: string,
  polling: (status: PaymentStatus | undefined, error: unknown) => boolean,
) {
  return queryOptions({
    queryKey: paymentQueryKey(md5),
    queryFn: ({ signal }) => verifyPayment(md5, signal),
    refetchInterval: (query) =>
      polling(query.state.data, query.state.error) ? PAYMENT_POLL_MS : false,
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  });
}

export function usePaymentStatus(
  md5: string | null,
  polling: (status: PaymentStatus | undefined, error: unknown) => boolean,
) {
  return useQuery({ ...paymentQueryOptions(md5 ?? '', polling), enabled: md5 !== null });
}
