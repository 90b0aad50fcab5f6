import { useTranslation } from 'react-i18next';
import { isLang, type Lang } from './i18n';

const LOCALES: Record<Lang, string> = { en: 'en-US', km: 'km-KH' };

export function localeOf(lang: string): string {
  return isLang(lang) ? LOCALES[lang] : LOCALES.en;
}

export function formatNumber(
  value: number,
  lang: string,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(localeOf(lang), options).format(value);
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
 * Some browsers ship without Khmer locale data (Debian's Chromium, older
 * Android WebViews) and would print a km-KH date in English. There the date
 * is composed the way full ICU writes it: day, Khmer month name, year, and a
 * time as "ម៉ោង 22:38" (24-hour, as Khmer clocks read).
 */
export function formatDate(
  value: Date | string | number,
  lang: string,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' },
  hasKhmerData: boolean = Intl.DateTimeFormat.supportedLocalesOf(['km-KH']).length > 0,
): string {
  const date = value instanceof Date ? value : new Date(value);
  const locale = localeOf(lang);
  const hasTime = Boolean(options.hour || options.minute);
  if (locale !== 'km-KH' || hasKhmerData || (!options.month && !hasTime)) {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
  const parts = new Intl.DateTimeFormat('en-US', {
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
export function formatCurrencyUsd(value: number, lang: string): string {
  return new Intl.NumberFormat(localeOf(lang), {
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
export function formatCurrencyKhr(riel: number, lang: string): string {
  return new Intl.NumberFormat(localeOf(lang), {
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
