import type { FieldError, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { i18next } from '@/lib/i18n';

/**
 * The places forms edit some values in a friendlier shape than the route takes (dollars typed as
 * text, lists one item a line). `toInput` turns the form's values into the route's body, and the
 * SAME shared schema the route validates with checks it. An error's path (`included.en.3`,
 * `price_cents`) is put on the form field that shows it: the longest field name it starts with,
 * after `rename`.
 */
export interface FormShape<V> {
  schema: z.ZodType;
  toInput: (values: V) => unknown;
  /** Every field the form shows, by its react-hook-form name. */
  fields: readonly string[];
  /** Route path → form field, where they differ (`price_cents` → `price`). */
  rename?: Record<string, string>;
}

export function fieldFor(path: string, shape: Pick<FormShape<unknown>, 'fields' | 'rename'>) {
  const renamed = Object.entries(shape.rename ?? {}).reduce(
    (p, [from, to]) => (p === from || p.startsWith(`${from}.`) ? to + p.slice(from.length) : p),
    path,
  );
  let best = '';
  for (const field of shape.fields) {
    if ((renamed === field || renamed.startsWith(`${field}.`)) && field.length > best.length)
      best = field;
  }
  return best || null;
}

function setPath(target: Record<string, unknown>, path: string, value: FieldError) {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts.at(-1)!] ??= value;
}

export function placeResolver<V extends FieldValues>(shape: FormShape<V>): Resolver<V> {
  return async (values) => {
    const parsed = shape.schema.safeParse(shape.toInput(values));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldFor(issue.path.map(String).join('.'), shape);
      if (field) setPath(errors, field, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors: errors as never };
  };
}

/**
 * Puts the route's field errors on the form's fields, translated; answers how many it placed,
 * so the page falls back to the top-level message when none matched.
 */
export function placeServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  shape: Pick<FormShape<V>, 'fields' | 'rename'>,
): number {
  if (!isApiError(error)) return 0;
  let placed = 0;
  for (const [path, keys] of Object.entries(error.fieldErrors)) {
    const field = fieldFor(path, shape);
    if (!field || !keys[0]) continue;
    setError(
      field as never,
      { type: 'server', message: errorMessage(keys[0], i18next) },
      { shouldFocus: placed === 0 },
    );
    placed += 1;
  }
  return placed;
}

/** A textarea of one item a line, as a list (blank lines dropped). */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const linesText = (items: readonly string[] | null | undefined) => (items ?? []).join('\n');

/** A number typed in an input: blank is "none". */
export const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);
