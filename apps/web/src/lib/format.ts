import { useTranslation } from '@/lib/i18n-react';
import { isLang, type Lang } from './i18n';
import { dateFormat, LONG_DATE, NUMBER_LOCALE, numberFormat } from './intl-formats';

const LOCALES: Record<Lang, string> = { en: 'en-US', km: 'km-KH' };

export function localeOf(lang: string): string {
  return isLang(lang) ? LOCALES[lang] : LOCALES.en;
}

export function formatNumber(
  value: number,
  _lang: string,
  options?: Intl.NumberFormatOptions,
): string {
  return numberFormat(options).format(value);
}

/** Khmer month names as full ICU writes them ("22 វិច្ឆិកា 2026"). */
const KM_MONTHS = [
  'មករា',
  'កុម្ភៈ',
  'មីនា',
  'មេសា',
  'ឧសភា',
  'មិថុនា',
  'កក្កដា',
  'សីហា',
  'កញ្ញា',
  'តុលា',
  'វិច្ឆិកា',
  'ធ្នូ',
];

/**
 * A Khmer date is composed here, the way full ICU writes it (day, Khmer month name, year; a time
 * as "ម៉ោង 22:38", 24-hour as Khmer clocks read), never left to the runtime's locale data: Node
 * has Khmer data, Debian's Chromium and older Android WebViews have none, and the server-rendered
 * text must equal the browser's.
 */
export function formatDate(
  value: Date | string | number,
  lang: string,
  options: Intl.DateTimeFormatOptions = LONG_DATE,
): string {
  const date = value instanceof Date ? value : new Date(value);
  const locale = localeOf(lang);
  const hasTime = Boolean(options.hour || options.minute);
  if (locale !== 'km-KH' || (!options.month && !hasTime)) {
    return dateFormat(locale === 'km-KH' ? NUMBER_LOCALE : locale, options).format(date);
  }
  const parts = dateFormat('en-US', {
    ...options,
    ...(options.month ? { month: 'numeric' } : {}),
    ...(hasTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  const day = options.month
    ? [part('day'), KM_MONTHS[Number(part('month')) - 1] ?? '', part('year')]
        .filter(Boolean)
        .join(' ')
    : '';
  const time = hasTime ? `ម៉ោង ${part('hour')}:${part('minute')}` : '';
  return [day, time].filter(Boolean).join(' ');
}

/** USD with two decimals, as the product shows every price. */
export function formatCurrencyUsd(value: number, _lang: string): string {
  return numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/**
 * Riel as whole numbers with the riel sign (៛), in both languages: the riel has no subunit in use
 * (DECISIONS D7 rounds to whole riel), and "KHR" would be the only code among symbols.
 */
export function formatCurrencyKhr(riel: number, _lang: string): string {
  return numberFormat({
    style: 'currency',
    currency: 'KHR',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(riel);
}

/** The formatters bound to the current language; components re-render when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return {
    lang,
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      formatNumber(value, lang, options),
    date: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
      formatDate(value, lang, options),
    usd: (value: number) => formatCurrencyUsd(value, lang),
    khr: (riel: number) => formatCurrencyKhr(riel, lang),
  };
}
