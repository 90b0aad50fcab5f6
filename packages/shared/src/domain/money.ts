import { RIEL_PER_DOLLAR } from '../constants';

/**
 * Money is integer US cents everywhere; dollars appear only at the edges
 * (JSON `price` fields, display). These helpers are the only conversions.
 */
export function dollarsToCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw new RangeError(`not a dollar amount: ${value}`);
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

/** Riel back to cents at the same rate, rounded to the cent. */
export const rielToCents = (riel: number): number => Math.round((riel * 100) / RIEL_PER_DOLLAR);

/** KHR at 4,000 riel per dollar (D7), rounded to whole riel. */
export const centsToRiel = (cents: number): number => Math.round((cents * RIEL_PER_DOLLAR) / 100);

/** A percentage of an amount, rounded half up to the cent. */
export const percentOf = (cents: number, percent: number): number =>
  Math.round((cents * percent) / 100);

/** An amount as the plain text of mails and API labels: "$12.50" (pages format with Intl instead). */
export const usdText = (cents: number): string => `$${centsToDollars(cents).toFixed(2)}`;
