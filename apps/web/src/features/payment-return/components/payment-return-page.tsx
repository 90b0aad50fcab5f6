import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PlacedOrder } from '@camtour/shared/schemas/orders';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { CART_QUERY_KEY } from '@/entities/cart/get-cart';
import { saveLastOrder } from '@/entities/order/last-order';
import { usePendingPayment } from '@/entities/payment/pending-payment';
import { useSettlePayment } from '@/entities/payment/settle-payment';
import {
  awaitingPayment,
  isRetryableVerifyError,
  usePaymentStatus,
  type PaymentStatus,
} from '@/entities/payment/verify-payment';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useSupportContact } from '@/lib/public-config';
import { RETURN_WAIT_MS, returnMd5, returnView, type FailedReason } from '../lib/return-view';

function Success({ payment }: { payment: PaymentStatus }) {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const amount =
    payment.currency === 'KHR' ? format.khr(payment.amount) : format.usd(payment.amount);
  const orderNo = payment.order_no;
  return (
    <div data-testid="payment-return-success">
      <Notice
        title={t('return.success.title')}
        actions={
          <>
            {orderNo ? (
              <Link to={`/orders/${encodeURIComponent(orderNo)}`} className={buttonStyles.primary}>
                {t('order.view-named', { number: orderNo })}
              </Link>
            ) : (
              <Link to="/checkout" className={buttonStyles.primary}>
                {t('return.success.finish')}
              </Link>
            )}
            <Link to="/orders" className={buttonStyles.secondary}>
              {tCommon('route.orders')}
            </Link>
            <Link to="/" className={buttonStyles.secondary}>
              {t('action.home')}
            </Link>
          </>
        }
      >
        <p>{t('return.success.body', { amount })}</p>
        {payment.transaction_hash && (
          <p>
            {t('return.success.transaction')}{' '}
            <code
              className="break-all rounded bg-white px-1.5 py-0.5 text-sm text-ink"
              data-testid="payment-transaction"
            >
              {payment.transaction_hash}
            </code>
          </p>
        )}
        {!orderNo && <p className="font-semibold text-ink">{t('return.success.finish-body')}</p>}
      </Notice>
    </div>
  );
}

const FAILED_TEXT = {
  expired: 'return.failed.expired',
  replaced: 'return.failed.replaced',
  pending: 'return.failed.pending',
  declined: 'return.failed.declined',
} as const satisfies Record<FailedReason, string>;

function Failed({ reason }: { reason: FailedReason }) {
  const { t } = useTranslation('orders');
  return (
    <div data-testid="payment-return-failed" data-reason={reason}>
      <Notice
        tone="warm"
        title={t('return.failed.title')}
        actions={
          <>
            <Link to="/checkout" className={buttonStyles.primary}>
              {t('return.failed.retry')}
            </Link>
            <Link to="/" className={buttonStyles.secondary}>
              {t('action.home')}
            </Link>
          </>
        }
      >
        <p>{t(FAILED_TEXT[reason])}</p>
      </Notice>
    </div>
  );
}

/** Paid, and this browser made the QR: the order is being asked for, then the confirmation. */
function Placing({ problem }: { problem: unknown }) {
  const { t } = useTranslation('orders');
  const message = useErrorMessage();
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-3xl border border-jungle-200 bg-jungle-50 p-6 sm:p-8"
      data-testid="payment-return-placing"
      aria-busy="true"
    >
      <Spinner label={t('return.placing')} showLabel />
      {problem !== null && <p className="text-sm text-amber-900">{message(problem)}</p>}
    </div>
  );
}

/** The bank took the money, but the order could not be made: the staff refund it. */
function NoOrder({ error }: { error: unknown }) {
  const { t } = useTranslation('orders');
  const { t: tCommon } = useTranslation();
  const message = useErrorMessage();
  return (
    <div data-testid="payment-return-no-order" role="alert">
      <Notice
        tone="warm"
        title={t('return.no-order.title')}
        actions={
          <>
            <Link to="/orders" className={buttonStyles.primary}>
              {tCommon('route.orders')}
            </Link>
            <Link to="/" className={buttonStyles.secondary}>
              {t('action.home')}
            </Link>
          </>
        }
      >
        <p>{message(error)}</p>
      </Notice>
    </div>
  );
}

