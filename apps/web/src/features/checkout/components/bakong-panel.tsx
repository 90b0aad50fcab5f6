import { useTranslation } from '@/lib/i18n-react';
import type { Quote } from '@camtour/shared/schemas/orders';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import type { BakongPayment } from '../hooks/use-bakong-payment';
import { quoteAmount, shortHash } from '../lib/bank-payment';
import { countdownText, khqrMoney } from './khqr-money';
import { TermsCheckbox } from './terms-checkbox';

/** The terms, asked in the panel: paying a QR places the order, so it is accepted first. */
export interface PanelTerms {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

/** "The Bakong app cannot be opened from here": a line under the QR, never a dialog. */
export function AppUnavailableNote({ payment }: { payment: BakongPayment }) {
  const { t } = useTranslation('checkout');
  if (!payment.appUnavailable) return null;
  return (
    <p role="status" className="text-sm text-ink-muted" data-testid="khqr-app-unavailable">
      {t('bakong.app-unavailable')}
    </p>
  );
}

/** "Open in Bakong" (phones): the bank app's link is asked for only when this is pressed. */
export function OpenAppButton({
  payment,
  className,
}: {
  payment: BakongPayment;
  className: string;
}) {
  const { t } = useTranslation('checkout');
  return (
    <button
      type="button"
      className={className}
      onClick={payment.openApp}
      disabled={payment.openingApp}
      data-testid="khqr-open-app"
    >
      {t('bakong.open-app')}
    </button>
  );
}

/** Paid: the transaction, and the order being asked for (or why it is not yet). */
export function PaidState({ payment }: { payment: BakongPayment }) {
  const { t } = useTranslation('checkout');
  const message = useErrorMessage();
  const hash = payment.stored?.paid?.transaction_hash ?? payment.status?.transaction_hash;
  return (
    <div className="flex flex-col gap-1">
      <p className="font-semibold text-jungle-800">✓ {t('bakong.paid')}</p>
      {hash && (
        <p className="text-sm text-ink-muted" data-testid="khqr-transaction">
          {t('bakong.transaction', { hash: shortHash(hash) })}
        </p>
      )}
      {payment.placing && (
        <div data-testid="khqr-placing">
          <Spinner label={t('bakong.placing')} showLabel />
        </div>
      )}
      {payment.placing && payment.placeProblem !== null && (
        <p className="text-sm text-amber-900" data-testid="khqr-place-problem">
          {message(payment.placeProblem)}
        </p>
      )}
    </div>
  );
}

/**
 * The KHQR panel under the payment methods (document 2 §4 "Bank QR payment"): accept the terms,
 * make a QR, wait for the bank with a countdown, show the QR again, open the bank app on a phone,
 * make a new one, then the payment confirmed and the order on its way.
 * `data-md5` names the QR on screen (an end-to-end test pays that one).
 */
export function BakongPanel({
  payment,
  quote,
  terms,
}: {
  payment: BakongPayment;
  quote: Quote | undefined;
  terms: PanelTerms;
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
  // A new QR can be made: the terms come first, since paying it places the order.
  const makesNew = ['none', 'failed', 'changed', 'expired', 'replaced'].includes(phase);

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
              <p className="text-sm text-ink-muted" data-testid="khqr-lost">
                {message(payment.lost)}
              </p>
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
        {phase === 'changed' && (
          <p className="font-semibold text-amber-900" data-testid="khqr-changed">
            {t('bakong.changed')}
          </p>
        )}
        {phase === 'expired' && <p className="font-semibold text-red-800">{t('bakong.expired')}</p>}
        {phase === 'replaced' && (
          <p className="font-semibold text-red-800">{t('bakong.replaced')}</p>
        )}
        {phase === 'paid' && <PaidState payment={payment} />}
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

      {makesNew && (
        <div className="mt-4 flex flex-col gap-1.5">
          <TermsCheckbox checked={terms.checked} onChange={terms.onChange} error={terms.error} />
          {!terms.checked && (
            <p className="text-sm text-ink-muted" data-testid="khqr-terms-first">
              {t('bakong.terms-first')}
            </p>
          )}
        </div>
      )}

      <div className="mt-4 flex flex-wrap gap-3">
        {phase === 'none' && generateButton(t('bakong.generate'), 'khqr-generate')}
        {phase === 'failed' && generateButton(t('bakong.retry'), 'khqr-retry')}
        {phase === 'pending' && (
          <>
            {payment.mobile && <OpenAppButton payment={payment} className={buttonStyles.primary} />}
            <button
              type="button"
              className={payment.mobile ? buttonStyles.secondary : buttonStyles.primary}
              onClick={() => payment.modal.setOpen(true)}
              data-testid="khqr-show"
            >
              {t('bakong.show-qr')}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={payment.generate}
              disabled={!payment.canGenerate}
              data-testid="khqr-refresh"
            >
              {t('bakong.refresh')}
            </button>
          </>
        )}
        {(phase === 'changed' || phase === 'expired' || phase === 'replaced') &&
          generateButton(t('bakong.refresh'), 'khqr-refresh')}
        {phase === 'paid' && payment.placeRefused && (
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={payment.place}
            data-testid="khqr-place-retry"
          >
            {t('bakong.retry')}
          </button>
        )}
      </div>
      {phase === 'pending' && (
        <div className="mt-2">
          <AppUnavailableNote payment={payment} />
        </div>
      )}
    </section>
  );
}
