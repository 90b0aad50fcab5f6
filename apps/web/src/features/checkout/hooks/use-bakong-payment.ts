import { useCallback, useEffect, useMemo, useState } from 'react';
import { isMobileClient, secondsLeft } from '@camtour/shared/domain/khqr';
import type { PlacedOrder, PlaceOrderInput, Quote } from '@camtour/shared/schemas/orders';
import {
  clearPendingPayment,
  readPendingPayment,
  usePendingPayment,
  writePendingPayment,
  type PendingPayment,
} from '@/entities/payment/pending-payment';
import { useSettlePayment } from '@/entities/payment/settle-payment';
import {
  isRetryableVerifyError,
  usePaymentStatus,
  type PaymentStatus,
} from '@/entities/payment/verify-payment';
import { isApiError } from '@/lib/api-client';
import { useInterval } from '@/lib/hooks/use-interval';
import { useCreateDeeplink } from '../api/create-deeplink';
import { useGenerateQr } from '../api/generate-qr';
import type { CheckoutDialogState } from '../components/checkout-dialog';
import { newAttemptKey } from '../lib/attempt-key';
import {
  EXPIRY_GRACE_MS,
  bankPaymentState,
  bankPhase,
  matchesQuote,
  pastGrace,
  pendingPayment,
  quoteAmount,
  sameOrder,
} from '../lib/bank-payment';
import { openBankApp } from '../lib/open-bank-app';
import { orderFailure, type OrderFailure } from '../lib/order-failure';
import type { PaymentFlowState } from '../lib/payment-methods';

const isMobile = () => isMobileClient(window.innerWidth, window.navigator.userAgent);

/** Failures of a QR request that the order would have too: the page shows them the same way. */
const ORDER_LIKE_FAILURES: ReadonlySet<OrderFailure['kind']> = new Set([
  'validation',
  'stock',
  'promo',
]);

/** Still worth asking the server about: pending, and not yet past its expiry and the grace. */
const stillOpen = (status: PaymentStatus | undefined, error: unknown) => {
  if (error && !isRetryableVerifyError(error)) return false;
  if (!status) return true;
  return (
    status.status === 'pending' && Date.parse(status.expires_at) + EXPIRY_GRACE_MS > Date.now()
  );
};

/**
 * The KHQR payment of the checkout (document 2 §4 "Bank QR payment", §8; DECISIONS D8, D14).
 * It lives with the page, not the payment step, and follows the remembered payment
 * (entities/payment/pending-payment.ts) whichever step or method is shown, so a payment made in a
 * reload, another tab or the bank app is seen too.
 *
 * - Generate sends the whole order body with the QR request: once the bank confirms, the server
 *   places that order itself, even with no page open. The QR, the body and the attempt's key are
 *   remembered in localStorage.
 * - As soon as the check says paid, the order route is asked for the order with the md5 (the
 *   server answers with the order it placed) and the page shows the confirmation.
 * - The bank app's link is asked for only when the buyer presses "Open in Bakong"; when there is
 *   none the panel says so in a line under the QR, never in a dialog.
 * - An unpaid QR made for an order the buyer has changed since is not offered any more, but stays
 *   followed until it ends: if it is paid all the same, its order is the one shown.
 */