/** Document 2 §8: "Something Went Wrong", with a way to write to us. */
function SomethingWentWrong({ error }: { error: unknown }) {
  const { t } = useTranslation('orders');
  const message = useErrorMessage();
  const contact = useSupportContact();
  return (
    <div data-testid="payment-return-error" role="alert">
      <Notice
        tone="warm"
        title={t('return.error.title')}
        actions={
          <>
            {contact && (
              <a href={`mailto:${contact.email}`} className={buttonStyles.primary}>
                {t('return.error.mail', { email: contact.email })}
              </a>
            )}
            <Link to="/" className={buttonStyles.secondary}>
              {t('action.home')}
            </Link>
          </>
        }
      >
        {error !== null && <p>{message(error)}</p>}
        <p>{t('return.error.body')}</p>
      </Notice>
    </div>
  );
}

/**
 * /payment-return?md5= (document 2 §2): where the bank app sends the buyer back. The payment's
 * state comes from our server, asked every 5 s while it is pending, for up to a minute. When this
 * browser made the QR (it remembers the payment), the page follows it until it ends instead, and
 * once it is paid asks for its order and goes on to the order's confirmation.
 */
export function PaymentReturnPage({
  md5,
  outcome,
}: {
  md5: string | null;
  outcome: string | null;
}) {
  const { t } = useTranslation('orders');
  const message = useErrorMessage();
  const valid = returnMd5(md5);
  const remembered = usePendingPayment();
  const mine = remembered !== null && remembered.md5 === valid ? remembered : null;
  const [timedOut, setTimedOut] = useState(false);
  // This browser's own QR is followed until it ends, not only for a minute.
  const waitOver = timedOut && mine === null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<unknown>(null);

  useEffect(() => {
    if (!valid) return;
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), RETURN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [valid]);

  const polling = useCallback(
    (status: PaymentStatus | undefined, error: unknown) => {
      if (waitOver) return false;
      if (error && !isRetryableVerifyError(error)) return false;
      return status ? awaitingPayment(status) : true;
    },
    [waitOver],
  );
  const check = usePaymentStatus(valid, polling);
  const view = returnView({
    md5,
    outcome,
    status: check.data,
    error: check.error,
    timedOut: waitOver,
    now: Date.now(),
  });

  const settlement = useSettlePayment({
    payment: mine,
    status: check.data,
    onPlaced: useCallback(
      (order: PlacedOrder) => {
        saveLastOrder(order);
        // The server took the order's lines out of the cart.
        void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
        void navigate(`/order-confirmation?order_id=${encodeURIComponent(order.order_no)}`, {
          replace: true,
        });
      },
      [navigate, queryClient],
    ),
    onRefused: useCallback((error: unknown) => setRefusal(error), []),
  });

  if (isApiError(refusal) && refusal.key === 'payment-no-order') return <NoOrder error={refusal} />;
  if (refusal === null && (settlement.settling || settlement.due))
    return <Placing problem={settlement.problem} />;

  switch (view.state) {
    case 'loading':
      return (
        <div
          className="flex flex-col items-start gap-3 rounded-3xl border border-sand-200 bg-white p-6 sm:p-8"
          data-testid="payment-return-loading"
          aria-busy="true"
        >
          <Spinner label={t('return.loading')} showLabel />
          {view.problem !== null && (
            <p className="text-sm text-amber-900">{message(view.problem)}</p>
          )}
        </div>
      );
    case 'success':
      return <Success payment={view.payment} />;
    case 'failed':
      return <Failed reason={view.reason} />;
    case 'error':
      return <SomethingWentWrong error={view.error} />;
  }
}
