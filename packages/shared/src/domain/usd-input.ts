/**
 * A dollar amount as staff type it ("12.5", "$1,200.00", " 3 ") in exact cents, or null when
 * it is not one. Read as text, never through a float, so "0.29" is 29 cents, not 28.999….
 * Commas must group thousands; at most two decimals; no sign.
 */
export function parseUsdToCents(input: string): number | null {
  const text = input.trim().replace(/^\$\s*/, '');
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/.exec(text);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const whole = Number((m[1] ?? '0').replaceAll(',', ''));
  const cents = whole * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Cents as the text a form field starts with: 1250 → "12.50". */
export function centsToUsdInput(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