export function useBakongPayment({
  active,
  body,
  terms,
  quote,
  onFlow,
  onDialog,
  onFailure,
  onPlaced,
  onRefreshOrder,
}: {
  /** Bakong is the chosen method. */
  active: boolean;
  /** The order as the page would place it now with Bakong, or null while it cannot be. */
  body: PlaceOrderInput | null;
  /** The terms are accepted: a QR places an order, so it is made only then. */
  terms: boolean;
  /** The quote of the choices as they are now (never a previous one shown meanwhile). */
  quote: Quote | undefined;
  onFlow: (state: PaymentFlowState) => void;
  onDialog: (state: CheckoutDialogState) => void;
  /** A refusal the order route would give as well (fields, stock, promo, payment). */
  onFailure: (failure: OrderFailure) => void;
  /** The payment's order: the confirmation follows. */
  onPlaced: (order: PlacedOrder) => void;
  /** Reads the cart and the quote again (a stale total). */
  onRefreshOrder: () => void;
}) {
  const stored = usePendingPayment();
  const generation = useGenerateQr();
  const deeplink = useCreateDeeplink();
  const [failed, setFailed] = useState(false);
  // Why the remembered QR was dropped (the server does not know it, its order was refused).
  const [lost, setLost] = useState<unknown>(null);
  // The QR that ended unpaid: forgotten, but still said so until a new one is made.
  const [ended, setEnded] = useState<{
    payment: PendingPayment;
    phase: 'expired' | 'replaced';
  } | null>(null);
  // The order route refused the paid payment's order with an answer that may change.
  const [refused, setRefused] = useState<string | null>(null);
  const [appUnavailable, setAppUnavailable] = useState<string | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  const md5 = stored?.md5 ?? null;
  const check = usePaymentStatus(md5, stillOpen);
  const status = md5 !== null && check.data?.md5 === md5 ? check.data : undefined;

  const changed = Boolean(
    active &&
    stored &&
    ((body && !sameOrder(stored.order, body)) || (quote && !matchesQuote(stored, quote))),
  );
  const live = bankPhase({
    generating: generation.isPending,
    failed,
    stored,
    status,
    changed,
    now,
  });
  const phase = live === 'none' && ended ? ended.phase : live;
  const shown = stored ?? (live === 'none' ? (ended?.payment ?? null) : null);

  // The countdown, and the expiry's grace: once a second while a QR is followed unpaid.
  useInterval(() => setNow(Date.now()), 1000, stored !== null && live !== 'paid');

  const flow: PaymentFlowState = useMemo(
    () =>
      live === 'paid' && stored
        ? { ready: true, order: { md5: stored.md5 } }
        : { ready: false, order: {} },
    [live, stored],
  );
  useEffect(() => onFlow(flow), [flow, onFlow]);

  // The server's word is remembered: paid after a reload, before the check answers.
  useEffect(() => {
    if (!stored || stored.paid || status?.status !== 'paid') return;
    writePendingPayment({
      ...stored,
      paid: { transaction_hash: status.transaction_hash, paid_at: status.paid_at },
    });
  }, [stored, status]);

  // A QR that ended unpaid is forgotten (after the grace a late transfer may need).
  useEffect(() => {
    if (!stored || stored.paid || status?.status === 'paid' || status?.order_no) return;
    const server = status?.status;
    if (server === 'expired' || server === 'replaced' || pastGrace(stored, now)) {
      setEnded({ payment: stored, phase: server === 'replaced' ? 'replaced' : 'expired' });
      clearPendingPayment(stored.md5);
    }
  }, [stored, status, now]);

  // A QR the server does not know (another visitor's, a mangled memory) is dropped.
  const checkError = check.error;
  useEffect(() => {
    if (stored && checkError && !isRetryableVerifyError(checkError)) {
      setLost(checkError);
      setModalOpen(false);
      clearPendingPayment(stored.md5);
    }
  }, [stored, checkError]);

  const settlement = useSettlePayment({
    payment: stored,
    status,
    onPlaced: useCallback(
      (order: PlacedOrder) => {
        setModalOpen(false);
        onPlaced(order);
      },
      [onPlaced],
    ),
    onRefused: useCallback(
      (error: unknown, payment: PendingPayment) => {
        setModalOpen(false);
        // A refusal that forgot the payment is said under the panel too; another may be retried.
        if (readPendingPayment()?.md5 === payment.md5) setRefused(payment.md5);
        else setLost(error);
        onFailure(orderFailure(error));
      },
      [onFailure],
    ),
  });

  const { mutate: makeQr, isPending: generating } = generation;
  const canGenerate = Boolean(body && quote && terms) && !generating;
  const generate = useCallback(() => {
    if (!body || !quote || !terms || generating) return;
    setFailed(false);
    setLost(null);
    setEnded(null);
    setRefused(null);
    setAppUnavailable(null);
    setModalOpen(false);
    // A new QR is a new order attempt; the server replaces the pending QR with it.
    const key = newAttemptKey();
    makeQr(
      { ...body, amount: quoteAmount(quote) },
      {
        onSuccess: (khqr) => {
          setNow(Date.now());
          writePendingPayment(pendingPayment(khqr, body, key));
          // A phone shows the panel's "Open in Bakong"; a computer shows the QR to scan.
          if (!isMobile()) setModalOpen(true);
        },
        onError: (error) => {
          setFailed(true);
          const failure = orderFailure(error);
          if (ORDER_LIKE_FAILURES.has(failure.kind)) {
            onFailure(failure);
            return;
          }
          // The page's total was stale: the new quote shows the right one for the next QR.
          if (isApiError(error) && error.key === 'amount-mismatch') onRefreshOrder();
          onDialog({ kind: 'qr-failed', error });
        },
      },
    );
  }, [body, quote, terms, generating, makeQr, onFailure, onDialog, onRefreshOrder]);

  const { mutate: askDeeplink, isPending: askingDeeplink } = deeplink;
  const openApp = useCallback(() => {
    if (!stored) return;
    const asked = stored.md5;
    setAppUnavailable(null);
    askDeeplink(stored.qr_string, {
      onSuccess: (url) => openBankApp(url),
      // No link (the sandbox bank, a bank without the service): the QR is there to scan.
      onError: () => setAppUnavailable(asked),
    });
  }, [stored, askDeeplink]);

  const { settle } = settlement;
  return {
    phase,
    /** Document 2 §3 "bank payment status": none, pending, success, failed. */
    state: bankPaymentState(phase),
    /** The QR on screen: the followed one, or the one that just ended. */
    stored: shown,
    /** A payment is remembered and followed. */
    following: stored !== null,
    status,
    /** A check is under way. */
    checking: check.isFetching,
    /** The bank or the network could not answer the last check; the checks go on. */
    checkProblem: checkError && isRetryableVerifyError(checkError) ? checkError : null,
    lost,
    secondsLeft: shown ? secondsLeft(shown.expires_at, now) : 0,
    canGenerate,
    mobile: isMobile(),
    generate,
    openApp,
    openingApp: askingDeeplink,
    /** "Open in Bakong" found no app link for the QR on screen. */
    appUnavailable: appUnavailable !== null && appUnavailable === stored?.md5,
    modal: { open: modalOpen && shown !== null, setOpen: setModalOpen },
    /** Paid: the order is being asked for. */
    placing: settlement.settling || (settlement.due && refused !== md5),
    /** Why asking for the order failed while it is asked again. */
    placeProblem: settlement.problem,
    /** The order was refused with an answer that may change: the buyer may ask again. */
    placeRefused: refused !== null && refused === md5,
    /** Asks for the paid payment's order again. */
    place: useCallback(() => {
      setRefused(null);
      settle();
    }, [settle]),
  };
}

export type BakongPayment = ReturnType<typeof useBakongPayment>;
