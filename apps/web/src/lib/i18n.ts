import { DEFAULT_LANG, LANGS, type Lang } from '@camtour/shared/constants';
import { createI18n, type Catalogue, type I18nOptions } from './i18n-core';

export { LANGS, type Lang };

export const LANG_STORAGE_KEY = 'camtour_lang';

/** Namespaces every page needs; a feature's own namespace loads when its page asks for it. */
export const CORE_NAMESPACES = ['common', 'errors'] as const;

/*
 * One file per language and namespace (src/i18n/<lang>/<ns>.json). A later feature adds its
 * namespace files and nothing else: the glob picks them up and each loads on first use.
 */
const catalogues = import.meta.glob<Record<string, string>>('../i18n/*/*.json', {
  import: 'default',
});

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The cookie twin of the stored choice: the server renders a shared page in it (D16). */
export const LANG_COOKIE = 'camtour_lang';

/** `?lang=km` in a shared link opens the page in Khmer and keeps the choice (D16). */
export function langFromUrl(search: string): Lang | null {
  const value = new URLSearchParams(search).get('lang');
  return isLang(value) ? value : null;
}

/** The language the visitor chose earlier on this device, if any. */
export function readSavedLang(): Lang | null {
  try {
    const stored = window.localStorage.getItem(LANG_STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch (_error) {
    // Storage can be blocked (private mode, sandboxed frame): fall back to the default.
  }
  return null;
}

export function readStoredLang(): Lang {
  return langFromUrl(window.location.search) ?? readSavedLang() ?? DEFAULT_LANG;
}

function reflectLanguage(lang: string): void {
  const value = isLang(lang) ? lang : 'en';
  // Only a change: `:lang(km)` rules hang on the root, and each write restyled the whole page.
  if (document.documentElement.lang !== value) document.documentElement.lang = value;
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, value);
  } catch (_error) {
    // Not persisting is acceptable; the page still switches.
  }
  document.cookie = `${LANG_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * How every instance is set up: the browser's and the server renderer's. A Khmer page loads only
 * the Khmer catalogues: the catalogue test fails on any key missing in either language, so an
 * English fallback would never be read, and fetching it cost a Khmer page one request per
 * namespace after its scripts, before it could hydrate (decision 033). The server holds every
 * catalogue, so a rendered page would still fall back; the browser shows the key.
 */
export const I18N_OPTIONS = {
  fallbackLng: 'en',
  loadFallback: false,
  supportedLngs: LANGS,
  ns: CORE_NAMESPACES,
} satisfies Omit<I18nOptions, 'lng'>;

/** One catalogue file, fetched as its own chunk; a namespace without a file is empty. */
export function loadCatalogue(lang: string, ns: string): Promise<Catalogue> {
  const load = catalogues[`../i18n/${lang}/${ns}.json`];
  return load ? load() : Promise.resolve({});
}

/** The browser's instance: it shows nothing until initI18n has loaded the core namespaces. */
export const i18next = createI18n({ ...I18N_OPTIONS, lng: DEFAULT_LANG, load: loadCatalogue });

let initPromise: Promise<unknown> | null = null;

export function initI18n(lang: Lang = readStoredLang()): Promise<unknown> {
  if (initPromise) return initPromise;
  i18next.on('languageChanged', reflectLanguage);
  initPromise = i18next.changeLanguage(lang);
  return initPromise;
}

export function setLanguage(lang: Lang): Promise<unknown> {
  return i18next.changeLanguage(lang);
}

export function currentLang(): Lang {
  return isLang(i18next.language) ? i18next.language : 'en';
}
