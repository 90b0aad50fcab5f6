import type { FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { PROMO_CODE_MAX_LENGTH } from '@camtour/shared/domain/promo';
import { buttonStyles } from '@/components/ui/button-styles';
import { Field, fieldAria, inputStyles } from '@/components/ui/form-controls';
import { useFormat } from '@/lib/format';

/**
 * The promo code (document 2 §4): applying, applied (the discount then comes with the server's
 * quote) or not usable (the message says why, and no discount is given).
 */
export function PromoField({
  value,
  onInput,
  applied,
  applying,
  error,
  onApply,
  onRemove,
}: {
  value: string;
  onInput: (value: string) => void;
  applied: { code: string; percent: number } | null;
  applying: boolean;
  /** Translated: why the code typed or applied cannot be used. */
  error?: string | undefined;
  onApply: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  const id = 'checkout-promo';

  if (applied) {
    return (
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-jungle-200 bg-jungle-50 px-4 py-3"
        data-testid="promo-applied"
      >
        <p role="status" className="text-sm text-jungle-900">
          {t('promo.applied', {
            code: applied.code,
            percent: format.number(applied.percent),
          })}
        </p>
        <button type="button" className={buttonStyles.small} onClick={onRemove}>
          {t('promo.remove')}
        </button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!applying) onApply();
  };

  return (
    <form noValidate onSubmit={submit}>
      <Field id={id} label={t('promo.label')} optional={t('field.optional')} error={error}>
        <div className="flex gap-2">
          <input
            className={`${inputStyles} uppercase`}
            value={value}
            onChange={(event) => onInput(event.target.value)}
            maxLength={PROMO_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...fieldAria(id, error)}
          />
          <button
            type="submit"
            className={`${buttonStyles.secondary} shrink-0`}
            disabled={applying}
          >
            {applying ? t('promo.applying') : t('promo.apply')}
          </button>
        </div>
      </Field>
    </form>
  );
}
