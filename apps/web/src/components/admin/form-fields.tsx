import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, fieldAria, inputStyles } from '@/components/ui/form-controls';
import { fieldMessage } from './form-error';

type Registered = UseFormRegisterReturn;
/** A field's entry in `formState.errors`: only its message is read (see `fieldMessage`). */
type ShownError = { message?: unknown } | undefined;

/** One react-hook-form input with its label, hint and (translated) error. */
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
  autoComplete,
  inputClassName = '',
}: {
  id: string;
  label: ReactNode;
  field: Registered;
  error?: ShownError;
  hint?: ReactNode;
  type?: string;
  step?: string;
  inputMode?: 'decimal' | 'numeric' | 'text' | 'email' | 'tel' | 'url' | undefined;
  lang?: string;
  optional?: ReactNode;
  autoComplete?: string;
  /** Added to the input's own classes (a smaller input in a row of many). */
  inputClassName?: string;
}) {
  const message = fieldMessage(error?.message);
  return (
    <Field id={id} label={label} error={message} hint={hint} optional={optional}>
      <input
        type={type}
        step={step}
        inputMode={inputMode}
        lang={lang}
        autoComplete={autoComplete}
        {...fieldAria(id, message, Boolean(hint))}
        {...field}
        className={`${inputStyles} ${inputClassName}`.trim()}
      />
    </Field>
  );
}

/** A text box of several lines, as `TextInput`. */
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
  error?: ShownError;
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

/** A drop-down, as `TextInput`. */
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
  error?: ShownError;
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
