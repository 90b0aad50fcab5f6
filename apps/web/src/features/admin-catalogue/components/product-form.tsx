import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import { centsToUsdInput } from '@camtour/shared/domain/usd-input';
import {
  FORM_FIELD_OF,
  ProductFormSchema,
  SPECS_MAX,
  productFormToInput,
  type AdminProduct,
  type CatalogueOptions,
  type ProductFormValues,
  type ProductUpdate,
} from '@camtour/shared/schemas/admin-catalogue';
import type { z } from 'zod';
import { BilingualField } from '@/components/admin/bilingual-field';
import { applyFieldErrors, FormError } from '@/components/admin/form-error';
import { SelectInput, TextInput } from '@/components/admin/form-fields';
import { buttonStyles } from '@/components/ui/button-styles';
import { FormAlert } from '@/components/ui/form-controls';
import { ApiError, isApiError } from '@/lib/api-client';
import { useLocalName } from '../hooks/use-local-name';

type Parsed = z.output<typeof ProductFormSchema>;

export function defaultsOf(product: AdminProduct | null): ProductFormValues {
  return {
    code: product?.code ?? '',
    category_id: product?.category_id ?? '',
    brand_id: product?.brand_id ?? '',
    name_en: product?.name_en ?? '',
    name_km: product?.name_km ?? '',
    description_en: product?.description_en ?? '',
    description_km: product?.description_km ?? '',
    specs: product?.specs ?? [],
    price: product ? centsToUsdInput(product.price_cents) : '',
    original_price:
      product?.original_price_cents != null ? centsToUsdInput(product.original_price_cents) : '',
  };
}

/** The route names prices in cents; the form edits them in dollars: errors move to those fields. */
export function toFormErrors(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const fieldErrors = Object.fromEntries(
    Object.entries(error.fieldErrors).map(([field, keys]) => [FORM_FIELD_OF[field] ?? field, keys]),
  );
  return new ApiError(error.status, error.key, fieldErrors, null, error.headers);
}

interface ProductFormProps {
  product: AdminProduct | null;
  options: CatalogueOptions;
  /** Sends the route's values; rejects with the server's refusal. */
  onSave: (input: ProductUpdate) => Promise<unknown>;
}

/**
 * Every field of a product, English and Khmer side by side, checked with the route's own rules
 * (prices typed in dollars, sent in exact cents). A refusal lands on its field; what was typed
 * stays until it is saved.
 */
export function ProductForm({ product, options, onSave }: ProductFormProps) {
  const { t } = useTranslation('admin-catalogue');
  const local = useLocalName();
  const [topError, setTopError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState, setError, control, reset } = useForm<
    ProductFormValues,
    unknown,
    Parsed
  >({
    resolver: zodResolver(ProductFormSchema) as unknown as Resolver<
      ProductFormValues,
      unknown,
      Parsed
    >,
    defaultValues: defaultsOf(product),
  });
  const specs = useFieldArray({ control, name: 'specs' });
  const errors = formState.errors;

  const onValid = async (values: Parsed) => {
    setTopError(null);
    setSaved(false);
    try {
      const next = await onSave(productFormToInput(values));
      if (product && next && typeof next === 'object' && 'code' in next) {
        reset(defaultsOf(next as AdminProduct));
        setSaved(true);
      }
    } catch (error) {
      if (applyFieldErrors(toFormErrors(error), setError, t) === 0) setTopError(error);
    }
  };

  const text = (name: 'code' | 'price' | 'original_price', label: string, hint?: string) => (
    <TextInput
      id={`product-${name}`}
      label={label}
      field={register(name)}
      error={errors[name]}
      hint={hint}
      inputMode={name === 'code' ? undefined : 'decimal'}
      autoComplete="off"
    />
  );

  const select = (
    name: 'category_id' | 'brand_id',
    label: string,
    choices: { value: number; label: string }[],
  ) => (
    <SelectInput
      id={`product-${name}`}
      label={label}
      field={register(name)}
      error={errors[name]}
      blank={t('form.choose')}
      options={choices}
    />
  );

  return (
    <form
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      noValidate
      className="flex flex-col gap-6"
      data-testid="product-form"
    >
      <FormError error={topError} />
      {saved && !formState.isDirty && <FormAlert tone="success">{t('form.saved')}</FormAlert>}
      <div className="grid gap-4 md:grid-cols-3">
        {text('code', t('fields.code'), t('form.code-hint'))}
        {select(
          'category_id',
          t('fields.category'),
          options.categories.map((c) => ({ value: c.id, label: local(c.name_en, c.name_km) })),
        )}
        {select(
          'brand_id',
          t('fields.brand'),
          options.brands.map((b) => ({ value: b.id, label: local(b.name, b.name_km) })),
        )}
      </div>
      <BilingualField name="name" label={t('fields.name')} register={register} errors={errors} />
      <BilingualField
        name="description"
        label={t('fields.description')}
        register={register}
        errors={errors}
        multiline
        rows={5}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('price', t('fields.price'), t('form.price-hint'))}
        {text('original_price', t('fields.original-price'), t('form.original-price-hint'))}
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-ink">{t('fields.specs')}</legend>
        {specs.fields.length === 0 && (
          <p className="text-sm text-ink-muted">{t('form.no-specs')}</p>
        )}
        {specs.fields.map((row, index) => (
          <div
            key={row.id}
            className="grid gap-3 rounded-2xl border border-sand-200 bg-sand-50 p-3 md:grid-cols-[1fr_1fr_auto]"
            data-testid="spec-row"
          >
            {(['en', 'km'] as const).map((lang) => (
              <div key={lang} className="grid gap-2 sm:grid-cols-2">
                {(['label', 'value'] as const).map((part) => (
                  <TextInput
                    key={part}
                    id={`spec-${index}-${part}-${lang}`}
                    label={t(`spec.${part}-${lang}`)}
                    field={register(`specs.${index}.${part}_${lang}`)}
                    error={errors.specs?.[index]?.[`${part}_${lang}`]}
                    lang={lang}
                    inputClassName="py-2 text-sm"
                  />
                ))}
              </div>
            ))}
            <button
              type="button"
              className={`${buttonStyles.ghost} self-end text-sm`}
              onClick={() => specs.remove(index)}
            >
              {t('spec.remove')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={`${buttonStyles.small} w-fit`}
          disabled={specs.fields.length >= SPECS_MAX}
          onClick={() => specs.append({ label_en: '', label_km: '', value_en: '', value_km: '' })}
        >
          {t('spec.add')}
        </button>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary} disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('form.saving') : product ? t('form.save') : t('form.create')}
        </button>
      </div>
    </form>
  );
}
