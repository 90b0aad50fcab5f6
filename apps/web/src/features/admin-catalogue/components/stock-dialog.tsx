import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import { StockAdjustSchema, type AdminVariant } from '@camtour/shared/schemas/admin-catalogue';
import { applyFieldErrors, fieldMessage, FormError } from '@/components/admin/form-error';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria, inputStyles } from '@/components/ui/form-controls';
import { ApiError, isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useAdjustStock } from '../api/product-changes';

interface StockValues {
  direction: 'add' | 'remove';
  amount: number;
  reason_note: string;
}

/**
 * The route's own schema, on the adjustment the form describes: `amount` in the chosen
 * direction is the `delta`, and a complaint about the delta shows on the amount.
 */
const stockResolver: Resolver<StockValues> = async (values, context, options) => {
  const delta = (values.direction === 'remove' ? -1 : 1) * values.amount;
  const check = zodResolver(StockAdjustSchema) as unknown as Resolver<{
    delta: number;
    reason_note: string;
  }>;
  const result = await check({ delta, reason_note: values.reason_note }, context, options as never);
  const errors = result.errors as Record<string, unknown>;
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  const { delta: deltaError, ...rest } = errors;
  return {
    values: {},
    errors: { ...rest, ...(deltaError ? { amount: deltaError } : {}) } as never,
  };
};

/** Moves a variant's stock by an amount with a required reason; the ledger keeps both. */
export function StockDialog({
  productId,
  variant,
  label,
  onClose,
}: {
  productId: number;
  variant: AdminVariant;
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-catalogue');
  const format = useFormat();
  const adjust = useAdjustStock(productId);
  const [topError, setTopError] = useState<unknown>(null);
  const { register, handleSubmit, formState, setError, watch } = useForm<StockValues>({
    resolver: stockResolver,
    defaultValues: { direction: 'add', amount: 1, reason_note: '' },
  });
  const errors = formState.errors;
  const direction = watch('direction');
  const amount = watch('amount');
  const after =
    Number.isInteger(amount) && amount > 0
      ? variant.qty + (direction === 'remove' ? -amount : amount)
      : null;

  const onValid = async (values: StockValues) => {
    setTopError(null);
    const delta = (values.direction === 'remove' ? -1 : 1) * values.amount;
    try {
      await adjust.mutateAsync({
        variantId: variant.id,
        input: { delta, reason_note: values.reason_note.trim() },
      });
      onClose();
    } catch (error) {
      // "Below zero" is about the amount typed; it shows there.
      const moved =
        isApiError(error) && error.fieldErrors.delta
          ? new ApiError(error.status, error.key, { amount: error.fieldErrors.delta })
          : error;
      if (applyFieldErrors(moved, setError, t) === 0) setTopError(error);
    }
  };

  const amountError = fieldMessage(errors.amount?.message);
  const noteError = fieldMessage(errors.reason_note?.message);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('stock.title')}
      description={t('stock.for', { variant: label, qty: format.number(variant.qty) })}
      testId="stock-dialog"
    >
      <form
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        noValidate
        className="flex flex-col gap-4"
      >
        <FormError error={topError} />
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 text-sm font-semibold text-ink">{t('stock.direction')}</legend>
          {(['add', 'remove'] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={value}
                className="size-4 accent-jungle-700"
                {...register('direction')}
              />
              {t(value === 'add' ? 'stock.add' : 'stock.remove')}
            </label>
          ))}
        </fieldset>
        <Field
          id="stock-amount"
          label={t('stock.amount')}
          error={amountError}
          hint={after !== null ? t('stock.after', { qty: format.number(after) }) : undefined}
        >
          <input
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            {...fieldAria('stock-amount', amountError, after !== null)}
            {...register('amount', { valueAsNumber: true })}
            className={inputStyles}
          />
        </Field>
        <Field
          id="stock-reason"
          label={t('stock.reason')}
          error={noteError}
          hint={t('stock.reason-hint')}
        >
          <input
            type="text"
            maxLength={200}
            {...fieldAria('stock-reason', noteError, true)}
            {...register('reason_note')}
            className={inputStyles}
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('form.saving') : t('stock.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
