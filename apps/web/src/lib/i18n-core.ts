/*
 * The translation instance the app needs and nothing more (issue 17: i18next and its React
 * binding were an eighth of the first visit's JavaScript). Keys are whole strings, never split
 * on dots or colons; `{{name}}` is replaced as is (React escapes); a plural key ends in the
 * Intl plural category (`_one`, `_other`); an empty text counts as missing; a text missing in
 * the language comes from the fallback language, else the key itself is shown.
 */

/** One namespace of one language: key → text. */
export type Catalogue = Record<string, string>;

/** Namespace → catalogue: the shape of one language's texts. */
export type Resources = Record<string, Catalogue>;

/**
 * Filled in by src/i18n/i18n-types.d.ts with `resources`: the English catalogues, which type
 * every key the app asks for.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented elsewhere
export interface I18nTypeOptions {}

export type AppResources = I18nTypeOptions extends { resources: infer R extends object }
  ? R
  : Resources;

/** The namespace `t` reads when neither the hook nor the call names one. */
export const DEFAULT_NS = 'common';

type PluralKey<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : never;

/** The keys of a namespace, plural keys also without their suffix (`t('photos.count', { count })`). */
export type KeyOf<R, N> = N extends keyof R
  ? (keyof R[N] & string) | PluralKey<keyof R[N] & string>
  : never;

/** What a call may pass: the namespace, the plural count, a text for a missing key, `{{values}}`. */
export interface TOptions<N = string> {
  ns?: N;
  /** A number picks the plural form; a string (an already formatted number) only interpolates. */
  count?: number | string;
  defaultValue?: string;
  [value: string]: unknown;
}

/** `t` of namespace N: its keys, or another namespace's keys under `{ ns }`. */
export type TFunction<N extends string = typeof DEFAULT_NS, R extends object = AppResources> = <
  M extends keyof R & string = N & keyof R,
>(
  key: KeyOf<R, M>,
  options?: TOptions<M>,
) => string;

export type LanguageListener = (lang: string) => void;

export interface I18nOptions {
  lng: string;
  /** Where a text missing in `lng` is looked up. Its catalogues load along with `lng`'s. */
  fallbackLng?: string;
  /**
   * False: the fallback language's catalogues are not fetched for another language (a text
   * missing there shows its key), one request per namespace fewer. Held catalogues still serve.
   */
  loadFallback?: boolean;
  /** Any other language asked for becomes the fallback language. */
  supportedLngs?: readonly string[];
  /** Namespaces every language change loads before switching. */
  ns?: readonly string[];
  /** Catalogues held in memory (lang → namespace → catalogue): nothing waits for them. */
  resources?: Record<string, Resources>;
  /** Fetches one catalogue; without it, a catalogue not in `resources` is simply empty. */
  load?: (lang: string, ns: string) => Promise<Catalogue>;
}

