import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field, fieldAria, inputStyles, readOnlyInputStyles } from '@/components/ui/form-controls';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id'>;

/** One labelled checkout input; `error` is already translated. */
export function TextInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  optional,
  readOnly = false,
  className,
  inputProps,
}: {
  id: string;
  label: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: string;
  readOnly?: boolean;
  className?: string;
  inputProps?: InputProps;
}) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional}
      className={className}
    >
      <input
        className={readOnly ? readOnlyInputStyles : inputStyles}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange?.(event.target.value)}
        {...inputProps}
        {...fieldAria(id, error, Boolean(hint))}
      />
    </Field>
  );
}
