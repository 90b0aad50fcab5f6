/*
 * The cached Intl formatters, apart from the rest of format.ts so the entry can warm them without
 * loading i18n. One rule for numbers in both languages (decision 027): Western digits, comma groups,
 * a point before decimals, "$" before dollars. Khmer prices are commonly written so, and it does
 * not hang on the ICU data a runtime ships: Node (which renders the page) has full Khmer data, many
 * browsers have none, and a hydrated page must print the very same text.
 */
import { nextTask } from '@/lib/next-task';

export const NUMBER_LOCALE = 'en-US';

/** A date as pages print it by default ("November 27, 2026"); warmed below, so one literal. */
export const LONG_DATE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
};

// Making a formatter costs far more than using one: a page prints hundreds of numbers.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? JSON.stringify(options) : '';
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * The browser's first Intl formatter loads its ICU data: 20 to 50 ms on a fast machine, four times
 * that on a phone. Made during hydration (the header's wishlist count, a date field), it lengthened
 * hydration's longest task by that much. Made here, each in a task of its own before the app runs,
 * the cost stands alone, and hydration finds the formatters ready. The locale's data comes first,
 * apart (4 to 10 ms of the number formatter's 15 to 28), so no one task holds all of it.
 */
export async function warmIntl(): Promise<void> {
  await nextTask();
  new Intl.Locale(NUMBER_LOCALE).maximize();
  await nextTask();
  numberFormat().format(0);
  await nextTask();
  dateFormat(NUMBER_LOCALE, LONG_DATE).format(0);
}
