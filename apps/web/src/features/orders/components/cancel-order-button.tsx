import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useCancelOrder } from '../api/cancel-order';

/**
 * Cancel, asked first (D13: a customer may cancel while the order is pending).
 * A refusal the server explains (409 `order-not-cancellable`) says why; any
 * other failure says "Failed to cancel order".
 */
export function CancelOrderButton({
  orderNo,
  token = null,
  paid = false,
}: {
  orderNo: string;
  token?: string | null;
  /** A paid KHQR order: the dialog says the payment is refunded. */
  paid?: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  const message = useErrorMessage();
  const cancel = useCancelOrder();
  const [open, setOpen] = useState(false);

  const failure = cancel.error
    ? isApiError(cancel.error) && cancel.error.status === 409
      ? message(cancel.error)
      : t('cancel.failed')
    : null;

  const confirm = () =>
    cancel.mutate(
      { order_no: orderNo, token },
      {
        onSuccess: () => {
          setOpen(false);
          toast.show(i18n.t('order-cancelled', { ns: 'errors' }), 'success');
        },
      },
    );

  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.secondary} border-red-700/30 text-red-800 hover:border-red-700 hover:bg-red-50`}
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
        data-testid="cancel-order"
      >
        {t('cancel.button')}
      </button>
      <ConfirmDialog
        open={open}
        onCancel={() => setOpen(false)}
        onConfirm={confirm}
        title={t('cancel.title', { number: orderNo })}
        description={paid ? t('cancel.body-paid') : t('cancel.body')}
        labels={{ confirm: t('cancel.confirm'), cancel: t('cancel.keep'), busy: t('cancel.busy') }}
        busy={cancel.isPending}
        danger
        testId="cancel-order-dialog"
      >
        {failure && (
          <FormAlert tone="error" testId="cancel-order-error">
            {failure}
          </FormAlert>
        )}
      </ConfirmDialog>
    </>
  );
}
