import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Field, fieldAria, inputStyles } from '@/components/ui/form-controls';
import { useErrorMessage } from '@/lib/error-message';

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: React.Ref<HTMLInputElement>;
  'data-testid'?: string;
};

interface TextFieldProps {
  id: string;
  label: ReactNode;
  /** An errors-namespace key (a rule's or the server's); translated here. */
  errorKey?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  inputProps: InputProps;
  className?: string;
}

export function TextField({
  id,
  label,
  errorKey,
  hint,
  optional,
  inputProps,
  className,
}: TextFieldProps) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const error = errorKey ? message(errorKey) : undefined;
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      optional={optional ? t('field.optional') : undefined}
      className={className}
    >
      <input className={inputStyles} {...inputProps} {...fieldAria(id, error, Boolean(hint))} />
    </Field>
  );
}

interface PasswordFieldProps extends TextFieldProps {
  /** Shown under the field instead of (or before) the error: the paste-block message. */
  notice?: ReactNode;
}

/** A password input with a show/hide toggle (document 1 §2, login). */
export function PasswordField({
  id,
  label,
  errorKey,
  hint,
  inputProps,
  notice,
  className,
}: PasswordFieldProps) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const [visible, setVisible] = useState(false);
  const error = errorKey ? message(errorKey) : undefined;
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <input
          className={`${inputStyles} pr-24`}
          {...inputProps}
          type={visible ? 'text' : 'password'}
          {...fieldAria(id, error, Boolean(hint))}
        />
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-1 right-1 rounded-lg px-3 text-sm font-semibold text-jungle-800 hover:bg-jungle-50"
        >
          {visible ? t('password.hide') : t('password.show')}
        </button>
      </div>
      {notice}
    </Field>
  );
}

/** Removes characters the e-mail inputs refuse as the user types, keeping the caret sane. */
export function stripWhileTyping(
  strip: (value: string) => string,
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => unknown,
) {
  return (event: React.ChangeEvent<HTMLInputElement>) => {
    const cleaned = strip(event.target.value);
    if (cleaned !== event.target.value) event.target.value = cleaned;
    void onChange(event);
  };
}
