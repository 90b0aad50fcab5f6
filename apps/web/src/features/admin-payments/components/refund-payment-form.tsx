import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import {
  NoOrderRefundInputSchema,
  refundAmountError,
  type NoOrderPayment,
  type NoOrderRefundInput,
  type NoOrderRefundInputParsed,
} from '@camtour/shared/schemas/admin-payments';
import { applyFieldErrors, fieldMessage, FormError } from '@/components/admin/form-error';
import { buttonStyles } from '@/components/ui/button-styles';
import { Field, fieldAria, FormAlert, inputStyles } from '@/components/ui/form-controls';
import { isApiError } from '@/lib/api-client';
import { useRefundPayment } from '../api/refund-payment';
import { useAmount } from './use-amount';

/** An empty box is a missing amount (the schema says "required"), anything else a number. */
const numberOrMissing = (value: unknown) =>
  value === '' || value == null ? undefined : Number(value);

/** The route's schema plus what depends on this payment: whole cents (or riel), at most paid. */
function schemaFor(payment: NoOrderPayment) {
  return NoOrderRefundInputSchema.superRefine((value, ctx) => {
    const key = refundAmountError(value.amount, payment.amount_minor, payment.currency);
    if (key) ctx.addIssue({ code: 'custom', message: key, path: ['amount'] });
  });
}

/** A refusal above the form; a payment gone from the list says so in staff's words. */
function TopError({ error }: { error: unknown }) {
  const { t } = useTranslation('admin');
  if (isApiError(error) && error.key === 'payment-not-found')
    return (
      <FormAlert tone="error" testId="form-error">
        {t('no-order.gone')}
      </FormAlert>
    );
  return <FormError error={error} />;
}

/**
 * Records the bank transfer staff made back for a "paid, no order" payment: the amount sent
 * (what was paid, unless they sent less) and the bank's reference. What was typed stays when
 * the server refuses it.
 */
export function RefundPaymentForm({
  payment,
  onDone,
}: {
  payment: NoOrderPayment;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const amount = useAmount();
  const refund = useRefundPayment(payment.md5);
  const [topError, setTopError] = useState<unknown>(null);
  const resolver = useMemo(() => zodResolver(schemaFor(payment)), [payment]);
  const { register, handleSubmit, formState, setError } = useForm<
    NoOrderRefundInput,
    unknown,
    NoOrderRefundInputParsed
  >({
    resolver,
    defaultValues: { amount: payment.amount, reference: '' },
  });
  const onValid = async (values: NoOrderRefundInputParsed) => {
    setTopError(null);
    try {
      await refund.mutateAsync(values);
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, setError, t) === 0) setTopError(error);
    }
  };
  const amountError = fieldMessage(formState.errors.amount?.message);
  const referenceError = fieldMessage(formState.errors.reference?.message);
  const paid = amount(payment.amount, payment.currency);
  const whole = payment.currency === 'KHR';
  return (
    <form
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      noValidate
      className="flex flex-col gap-4"
      data-testid="refund-payment-form"
    >
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold">{t('no-order.refund-paid', { amount: paid })}</p>
        {payment.from_account && (
          <p className="break-all text-ink-muted">
            {t('no-order.from', { account: payment.from_account })}
          </p>
        )}
        <p className="text-ink-muted">{t('no-order.refund-steps')}</p>
      </div>
      <TopError error={topError} />
      <Field
        id="refund-amount"
        label={`${t('no-order.refund-amount')} (${payment.currency})`}
        error={amountError}
        hint={t('no-order.refund-amount-hint', { amount: paid })}
      >
        <input
          {...fieldAria('refund-amount', amountError, true)}
          {...register('amount', { setValueAs: numberOrMissing })}
          type="number"
          inputMode={whole ? 'numeric' : 'decimal'}
          min={whole ? 1 : 0.01}
          max={payment.amount}
          step={whole ? 1 : 0.01}
          className={inputStyles}
        />
      </Field>
      <Field id="refund-reference" label={t('no-order.refund-reference')} error={referenceError}>
        <input
          {...fieldAria('refund-reference', referenceError)}
          {...register('reference')}
          maxLength={100}
          autoComplete="off"
          className={inputStyles}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {t('confirm.cancel')}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={refund.isPending}>
          {refund.isPending ? t('confirm.busy') : t('no-order.refund')}
        </button>
      </div>
    </form>
  );
}
