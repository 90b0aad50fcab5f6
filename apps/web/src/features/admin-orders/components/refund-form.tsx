import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import {
  AdminOrderRefundSchema,
  type AdminOrder,
  type AdminOrderRefundInput,
} from '@camtour/shared/schemas/admin';
import { applyFieldErrors, fieldMessage, FormError } from '@/components/admin/form-error';
import { buttonStyles } from '@/components/ui/button-styles';
import { Field, fieldAria, inputStyles } from '@/components/ui/form-controls';
import { useFormat } from '@/lib/format';
import { useRefundOrder } from '../api/change-order';

/**
 * "Mark refunded" for a cancelled KHQR order whose money is owed back: staff type the bank's
 * reference of the transfer they made. What was typed stays when the server refuses it.
 */
export function RefundForm({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const refund = useRefundOrder(order.order_no);
  const { register, handleSubmit, formState, setError } = useForm<AdminOrderRefundInput>({
    resolver: zodResolver(AdminOrderRefundSchema),
    defaultValues: { reference: '' },
  });
  const onValid = (values: AdminOrderRefundInput) =>
    refund.mutateAsync(values).catch((error: unknown) => {
      applyFieldErrors(error, setError, t);
    });
  const error = fieldMessage(formState.errors.reference?.message);
  const amount =
    order.currency === 'KHR' && order.totals.total_khr !== null
      ? format.khr(order.totals.total_khr)
      : format.usd(order.totals.total);
  return (
    <form
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      noValidate
      className="flex flex-col gap-3"
      data-testid="refund-form"
    >
      <p className="text-sm text-ink-muted">{t('refund.body', { amount })}</p>
      <FormError error={refund.error} />
      <Field id="refund-reference" label={t('refund.reference')} error={error}>
        <input
          {...fieldAria('refund-reference', error)}
          {...register('reference')}
          maxLength={100}
          autoComplete="off"
          className={inputStyles}
        />
      </Field>
      <button type="submit" className={`${buttonStyles.primary} w-fit`} disabled={refund.isPending}>
        {refund.isPending ? t('confirm.busy') : t('refund.submit')}
      </button>
    </form>
  );
}
