/** PostgreSQL's integer: the largest id a table can hold (IdSchema's range too). */
export const ID_MAX = 2_147_483_647;

/**
 * An id from a URL the page reads itself (path segment, search parameter):
 * digits only, no sign, exponent or leading zero, within IdSchema's range.
 * Plain code, not the zod schema, because the first page script needs it and
 * must not carry zod (a test checks it agrees with IdSchema).
 */
export function parsePositiveId(value: string | null | undefined): number | null {
  if (value == null || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= ID_MAX ? id : null;
}
