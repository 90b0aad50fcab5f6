import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Puts the server's field errors (errors.{snake_case_field}[0], document 1 §8) on the form's
 * fields of the same name. Returns the fields it could not place, so the caller can show them.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): { placed: number; rest: Record<string, string> } {
  const rest: Record<string, string> = {};
  let placed = 0;
  if (!isApiError(error)) return { placed, rest };
  let first = true;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    if ((fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
      placed += 1;
    } else {
      rest[field] = message;
    }
  }
  return { placed, rest };
}
