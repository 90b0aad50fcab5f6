import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { QR_MODAL_CLOSE_MS } from '@camtour/shared/domain/khqr';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { useFormat } from '@/lib/format';
import type { BakongPayment } from '../hooks/use-bakong-payment';
import { AppUnavailableNote, OpenAppButton } from './bakong-panel';
import { KhqrCode } from './khqr-code';
import { countdownText, khqrMoney } from './khqr-money';

/**
 * The bank QR modal (document 2 §4): the KHQR to scan, whom and how much it pays, the time left
 * and the payment's status; on a phone, "Open in Bakong" under the QR. It closes itself after
 * QR_MODAL_CLOSE_MS; the checks go on, and "Show QR" opens it again.
 */
export function KhqrModal({ payment }: { payment: BakongPayment }) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const format = useFormat();
  const { stored, phase, modal, secondsLeft } = payment;
  const { open, setOpen } = modal;
  const md5 = stored?.md5;

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => setOpen(false), QR_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, setOpen, md5]);

  if (!stored) return null;
  const amount = khqrMoney(format, stored.amount, stored.currency);
  const paid = phase === 'paid';
  const usable = phase === 'pending';
  const statusText = paid
    ? t('bakong.paid')
    : phase === 'expired'
      ? t('bakong.expired')
      : phase === 'replaced'
        ? t('bakong.replaced')
        : phase === 'changed'
          ? t('bakong.changed')
          : payment.checking
            ? t('bakong.checking')
            : t('bakong.waiting');

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      tone={paid ? 'success' : 'default'}
      title={t('bakong.modal.title')}
      description={t('bakong.modal.body')}
      testId="khqr-modal"
      actions={
        paid ? (
          <DialogClose className={buttonStyles.primary}>{t('bakong.modal.done')}</DialogClose>
        ) : (
          <>
            <DialogClose className={buttonStyles.secondary}>{t('dialog.close')}</DialogClose>
            <button
              type="button"
              className={buttonStyles.primary}
              onClick={payment.generate}
              disabled={!payment.canGenerate}
              data-testid="khqr-modal-refresh"
            >
              {t('bakong.refresh')}
            </button>
          </>
        )
      }
    >
      <div
        className="flex flex-col items-center gap-3"
        data-md5={stored.md5}
        data-testid="khqr-modal-body"
      >
        <div className="w-full max-w-[16rem] overflow-hidden rounded-2xl border border-sand-200 shadow-sm">
          <p className="bg-red-700 py-2 text-center text-sm font-bold tracking-[0.3em] text-white">
            KHQR
          </p>
          <div className="flex flex-col items-center gap-1 px-4 pb-4 pt-3">
            <p className="text-sm text-ink-muted">
              {t('bakong.modal.merchant', { merchant: tCommon('brand.name') })}
            </p>
            <p className="text-2xl font-bold text-jungle-900" data-testid="khqr-amount">
              {amount}
            </p>
            <div className="mt-2">
              {usable ? (
                <KhqrCode value={stored.qr_string} label={t('bakong.qr-label', { amount })} />
              ) : (
                <div
                  className="grid size-[200px] place-items-center rounded-xl bg-sand-50 p-4 text-center text-ink-muted"
                  aria-hidden="true"
                >
                  {paid ? '✓' : '—'}
                </div>
              )}
            </div>
          </div>
        </div>
        {usable && (
          <p className="text-sm text-ink-muted" data-testid="khqr-modal-countdown">
            {t('bakong.expires-in', { time: countdownText(format, secondsLeft) })}
          </p>
        )}
        {usable && payment.mobile && (
          <>
            <OpenAppButton payment={payment} className={buttonStyles.secondary} />
            <AppUnavailableNote payment={payment} />
          </>
        )}
        <p role="status" className="font-semibold text-jungle-900" data-testid="khqr-modal-status">
          {statusText}
        </p>
      </div>
    </Dialog>
  );
}
