import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';

/**
 * The KHQR payment's dialogs (document 2 §8 "Checkout and payment"), each the answer to something
 * the buyer did. The bank app's link has none: without a link the panel says so in a line.
 */
export type PaymentDialogState =
  /** The QR could not be made: "QR Generation Failed" with the reason. */
  | { kind: 'qr-failed'; error: unknown }
  /**
   * The order cannot be paid by this KHQR: the page's own 'payment-required' (nothing paid yet)
   * or the order route's answer (not paid, another amount, used by another order, or paid but
   * the order could not be made).
   */
  | { kind: 'payment'; error: unknown };

const PAYMENT_DIALOG_KINDS: ReadonlySet<string> = new Set(['qr-failed', 'payment']);

export function isPaymentDialog(state: { kind: string }): state is PaymentDialogState {
  return PAYMENT_DIALOG_KINDS.has(state.kind);
}

const keyOf = (error: unknown): string =>
  isApiError(error) ? error.key : typeof error === 'string' ? error : '';

/** "Payment Required" unless the answer says more precisely what is wrong with the payment. */
function paymentTitle(key: string) {
  if (key === 'amount-mismatch') return 'dialog.amount-mismatch.title' as const;
  if (key === 'payment-already-used') return 'dialog.payment-used.title' as const;
  if (key === 'payment-no-order') return 'dialog.payment-no-order.title' as const;
  return 'dialog.payment-required.title' as const;
}

export function PaymentDialog({
  state,
  onClose,
}: {
  state: PaymentDialogState;
  onClose: () => void;
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
