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

export function formatDate(
  value: Date | string | number,
  lang: string,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(localeOf(lang), options).format(date);
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
  };
}
