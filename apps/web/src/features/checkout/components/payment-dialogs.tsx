import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';

/** The KHQR payment's dialogs (document 2 §8 "Checkout and payment"). */
export type PaymentDialogState =
  /** The QR could not be made: "QR Generation Failed" with the reason. */
  | { kind: 'qr-failed'; error: unknown }
  /** A phone asked for the bank app's link and got none: "App Opening Failed". */
  | { kind: 'deeplink-failed'; error: unknown }
  /** The bank app was asked to open, and the page is still here after 3 s. */
  | { kind: 'app-not-opening' }
  /**
   * The order cannot be paid by this KHQR: the page's own 'payment-required' (nothing paid yet)
   * or the order route's answer (not paid, another amount, used by another order).
   */
  | { kind: 'payment'; error: unknown };

const PAYMENT_DIALOG_KINDS: ReadonlySet<string> = new Set([
  'qr-failed',
  'deeplink-failed',
  'app-not-opening',
  'payment',
]);

export function isPaymentDialog(state: { kind: string }): state is PaymentDialogState {
  return PAYMENT_DIALOG_KINDS.has(state.kind);
}

const keyOf = (error: unknown): string =>
  isApiError(error) ? error.key : typeof error === 'string' ? error : '';

/** "Payment Required" unless the answer says more precisely what is wrong with the payment. */
function paymentTitle(key: string) {
  if (key === 'amount-mismatch') return 'dialog.amount-mismatch.title' as const;
  if (key === 'payment-already-used') return 'dialog.payment-used.title' as const;
  return 'dialog.payment-required.title' as const;
}

export function PaymentDialog({
  state,
  onClose,
  onManualPayment,
}: {
  state: PaymentDialogState;
  onClose: () => void;
  /** "Manual Payment": the QR is shown to scan or save. */
  onManualPayment: () => void;
}) {
  const { t } = useTranslation('checkout');
  const message = useErrorMessage();
  const common = {
    open: true,
    role: 'alertdialog' as const,
    size: 'sm' as const,
    onOpenChange: (open: boolean) => {
      if (!open) onClose();
    },
  };
  const ok = (
    <DialogClose className={buttonStyles.primary} data-testid="dialog-ok">
      {t('dialog.ok')}
    </DialogClose>
  );
  const manual = (
    <>
      <DialogClose className={buttonStyles.secondary}>{t('dialog.close')}</DialogClose>
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={onManualPayment}
        data-testid="dialog-manual-payment"
      >
        {t('dialog.manual-payment')}
      </button>
    </>
  );

  switch (state.kind) {
    case 'qr-failed':
      return (
        <Dialog
          {...common}
          tone="error"
          title={t('dialog.qr-failed.title')}
          description={message(state.error)}
          actions={ok}
          testId="dialog-qr-failed"
        />
      );
    case 'deeplink-failed':
      return (
        <Dialog
          {...common}
          tone="error"
          title={t('dialog.deeplink-failed.title')}
          description={message(state.error)}
          actions={manual}
          testId="dialog-deeplink-failed"
        />
      );
    case 'app-not-opening':
      return (
        <Dialog
          {...common}
          title={t('dialog.app-not-opening.title')}
          description={t('dialog.app-not-opening.body')}
          actions={manual}
          testId="dialog-app-not-opening"
        />
      );
    case 'payment': {
      const key = keyOf(state.error);
      return (
        <Dialog
          {...common}
          tone="error"
          title={t(paymentTitle(key))}
          description={message(state.error)}
          testId="dialog-payment"
          actions={
            key === 'payment-already-used' ? (
              <>
                <DialogClose className={buttonStyles.secondary}>{t('dialog.close')}</DialogClose>
                <Link to="/orders" className={buttonStyles.primary}>
                  {t('dialog.my-orders')}
                </Link>
              </>
            ) : (
              ok
            )
          }
        />
      );
    }
  }
}
