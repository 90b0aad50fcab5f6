import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CAMBODIA_BOUNDS } from '@camtour/shared/schemas/admin-places';
import { fieldMessage } from '@/components/admin/form-error';
import { Field, fieldAria, inputStyles } from '@/components/ui/form-controls';

type Registered = UseFormRegisterReturn;

/** One input with its label, hint and (translated) error, for the places forms. */
export function TextInput({
  id,
  label,
  field,
  error,
  hint,
  type = 'text',
  step,
  inputMode,
  lang,
  optional,
}: {
  id: string;
  label: ReactNode;
  field: Registered;
  error?: FieldError | undefined;
  hint?: ReactNode;
  type?: string;
  step?: string;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'tel' | 'url';
  lang?: string;
  optional?: ReactNode;
}) {
  const message = fieldMessage(error?.message);
  return (
    <Field id={id} label={label} error={message} hint={hint} optional={optional}>
      <input
        type={type}
        step={step}
        inputMode={inputMode}
        lang={lang}
        {...fieldAria(id, message, Boolean(hint))}
        {...field}
        className={inputStyles}
      />
    </Field>
  );
}

export function TextArea({
  id,
  label,
  field,
  error,
  hint,
  rows = 4,
  lang,
}: {
  id: string;
  label: ReactNode;
  field: Registered;
  error?: FieldError | undefined;
  hint?: ReactNode;
  rows?: number;
  lang?: string;
}) {
  const message = fieldMessage(error?.message);
  return (
    <Field id={id} label={label} error={message} hint={hint}>
      <textarea
        rows={rows}
        lang={lang}
        {...fieldAria(id, message, Boolean(hint))}
        {...field}
        className={inputStyles}
      />
    </Field>
  );
}

export function SelectInput({
  id,
  label,
  field,
  error,
  options,
  blank,
  disabled,
}: {
  id: string;
  label: ReactNode;
  field: Registered;
  error?: FieldError | undefined;
  options: { value: string | number; label: string }[];
  /** The "none" choice's text; no blank choice when absent. */
  blank?: string;
  disabled?: boolean;
}) {
  const message = fieldMessage(error?.message);
  return (
    <Field id={id} label={label} error={message}>
      <select {...fieldAria(id, message)} {...field} disabled={disabled} className={inputStyles}>
        {blank !== undefined && <option value="">{blank}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Latitude and longitude side by side, with the box a place in Cambodia lies in. */
export function CoordinateFields({
  idPrefix,
  lat,
  lng,
  errors,
}: {
  idPrefix: string;
  lat: Registered;
  lng: Registered;
  errors: { lat?: FieldError | undefined; lng?: FieldError | undefined };
}) {
  const { t } = useTranslation('admin-places');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">{t('field.coordinates')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          id={`${idPrefix}-lat`}
          label={t('field.lat')}
          field={lat}
          error={errors.lat}
          type="number"
          step="any"
          inputMode="decimal"
        />
        <TextInput
          id={`${idPrefix}-lng`}
          label={t('field.lng')}
          field={lng}
          error={errors.lng}
          type="number"
          step="any"
          inputMode="decimal"
        />
      </div>
      <p className="text-xs text-ink-muted">{t('field.coordinates-hint', CAMBODIA_BOUNDS)}</p>
    </fieldset>
  );
}
