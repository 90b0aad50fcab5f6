import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form-controls';
import { isApiError } from '@/lib/api-client';
import { errorMessage, useErrorMessage } from '@/lib/error-message';
import { i18next } from '@/lib/i18n';

/**
 * The translated top-level error of a failed mutation, or nothing. A 400 whose fields are shown
 * in place adds no second message above the form.
 */
export function FormError({ error }: { error: unknown }) {
  const message = useErrorMessage();
  if (!error) return null;
  if (isApiError(error) && error.key === 'validation-failed' && hasFieldErrors(error)) return null;
  return (
    <FormAlert tone="error" testId="form-error">
      {message(error)}
    </FormAlert>
  );
}

function hasFieldErrors(error: { fieldErrors: Record<string, string[]> }): boolean {
  return Object.values(error.fieldErrors).some((messages) => messages.length > 0);
}

/** Any translate function: `t` of useTranslation, or the one useErrorMessage returns. */
type Translate = (...args: never[]) => unknown;

/**
 * Puts the server's field errors (`errors.<field>[0]`, an error key) on the react-hook-form
 * fields of the same name, translated. Returns how many it placed, so a caller can fall back
 * to FormError when none matched.
 */
export function applyFieldErrors<T extends FieldValues = FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  t?: Translate,
): number {
  if (!isApiError(error)) return 0;
  let placed = 0;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const key = messages[0];
    if (!key) continue;
    // An errors-namespace key is translated there; a feature's own key by the caller's `t`.
    const translated =
      t && !i18next.exists(key, { ns: 'errors' })
        ? String((t as unknown as (key: string) => unknown)(key))
        : errorMessage(key, i18next);
    setError(
      field as Path<T>,
      { type: 'server', message: translated },
      { shouldFocus: placed === 0 },
    );
    placed += 1;
  }
  return placed;
}

/**
 * A field error's text: a message set by the shared schema's resolver is an error key and is
 * translated; one set by applyFieldErrors is already a sentence and shows as it is.
 */
export function fieldMessage(message: unknown): string | undefined {
  if (typeof message !== 'string' || !message) return undefined;
  return i18next.exists(message, { ns: 'errors' }) ? errorMessage(message, i18next) : message;
}
