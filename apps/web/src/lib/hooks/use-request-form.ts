import { useId, useState } from 'react';
import { fieldAria, inputStyles } from '@/components/ui/form-controls';
import { isApiError } from '@/lib/api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The field errors of a failed zod parse, as error keys (the shared schemas' messages are keys of
 * the errors namespace): the first problem of each field the form has.
 */
export function fieldErrorsOf<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fields: readonly F[],
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The state of a request form of text fields (the booking requests of activities and hotels):
 * what was typed, each field's error key, the props of a field's control, and the server's field
 * errors put where they belong. What the person typed is never cleared by an error.
 */
export function useRequestForm<F extends string>(
  fields: readonly F[],
  initial: () => Record<F, string>,
  /** The translated message of an error key. */
  errorText: (key: string | undefined) => string | undefined,
  /** Told of every edit (a "sent" note that an edit makes old). */
  onEdit?: () => void,
) {
  const id = useId();
  const [values, setValues] = useState<Record<F, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const set = (field: F) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    onEdit?.();
  };

  /** The id, aria, value and change handler of a field's input. */
  const control = (field: F, hint = false) => ({
    ...fieldAria(`${id}-${field}`, errorText(errors[field]), hint),
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    className: inputStyles,
  });

  /** Shows the server's field errors on their fields; false when it named none of them. */
  const showServerErrors = (error: unknown): boolean => {
    if (!isApiError(error) || Object.keys(error.fieldErrors).length === 0) return false;
    const next: FieldErrors<F> = {};
    for (const field of fields) {
      const key = error.fieldError(field);
      if (key) next[field] = key;
    }
    if (Object.keys(next).length === 0) return false;
    setErrors(next);
    return true;
  };

  return { id, values, setValues, errors, setErrors, set, control, showServerErrors };
}
