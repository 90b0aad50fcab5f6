import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { DEEPLINK_FALLBACK_MS, isMobileClient, secondsLeft } from '@camtour/shared/domain/khqr';
import type { Quote, QuoteRequest } from '@camtour/shared/schemas/orders';
import {
  awaitingPayment,
  isRetryableVerifyError,
  paymentQueryKey,
  usePaymentStatus,
  type PaymentStatus,
} from '@/entities/payment/verify-payment';
import { isApiError } from '@/lib/api-client';
import { useInterval } from '@/lib/hooks/use-interval';
import { useCreateDeeplink } from '../api/create-deeplink';
import { useGenerateQr } from '../api/generate-qr';
import type { CheckoutDialogState } from '../components/checkout-dialog';
import {
  bankPaymentState,
  bankPhase,
  matchesQuote,
  quoteAmount,
  storedPayment,
  type StoredBankPayment,
} from '../lib/bank-payment';
import { openBankApp } from '../lib/open-bank-app';
import { stockLines } from '../lib/order-failure';
import type { PaymentFlowState } from '../lib/payment-methods';
import type { DraftAction } from './use-checkout-draft';

const isMobile = () => isMobileClient(window.innerWidth, window.navigator.userAgent);

/** Answers of the order route after which this KHQR can never pay the order: it is forgotten. */
const SPENT_KEYS = new Set(['payment-already-used', 'payment-expired', 'payment-not-found']);

/**
 * The KHQR payment of the checkout (document 2 §4 "Bank QR payment", §8; DECISIONS D8, D14).
 * It lives with the page, not the payment step, so the 5-second check goes on on every step and
 * a payment made while the buyer edits the address is seen.
 *
 * - Generate asks the server for a QR of the total the page shows; a phone then asks for the
 *   bank app's link (and is offered the QR when there is none, or when the app did not open
 *   within 3 s); a computer shows the QR.
 * - The QR is kept with the draft until the order is placed, and forgotten when the order's
 *   total or currency no longer is the QR's (unless paid: then the page says so).
 * - The order may be placed once the server says paid; the order carries the QR's md5.
 */
