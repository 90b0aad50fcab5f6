import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import { centsToUsdInput } from '@camtour/shared/domain/usd-input';
import {
  VariantFormSchema,
  variantFormToInput,
  type AdminVariant,
  type CatalogueOptions,
  type VariantFormValues,
} from '@camtour/shared/schemas/admin-catalogue';
import type { z } from 'zod';
import { applyFieldErrors, fieldMessage, FormError } from '@/components/admin/form-error';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria, inputStyles } from '@/components/ui/form-controls';
import { ApiError, isApiError } from '@/lib/api-client';
import { useAddVariant, useUpdateVariant } from '../api/product-changes';
import { useLocalName } from '../hooks/use-local-name';

type Parsed = z.output<typeof VariantFormSchema>;

const defaultsOf = (variant: AdminVariant | null): VariantFormValues => ({
  color_id: variant?.color.id ?? '',
  size_id: variant?.size.id ?? '',
  ...(variant ? {} : { qty: 0 }),
  price: variant?.price_cents != null ? centsToUsdInput(variant.price_cents) : '',
});

/** The routes name the price in cents; the form edits it in dollars. */
function toFormErrors(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([f, keys]) => [f === 'price_cents' ? 'price' : f, keys]),
  );
  return new ApiError(error.status, error.key, fieldErrors, null, error.headers);
}

interface VariantDialogProps {
  productId: number;
  /** Null adds a variant (with its opening stock); a variant edits its colour, size and price. */
  variant: AdminVariant | null;
  options: CatalogueOptions;
  onClose: () => void;
}

/** Adds or edits one colour and size; the stock of an existing one moves only by adjustment. */
export function VariantDialog({ productId, variant, options, onClose }: VariantDialogProps) {
  const { t } = useTranslation('admin-catalogue');
  const local = useLocalName();
  const add = useAddVariant(productId);
  const update = useUpdateVariant(productId);
  const [topError, setTopError] = useState<unknown>(null);
  const { register, handleSubmit, formState, setError } = useForm<
    VariantFormValues,
    unknown,
    Parsed
  >({
    resolver: zodResolver(VariantFormSchema) as unknown as Resolver<
      VariantFormValues,
      unknown,
      Parsed
    >,
    defaultValues: defaultsOf(variant),
  });
  const errors = formState.errors;

  const onValid = async (values: Parsed) => {
    setTopError(null);
    const input = variantFormToInput(values);
    try {
      if (variant) {
        const { qty: _qty, ...rest } = input;
        await update.mutateAsync({ variantId: variant.id, input: rest });
      } else {
        await add.mutateAsync({ ...input, qty: input.qty ?? 0 });
      }
      onClose();
    } catch (error) {
      if (applyFieldErrors(toFormErrors(error), setError, t) === 0) setTopError(error);
    }
  };

  const field = (
    name: 'color_id' | 'size_id' | 'qty' | 'price',
    label: string,
    control: (props: ReturnType<typeof fieldAria>) => React.ReactNode,
    hint?: string,
  ) => {
    const id = `variant-${name}`;
    const error = fieldMessage(errors[name]?.message);
    return (
      <Field id={id} label={label} error={error} hint={hint}>
        {control(fieldAria(id, error, Boolean(hint)))}
      </Field>
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={variant ? t('variants.edit-title') : t('variants.add-title')}
      testId="variant-dialog"
    >
      <form
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        noValidate
        className="flex flex-col gap-4"
      >
        <FormError error={topError} />
        <div className="grid gap-4 sm:grid-cols-2">
          {field('color_id', t('variants.color'), (aria) => (
            <select {...aria} {...register('color_id')} className={inputStyles}>
              <option value="">{t('form.choose')}</option>
              {options.colors.map((c) => (
                <option key={c.id} value={c.id}>
                  {local(c.name_en, c.name_km)}
                </option>
              ))}
            </select>
          ))}
          {field('size_id', t('variants.size'), (aria) => (
            <select {...aria} {...register('size_id')} className={inputStyles}>
              <option value="">{t('form.choose')}</option>
              {options.sizes.map((s) => (
                <option key={s.id} value={s.id}>
                  {local(s.size_en, s.size_km)}
                </option>
              ))}
            </select>
          ))}
          {!variant &&
            field('qty', t('variants.opening-stock'), (aria) => (
              <input
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                {...aria}
                {...register('qty', { valueAsNumber: true })}
                className={inputStyles}
              />
            ))}
          {field(
            'price',
            t('variants.price'),
            (aria) => (
              <input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                {...aria}
                {...register('price')}
                className={inputStyles}
              />
            ),
            t('variants.price-hint'),
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('form.cancel')}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('form.saving') : t('form.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