export interface I18n<R extends object = AppResources> {
  readonly language: string;
  /** Changes on every language change and every catalogue load: React re-reads then. */
  readonly version: number;
  t: TFunction<typeof DEFAULT_NS, R>;
  /** A `t` reading namespace `ns` by default. */
  getFixedT<N extends keyof R & string>(ns: N): TFunction<N, R>;
  exists(key: string, options?: Pick<TOptions, 'ns' | 'count'>): boolean;
  /** Loads the catalogues of the current language first, then switches (no raw keys shown). */
  changeLanguage(lang: string): Promise<void>;
  loadNamespaces(ns: string | readonly string[]): Promise<void>;
  hasLoadedNamespace(ns: string | readonly string[]): boolean;
  /** Records namespaces a render used (the server preloads them for hydration). */
  reportNamespaces(ns: readonly string[]): void;
  usedNamespaces(): string[];
  on(event: 'languageChanged', listener: LanguageListener): void;
  off(event: 'languageChanged', listener: LanguageListener): void;
  /** Any change of `version`; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function interpolate(text: string, values: TOptions): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const key = name.trim();
    const value = values[key];
    // As i18next did: a placeholder nobody passed stays visible, an undefined or null one is empty.
    if (value === undefined) return Object.hasOwn(values, key) ? '' : match;
    return value === null ? '' : String(value);
  });
}

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(lang: string, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  return rules.select(count);
}

const countOf = (values: TOptions) => (typeof values.count === 'number' ? values.count : undefined);

export function createI18n<R extends object = AppResources>(options: I18nOptions): I18n<R> {
  const fallback = options.fallbackLng ?? options.lng;
  const supported = (lang: string) =>
    !options.supportedLngs || options.supportedLngs.includes(lang) ? lang : fallback;
  const store: Record<string, Resources> = {};
  for (const [lang, namespaces] of Object.entries(options.resources ?? {})) {
    store[lang] = { ...namespaces };
  }
  const pending = new Map<string, Promise<void>>();
  const failed = new Set<string>();
  const inUse = new Set(options.ns ?? [DEFAULT_NS]);
  const used = new Set<string>();
  const languageListeners = new Set<LanguageListener>();
  const listeners = new Set<() => void>();
  let language = supported(options.lng);
  let changingTo = language;
  let version = 0;

  const changed = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };
  const languagesOf = (lang: string) =>
    lang === fallback || options.loadFallback === false ? [lang] : [lang, fallback];
  const settled = (lang: string, ns: string) =>
    !options.load || store[lang]?.[ns] !== undefined || failed.has(`${lang}/${ns}`);
  const listOf = (ns: string | readonly string[]) => (typeof ns === 'string' ? [ns] : ns);

  function loadOne(lang: string, ns: string): Promise<void> {
    if (settled(lang, ns) || !options.load) return Promise.resolve();
    const id = `${lang}/${ns}`;
    let loading = pending.get(id);
    if (!loading) {
      loading = options
        .load(lang, ns)
        .then(
          (catalogue) => {
            (store[lang] ??= {})[ns] = catalogue;
          },
          (error: unknown) => {
            // A failed catalogue shows its keys rather than suspending the page for ever.
            console.error(error);
            failed.add(id);
          },
        )
        .finally(() => {
          pending.delete(id);
          changed();
        });
      pending.set(id, loading);
    }
    return loading;
  }

  function loadFor(lang: string, namespaces: readonly string[]): Promise<void> {
    const loads = languagesOf(lang).flatMap((l) => namespaces.map((ns) => loadOne(l, ns)));
    return Promise.all(loads).then(() => undefined);
  }

  function lookup(key: string, ns: string, count: number | undefined): string | undefined {
    for (const lang of languagesOf(language)) {
      const catalogue = store[lang]?.[ns];
      if (!catalogue) continue;
      const candidates =
        count === undefined
          ? [key]
          : [
              ...(count === 0 ? [`${key}_zero`] : []),
              `${key}_${pluralCategory(lang, count)}`,
              `${key}_other`,
              key,
            ];
      for (const candidate of candidates) {
        const text = catalogue[candidate];
        if (text) return text;
      }
    }
    return undefined;
  }

  function translate(key: string, values: TOptions = {}, defaultNs: string): string {
    const ns = typeof values.ns === 'string' ? values.ns : defaultNs;
    used.add(ns);
    return interpolate(lookup(key, ns, countOf(values)) ?? values.defaultValue ?? key, values);
  }

  const getFixedT = (ns: string) =>
    ((key: string, values?: TOptions) => translate(key, values, ns)) as TFunction<never, R>;

  return {
    get language() {
      return language;
    },
    get version() {
      return version;
    },
    t: getFixedT(DEFAULT_NS) as TFunction<typeof DEFAULT_NS, R>,
    getFixedT: getFixedT as I18n<R>['getFixedT'],
    exists: (key, values = {}) =>
      lookup(key, typeof values.ns === 'string' ? values.ns : DEFAULT_NS, countOf(values)) !==
      undefined,
    async changeLanguage(next) {
      const lang = supported(next);
      changingTo = lang;
      await loadFor(lang, [...inUse]);
      // A later change asked while this one loaded wins.
      if (changingTo !== lang) return;
      language = lang;
      for (const listener of [...languageListeners]) listener(lang);
      changed();
    },
    loadNamespaces(ns) {
      for (const name of listOf(ns)) inUse.add(name);
      return loadFor(language, listOf(ns));
    },
    hasLoadedNamespace: (ns) =>
      listOf(ns).every((name) => languagesOf(language).every((lang) => settled(lang, name))),
    reportNamespaces(ns) {
      for (const name of ns) used.add(name);
    },
    usedNamespaces: () => [...used],
    on: (_event, listener) => void languageListeners.add(listener),
    off: (_event, listener) => void languageListeners.delete(listener),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
