import { z } from 'zod';

import { LANGS } from '../constants';

export { LANGS, type Lang } from '../constants';

/** PostgreSQL's integer: the largest id a table can hold. */
export const ID_MAX = 2_147_483_647;

export const LangSchema = z.enum(LANGS, { error: 'invalid-lang' });

/** Query `lang`, defaulting to English as the product does. */
export const LangQuerySchema = z.object({
  lang: LangSchema.default('en'),
});
export type LangQuery = z.infer<typeof LangQuerySchema>;

/**
 * A positive integer id taken from a path or query string. Anything else
 * ("abc", "-1", "1.5", a 20-digit number) is a 400 `invalid-id`, never a 500.
 */
export const IdSchema = z.coerce
  .number({ error: 'invalid-id' })
  .int({ error: 'invalid-id' })
  .min(1, { error: 'invalid-id' })
  .max(ID_MAX, { error: 'invalid-id' });

/**
 * An id from a URL the page reads itself (path segment, search parameter):
 * digits only, no sign, exponent or leading zero, within IdSchema's range.
 */
export function parsePositiveId(value: string | null | undefined): number | null {
  if (value == null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const parsed = IdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export const PageSchema = z.coerce
  .number({ error: 'field-invalid' })
  .int({ error: 'field-invalid' })
  .min(1, { error: 'field-too-small' })
  .max(100_000, { error: 'field-too-large' });

/**
 * The one text rule every input obeys: PostgreSQL text cannot hold U+0000, so
 * a NUL anywhere in what a client sends is refused as a field error, before
 * any schema or query sees it.
 */
export const NUL_NOT_ALLOWED = 'text-nul-not-allowed';

/** The fields (dotted paths, `body` for a bare string) whose text or name holds a NUL. */
export function nulFields(input: unknown, path = ''): string[] {
  if (typeof input === 'string') return input.includes('\u0000') ? [path || 'body'] : [];
  if (Array.isArray(input)) return input.flatMap((v, i) => nulFields(v, join(path, String(i))));
  if (input && typeof input === 'object') {
    return Object.entries(input).flatMap(([k, v]) =>
      k.includes('\u0000') ? [join(path, k.replaceAll('\u0000', ''))] : nulFields(v, join(path, k)),
    );
  }
  return [];
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
