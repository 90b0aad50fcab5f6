import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n-react';
import { instantToShopDay } from '@camtour/shared/domain/promo-state';
import {
  PromoCodeCreateSchema,
  PromoCodeUpdateSchema,
  type PromoCode,
  type PromoCodeCreate,
  type PromoCodeCreateInput,
} from '@camtour/shared/schemas/admin-content';
import { applyFieldErrors, fieldMessage, FormError } from '@/components/admin/form-error';
import { buttonStyles } from '@/components/ui/button-styles';
import { Field, fieldAria, inputStyles } from '@/components/ui/form-controls';
import { useCreatePromo, useUpdatePromo } from '../api/promo-codes';

type Values = PromoCodeCreateInput;

/** An empty box means "none" (null); a number box gives a number, or nothing to complain about. */
const orNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const numberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));
const numberOrMissing = (value: unknown) =>
  value === '' || value == null ? undefined : Number(value);

function defaultsOf(promo: PromoCode | null): Values {
  return {
    code: promo?.code ?? '',
    percent: promo?.percent ?? 10,
    // The form edits Phnom Penh days; a stored end is the midnight after its last day.
    starts_at: promo?.starts_at ? instantToShopDay(promo.starts_at, false) : null,
    ends_at: promo?.ends_at ? instantToShopDay(promo.ends_at, true) : null,
    max_uses: promo?.max_uses ?? null,
    max_uses_per_customer: promo?.max_uses_per_customer ?? null,
  };
}

/**
 * Creates a code or edits the terms of one, with the route's own schema. The server's refusals
 * (a code taken, a limit below the uses) land on their field; what was typed stays.
 */
export function PromoForm({ promo, onDone }: { promo: PromoCode | null; onDone: () => void }) {
  const { t } = useTranslation('admin-content');
  const create = useCreatePromo();
  const update = useUpdatePromo(promo?.id ?? 0);
  const mutation = promo ? update : create;
  const [topError, setTopError] = useState<unknown>(null);
  const schema = promo ? PromoCodeUpdateSchema : PromoCodeCreateSchema;
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, PromoCodeCreate>(
    {
      // One form for both: editing leaves the code out (the update schema drops it).
      resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, PromoCodeCreate>,
      defaultValues: defaultsOf(promo),
    },
  );
  const onValid = async (values: PromoCodeCreate) => {
    setTopError(null);
    try {
      await (promo ? update.mutateAsync(values) : create.mutateAsync(values));
      onDone();
    } catch (error) {
      if (applyFieldErrors(error, setError, t) === 0) setTopError(error);
    }
  };
  const errorOf = (name: keyof Values) => fieldMessage(formState.errors[name]?.message);
  const input = (name: keyof Values, id: string, options: Parameters<typeof register>[1]) => ({
    ...fieldAria(id, errorOf(name), true),
    ...register(name, options),
    className: inputStyles,
  });

  return (
    <form
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      noValidate
      className="flex flex-col gap-4"
      data-testid="promo-form"
    >
      <FormError error={topError} />
      {promo ? (
        <p className="text-sm">
          <span className="text-ink-muted">{t('promos.code')}: </span>
          <span className="font-mono font-semibold">{promo.code}</span>
        </p>
      ) : (
        <Field
          id="promo-code"
          label={t('promos.code')}
          error={errorOf('code')}
          hint={t('promos.code-hint')}
        >
          <input
            {...input('code', 'promo-code', {})}
            autoComplete="off"
            maxLength={40}
            className={`${inputStyles} font-mono uppercase`}
          />
        </Field>
      )}
      <Field
        id="promo-percent"
        label={t('promos.percent')}
        error={errorOf('percent')}
        hint={t('promos.percent-hint')}
      >
        <input
          {...input('percent', 'promo-percent', { setValueAs: numberOrMissing })}
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          step={1}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="promo-starts"
          label={t('promos.starts')}
          error={errorOf('starts_at')}
          hint={t('promos.starts-hint')}
        >
          <input {...input('starts_at', 'promo-starts', { setValueAs: orNull })} type="date" />
        </Field>
        <Field
          id="promo-ends"
          label={t('promos.ends')}
          error={errorOf('ends_at')}
          hint={t('promos.ends-hint')}
        >
          <input {...input('ends_at', 'promo-ends', { setValueAs: orNull })} type="date" />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="promo-max-uses"
          label={t('promos.max-uses')}
          error={errorOf('max_uses')}
          hint={t('promos.limit-hint')}
        >
          <input
            {...input('max_uses', 'promo-max-uses', { setValueAs: numberOrNull })}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
        </Field>
        <Field
          id="promo-max-per-customer"
          label={t('promos.max-per-customer')}
          error={errorOf('max_uses_per_customer')}
          hint={t('promos.limit-hint')}
        >
          <input
            {...input('max_uses_per_customer', 'promo-max-per-customer', {
              setValueAs: numberOrNull,
            })}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
          />
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {t('promos.cancel')}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={mutation.isPending}>
          {mutation.isPending ? t('promos.saving') : promo ? t('promos.save') : t('promos.create')}
        </button>
      </div>
    </form>
  );
}
