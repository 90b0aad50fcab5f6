import { useTranslation } from '@/lib/i18n-react';
import type { Quote } from '@camtour/shared/schemas/orders';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import type { BakongPayment } from '../hooks/use-bakong-payment';
import { quoteAmount, shortHash } from '../lib/bank-payment';
import { countdownText, khqrMoney } from './khqr-money';

/** Paid, but the order's total changed since: the order route would answer 'amount-mismatch'. */
export function TotalChangedNotice({
  payment,
  quote,
}: {
  payment: BakongPayment;
  quote: Quote | undefined;
}) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  if (!payment.totalChanged || !payment.stored || !quote) return null;
  return (
    <p
      role="alert"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      data-testid="khqr-total-changed"
    >
      {t('bakong.total-changed', {
        paid: khqrMoney(format, payment.stored.amount, payment.stored.currency),
        total: khqrMoney(format, quoteAmount(quote), quote.currency),
      })}
    </p>
  );
}

/**
 * The KHQR panel under the payment methods (document 2 §4 "Bank QR payment"): make a QR, wait
 * for the bank with a countdown, show the QR again, make a new one, and the confirmation.
 * `data-md5` names the QR on screen (an end-to-end test pays that one).
 */
export function BakongPanel({
  payment,
  quote,
}: {
  payment: BakongPayment;
  quote: Quote | undefined;
}) {
  const { t } = useTranslation('checkout');
  const message = useErrorMessage();
  const format = useFormat();
  const { phase, stored } = payment;
  const amount = stored
    ? khqrMoney(format, stored.amount, stored.currency)
    : quote
      ? khqrMoney(format, quoteAmount(quote), quote.currency)
      : null;

  const generateButton = (label: string, testId: string) => (
    <button
      type="button"
      className={buttonStyles.primary}
      onClick={payment.generate}
      disabled={!payment.canGenerate}
      data-testid={testId}
    >
      {label}
    </button>
  );
  const refresh = (
    <button
      type="button"
      className={buttonStyles.secondary}
      onClick={payment.generate}
      disabled={!payment.canGenerate}
      data-testid="khqr-refresh"
    >
      {t('bakong.refresh')}
    </button>
  );

  return (
    <section
      aria-labelledby="bakong-panel-title"
      className="rounded-2xl border border-sand-200 bg-sand-50/60 p-4 sm:p-5"
      data-testid="bakong-panel"
      data-state={payment.state}
      data-phase={phase}
      data-md5={stored?.md5}
    >
      <h3 id="bakong-panel-title" className="font-semibold text-jungle-900">
        {t('bakong.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-muted">{t('bakong.intro')}</p>
      {amount && (
        <p className="mt-3 text-ink">
          {t('bakong.amount')}{' '}
          <span className="font-semibold" data-testid="khqr-panel-amount">
            {amount}
          </span>
        </p>
      )}

      <div className="mt-4 flex flex-col gap-3" aria-live="polite">
        {phase === 'none' && (
          <>
            {payment.lost !== null && (
              <p className="text-sm text-ink-muted">{message(payment.lost)}</p>
            )}
            {!quote && <p className="text-sm text-ink-muted">{t('bakong.quote-needed')}</p>}
          </>
        )}
        {phase === 'generating' && <Spinner label={t('bakong.generating')} showLabel />}
        {phase === 'failed' && <p className="text-red-800">{t('bakong.failed')}</p>}
        {phase === 'pending' && (
          <p className="font-semibold text-jungle-900">
            {payment.checking ? t('bakong.checking') : t('bakong.waiting')}
          </p>
        )}
        {phase === 'expired' && <p className="font-semibold text-red-800">{t('bakong.expired')}</p>}
        {phase === 'replaced' && (
          <p className="font-semibold text-red-800">{t('bakong.replaced')}</p>
        )}
        {phase === 'paid' && (
          <div>
            <p className="font-semibold text-jungle-800">✓ {t('bakong.paid')}</p>
            {stored?.paid?.transaction_hash && (
              <p className="text-sm text-ink-muted" data-testid="khqr-transaction">
                {t('bakong.transaction', { hash: shortHash(stored.paid.transaction_hash) })}
              </p>
            )}
          </div>
        )}
        {phase === 'pending' && payment.checkProblem !== null && (
          <p className="text-sm text-amber-900" data-testid="khqr-check-problem">
            {message(payment.checkProblem)}
          </p>
        )}
      </div>

      {phase === 'pending' && (
        // Outside the live region: a reader is not told every second.
        <p role="timer" className="mt-1 text-sm text-ink-muted" data-testid="khqr-countdown">
          {t('bakong.expires-in', { time: countdownText(format, payment.secondsLeft) })}
        </p>
      )}

      <TotalChangedNotice payment={payment} quote={quote} />

      <div className="mt-4 flex flex-wrap gap-3">
        {phase === 'none' && generateButton(t('bakong.generate'), 'khqr-generate')}
        {phase === 'failed' && generateButton(t('bakong.retry'), 'khqr-retry')}
        {phase === 'pending' && (
          <>
            {payment.mobile && (
              <button
                type="button"
                className={buttonStyles.primary}
                onClick={payment.openApp}
                data-testid="khqr-open-app"
              >
                {t('bakong.open-app')}
              </button>
            )}
            <button
              type="button"
              className={payment.mobile ? buttonStyles.secondary : buttonStyles.primary}
              onClick={() => payment.modal.setOpen(true)}
              data-testid="khqr-show"
            >
              {t('bakong.show-qr')}
            </button>
            {refresh}
          </>
        )}
        {(phase === 'expired' || phase === 'replaced') &&
          generateButton(t('bakong.refresh'), 'khqr-refresh')}
      </div>
    </section>
  );
}