export function useBakongPayment({
  active,
  stored,
  dispatch,
  quoteInput,
  quote,
  onFlow,
  onDialog,
  onRefreshOrder,
}: {
  /** Bakong is the chosen method. */
  active: boolean;
  stored: StoredBankPayment | null;
  dispatch: Dispatch<DraftAction>;
  quoteInput: QuoteRequest | null;
  /** The quote of the choices as they are now (never a previous one shown meanwhile). */
  quote: Quote | undefined;
  onFlow: (state: PaymentFlowState) => void;
  onDialog: (state: CheckoutDialogState) => void;
  /** Reads the cart and the quote again (a stock problem, a stale total). */
  onRefreshOrder: () => void;
}) {
  const queryClient = useQueryClient();
  const generation = useGenerateQr();
  const deeplink = useCreateDeeplink();
  const [failed, setFailed] = useState(false);
  // Why the kept QR was dropped (the server does not know it): said once under the panel.
  const [lost, setLost] = useState<unknown>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const appTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const md5 = active && stored ? stored.md5 : null;
  const polling = useCallback((status: PaymentStatus | undefined, error: unknown) => {
    if (error && !isRetryableVerifyError(error)) return false;
    return status ? awaitingPayment(status) : true;
  }, []);
  const check = usePaymentStatus(md5, polling);
  const status = check.data?.md5 === stored?.md5 ? check.data : undefined;

  const phase = bankPhase({
    generating: generation.isPending,
    failed,
    stored,
    status,
    now,
  });

  // The countdown: once a second while the QR waits to be paid.
  useInterval(() => setNow(Date.now()), 1000, active && phase === 'pending');

  const flow: PaymentFlowState = useMemo(
    () =>
      phase === 'paid' && stored
        ? { ready: true, order: { md5: stored.md5 } }
        : { ready: false, order: {} },
    [phase, stored],
  );
  useEffect(() => onFlow(flow), [flow, onFlow]);

  // The server's word is kept with the draft: paid after a reload, before the check answers.
  useEffect(() => {
    if (!stored || !status) return;
    const paid = status.status === 'paid';
    if (paid && !stored.paid)
      dispatch({
        type: 'bank',
        bank: {
          ...stored,
          paid: { transaction_hash: status.transaction_hash, paid_at: status.paid_at },
        },
      });
    else if (!paid && stored.paid) dispatch({ type: 'bank', bank: { ...stored, paid: null } });
  }, [stored, status, dispatch]);

  // A QR the server does not know (another visitor's session, a mangled draft) is dropped.
  const checkError = check.error;
  useEffect(() => {
    if (stored && checkError && !isRetryableVerifyError(checkError)) {
      setLost(checkError);
      setModalOpen(false);
      dispatch({ type: 'bank', bank: null });
    }
  }, [stored, checkError, dispatch]);

  // The order changed (a line, the delivery, the currency): an unpaid QR for the old total goes.
  const stale = Boolean(stored && quote && !matchesQuote(stored, quote));
  useEffect(() => {
    if (stale && phase !== 'paid' && phase !== 'generating') {
      setModalOpen(false);
      dispatch({ type: 'bank', bank: null });
    }
  }, [stale, phase, dispatch]);

  useEffect(
    () => () => {
      if (appTimer.current) clearTimeout(appTimer.current);
    },
    [],
  );

  const { mutate: askDeeplink } = deeplink;
  const openApp = useCallback(
    (qr: string) => {
      if (appTimer.current) clearTimeout(appTimer.current);
      askDeeplink(qr, {
        onSuccess: (url) => {
          openBankApp(url);
          // Still here after 3 s: the app did not open (none installed, the link refused).
          appTimer.current = setTimeout(() => {
            appTimer.current = null;
            if (document.visibilityState !== 'hidden') onDialog({ kind: 'app-not-opening' });
          }, DEEPLINK_FALLBACK_MS);
        },
        onError: (error) => onDialog({ kind: 'deeplink-failed', error }),
      });
    },
    [askDeeplink, onDialog],
  );

  const { mutate: makeQr, isPending: generating } = generation;
  const canGenerate = Boolean(quoteInput && quote) && !generating;
  const generate = useCallback(() => {
    if (!quoteInput || !quote || generating) return;
    setFailed(false);
    setLost(null);
    setModalOpen(false);
    // Refresh QR starts again: the server replaces the pending QR with the new one.
    dispatch({ type: 'bank', bank: null });
    makeQr(
      { ...quoteInput, amount: quoteAmount(quote) },
      {
        onSuccess: (khqr) => {
          setNow(Date.now());
          dispatch({ type: 'bank', bank: storedPayment(khqr) });
          if (isMobile()) openApp(khqr.qr_string);
          else setModalOpen(true);
        },
        onError: (error) => {
          setFailed(true);
          if (isApiError(error) && error.key === 'stock-issue') {
            onRefreshOrder();
            onDialog({ kind: 'stock', lines: stockLines(error.data) });
            return;
          }
          // The page's total was stale: the new quote shows the right one for the next QR.
          if (isApiError(error) && error.key === 'amount-mismatch') onRefreshOrder();
          onDialog({ kind: 'qr-failed', error });
        },
      },
    );
  }, [quoteInput, quote, generating, dispatch, makeQr, openApp, onDialog, onRefreshOrder]);

  /** The order route refused this payment: learn its state again, or forget a spent one. */
  const orderRefused = useCallback(
    (error: unknown) => {
      const key = isApiError(error) ? error.key : '';
      if (SPENT_KEYS.has(key)) {
        setModalOpen(false);
        dispatch({ type: 'bank', bank: null });
      } else if (stored) {
        void queryClient.invalidateQueries({ queryKey: paymentQueryKey(stored.md5) });
      }
    },
    [dispatch, queryClient, stored],
  );

  return {
    phase,
    /** Document 2 §3 "bank payment status": none, pending, success, failed. */
    state: bankPaymentState(phase),
    stored,
    status,
    /** A check is under way. */
    checking: check.isFetching,
    /** The bank or the network could not answer the last check; the checks go on. */
    checkProblem: checkError && isRetryableVerifyError(checkError) ? checkError : null,
    lost,
    secondsLeft: stored ? secondsLeft(stored.expires_at, now) : 0,
    /** Paid, but the order's total or currency changed since: the order would be refused. */
    totalChanged: phase === 'paid' && stale,
    canGenerate,
    mobile: isMobile(),
    generate,
    openApp: useCallback(() => {
      if (stored) openApp(stored.qr_string);
    }, [openApp, stored]),
    modal: { open: modalOpen && stored !== null, setOpen: setModalOpen },
    orderRefused,
  };
}

export type BakongPayment = ReturnType<typeof useBakongPayment>;
