import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { useFormat } from '@/lib/format';
import type { BakongPayment } from '../hooks/use-bakong-payment';
import { AppUnavailableNote, OpenAppButton, PaidState } from './bakong-panel';
import { countdownText, khqrMoney } from './khqr-money';

/**
 * A remembered KHQR payment while the panel is not on screen: another step, another method, a
 * second tab, or a cart the server already emptied by placing the order. It says where the payment
 * stands and shows its QR again; once paid, that the order is on its way.
 */
export function PendingPaymentNotice({ payment }: { payment: BakongPayment }) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const { phase, stored } = payment;
  if (!stored || !payment.following) return null;
  const amount = khqrMoney(format, stored.amount, stored.currency);
  const waiting = phase === 'pending' || phase === 'changed';

  return (
    <section
      aria-labelledby="khqr-notice-title"
      className="rounded-3xl border border-jungle-200 bg-jungle-50 p-5 sm:p-6"
      data-testid="khqr-pending-notice"
      data-phase={phase}
      data-md5={stored.md5}
    >
      <h2 id="khqr-notice-title" className="font-semibold text-jungle-900">
        {t('bakong.notice.title')}
      </h2>
      <div className="mt-2 flex flex-col gap-2" aria-live="polite">
        {waiting && <p className="text-ink">{t('bakong.notice.waiting', { amount })}</p>}
        {phase === 'expired' && <p className="text-red-800">{t('bakong.expired')}</p>}
        {phase === 'replaced' && <p className="text-red-800">{t('bakong.replaced')}</p>}
        {phase === 'paid' && <PaidState payment={payment} />}
      </div>
      {waiting && (
        <>
          <p role="timer" className="mt-1 text-sm text-ink-muted">
            {t('bakong.expires-in', { time: countdownText(format, payment.secondsLeft) })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            {payment.mobile && phase === 'pending' && (
              <OpenAppButton payment={payment} className={buttonStyles.primary} />
            )}
            <button
              type="button"
              className={payment.mobile ? buttonStyles.secondary : buttonStyles.primary}
              onClick={() => payment.modal.setOpen(true)}
              data-testid="khqr-notice-show"
            >
              {t('bakong.show-qr')}
            </button>
          </div>
          <div className="mt-2">
            <AppUnavailableNote payment={payment} />
          </div>
        </>
      )}
    </section>
  );
}
