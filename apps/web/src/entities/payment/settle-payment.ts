import { useCallback, useEffect, useRef, useState } from 'react';
import { PAYMENT_POLL_MS } from '@camtour/shared/domain/khqr';
import type { PlacedOrder } from '@camtour/shared/schemas/orders';
import { api, isApiError } from '@/lib/api-client';
import {
  clearPendingPayment,
  onPendingPaymentForgottenElsewhere,
  type PendingPayment,
} from './pending-payment';
import type { PaymentStatus } from './verify-payment';

/**
 * POST /api/web/product/order with a paid payment's md5, its order body and Idempotency-Key: 201
 * when this call placed the order, 200 with the same order (and a fresh access token) when the
 * server had already placed it for this buyer, 409 'payment-no-order' when the bank took the money
 * but the order could not be made (the staff refund it and e-mail the buyer), 400/409
 * 'payment-required' while the server does not know it paid yet. Like the payment's status, it is
 * one call two features make (the checkout and /payment-return): decision 015's KHQR exception.
 */
export function placePaidOrder(payment: PendingPayment): Promise<PlacedOrder> {
  return api.post<PlacedOrder>(
    '/api/web/product/order',
    { ...payment.order, md5: payment.md5 },
    { headers: { 'Idempotency-Key': payment.idempotency_key }, skipGlobalHandling: true },
  );
}

/** Answers after which this payment can never give an order here: it is forgotten. */
const FINAL_KEYS: ReadonlySet<string> = new Set([
  'payment-no-order',
  'payment-already-used',
  'payment-expired',
  'payment-not-found',
  'amount-mismatch',
  'invalid-md5',
]);

/**
 * Answers that may be two requests crossing, asked this many times in all, 5 s apart, before the
 * page believes them: 'payment-required' right after the check said paid (the order route has not
 * seen the bank's word yet), 'payment-already-used' while another tab's request for the same order
 * is still being answered (the next ask gets that order).
 */
const ASK_AGAIN: Record<string, number> = { 'payment-required': 6, 'payment-already-used': 2 };

/** Asking again may give another answer: the network, the server or the rate limit failed. */
function retryable(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** The bank confirmed this payment: the check says paid or names its order, or said paid before. */
export function isSettled(payment: PendingPayment, status: PaymentStatus | undefined): boolean {
  if (status?.md5 === payment.md5) return status.status === 'paid' || status.order_no !== null;
  return payment.paid !== null;
}

/**
 * Gets the order of a paid KHQR payment: as soon as `status` says paid (or the payment was already
 * known paid), the order route is asked with the payment's md5, body and key, once; again every
 * 5 s while the network fails; and once more when another tab forgets the same payment (it got the
 * order, so this tab gets it too). On success the payment is forgotten and `onPlaced` runs; an
 * answer that will not change goes to `onRefused` (the payment is forgotten when it can never pay).
 */
export function useSettlePayment({
  payment,
  status,
  onPlaced,
  onRefused,
}: {
  /** The payment the page follows, or null. */
  payment: PendingPayment | null;
  /** Its last check. */
  status: PaymentStatus | undefined;
  onPlaced: (order: PlacedOrder, payment: PendingPayment) => void;
  onRefused: (error: unknown, payment: PendingPayment) => void;
}) {
  const [settling, setSettling] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [waiting, setWaiting] = useState(false);
  // Forgotten by another tab while this one followed it: asked about once more, quietly.
  const [orphan, setOrphan] = useState<PendingPayment | null>(null);
  const inFlight = useRef(false);
  const answered = useRef(new Set<string>());
  const crossed = useRef(new Map<string, number>());
  const followed = useRef<string | null>(null);
  const handlers = useRef({ onPlaced, onRefused });
  useEffect(() => {
    handlers.current = { onPlaced, onRefused };
  });
  useEffect(() => {
    if (!payment) return;
    followed.current = payment.md5;
    // A newer payment is followed now: the one another tab forgot is not asked about any more.
    setOrphan((gone) => (gone && gone.md5 !== payment.md5 ? null : gone));
  }, [payment]);

  useEffect(
    () =>
      onPendingPaymentForgottenElsewhere((gone) => {
        if (gone.md5 === followed.current && !answered.current.has(gone.md5)) setOrphan(gone);
      }),
    [],
  );

  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setWaiting(false), PAYMENT_POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  const attempt = useCallback((target: PendingPayment, quiet: boolean) => {
    if (inFlight.current || answered.current.has(target.md5)) return;
    inFlight.current = true;
    setSettling(true);
    placePaidOrder(target)
      .then(
        (order) => {
          answered.current.add(target.md5);
          clearPendingPayment(target.md5);
          setProblem(null);
          setOrphan(null);
          handlers.current.onPlaced(order, target);
        },
        (error: unknown) => {
          const key = isApiError(error) ? error.key : '';
          const asks = ASK_AGAIN[key];
          const tries = (crossed.current.get(target.md5) ?? 0) + 1;
          if (asks !== undefined) crossed.current.set(target.md5, tries);
          if (retryable(error) || (asks !== undefined && tries < asks)) {
            // Only a failed network or server is worth saying; crossed answers pass by themselves.
            if (!quiet && retryable(error)) setProblem(error);
            setWaiting(true);
            return;
          }
          answered.current.add(target.md5);
          setProblem(null);
          setOrphan(null);
          // Another tab's payment that gave no order here (it expired there): nothing to say.
          if (quiet) return;
          if (FINAL_KEYS.has(key)) clearPendingPayment(target.md5);
          handlers.current.onRefused(error, target);
        },
      )
      .finally(() => {
        inFlight.current = false;
        setSettling(false);
      });
  }, []);

  const target = payment ?? orphan;
  const due = target !== null && (target === orphan || isSettled(target, status));
  useEffect(() => {
    if (due && target && !waiting && !settling) attempt(target, target === orphan);
  }, [due, target, orphan, waiting, settling, attempt]);

  /** Asks again now (a button after a refusal that may pass, or after a failed network). */
  const settle = useCallback(() => {
    if (!payment) return;
    answered.current.delete(payment.md5);
    crossed.current.delete(payment.md5);
    setWaiting(false);
    attempt(payment, false);
  }, [payment, attempt]);

  return {
    /** The order route is being asked. */
    settling,
    /** Why the last ask failed while it is asked again (the network, "not paid yet"). */
    problem,
    /** The bank confirmed the followed payment: its order is on its way. */
    due: due && target === payment,
    settle,
  };
}
