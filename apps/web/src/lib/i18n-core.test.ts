import { describe, expect, it, vi } from 'vitest';
import { createI18n, type Catalogue, type I18nOptions } from './i18n-core';

const en = {
  common: {
    hello: 'Hello {{name}}',
    'photos.count_one': '{{count}} photo',
    'photos.count_other': '{{count}} photos',
    'only.other_other': '{{count}} things',
    'only.base': 'Base text',
    'only.english': 'English only',
    'empty.in.km': 'Not empty in English',
    'with: colon.and.dots': 'Whole key',
    raw: '<b>{{html}}</b>',
  },
  errors: { 'not-found': 'Not found' },
  shop: { 'cart.open': 'Cart' },
};

const km = {
  common: {
    hello: 'សួស្ដី {{name}}',
    'photos.count_other': 'រូបថត {{count}}',
    'only.base': 'អត្ថបទ',
    'empty.in.km': '',
    'with: colon.and.dots': 'គន្លឹះទាំងមូល',
    raw: '<b>{{html}}</b>',
  },
  errors: { 'not-found': 'រកមិនឃើញ' },
  shop: { 'cart.open': 'រទេះ' },
};

type Test = typeof en;

const catalogues: Record<string, Record<string, Catalogue>> = { en, km };

function inMemory(lng: string) {
  return createI18n<Test>({ lng, fallbackLng: 'en', resources: catalogues });
}

/** A loader whose every file resolves when the test says so. */
function deferredLoader() {
  const calls: string[] = [];
  const waiting: (() => void)[] = [];
  const load: NonNullable<I18nOptions['load']> = (lang, ns) => {
    calls.push(`${lang}/${ns}`);
    return new Promise<Catalogue>((resolve) => {
      waiting.push(() => resolve(catalogues[lang]?.[ns] ?? {}));
    });
  };
  const flush = async () => {
    while (waiting.length > 0) waiting.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { calls, load, flush };
}

describe('t', () => {
  it('interpolates {{values}} without escaping and keeps a placeholder nobody passed', () => {
    const i18n = inMemory('en');
    expect(i18n.t('hello', { name: 'Dara' })).toBe('Hello Dara');
    expect(i18n.t('raw', { html: '<i>&</i>' })).toBe('<b><i>&</i></b>');
    expect(i18n.t('hello')).toBe('Hello {{name}}');
    expect(i18n.t('hello', { name: undefined })).toBe('Hello ');
  });

  it('never splits a key on dots or colons', () => {
    expect(inMemory('en').t('with: colon.and.dots')).toBe('Whole key');
    expect(inMemory('km').t('with: colon.and.dots')).toBe('គន្លឹះទាំងមូល');
  });

  it('picks the English plural form by count', () => {
    const i18n = inMemory('en');
    expect(i18n.t('photos.count', { count: 1 })).toBe('1 photo');
    expect(i18n.t('photos.count', { count: 0 })).toBe('0 photos');
    expect(i18n.t('photos.count', { count: 5 })).toBe('5 photos');
  });

  it('has one Khmer plural form (Intl: always "other")', () => {
    const i18n = inMemory('km');
    expect(i18n.t('photos.count', { count: 1 })).toBe('រូបថត 1');
    expect(i18n.t('photos.count', { count: 7 })).toBe('រូបថត 7');
  });

  it('falls back to _other, then to the key without suffix', () => {
    const i18n = inMemory('en');
    expect(i18n.t('only.other', { count: 1 })).toBe('1 things');
    expect(i18n.t('only.base', { count: 1 })).toBe('Base text');
  });

  it('interpolates a formatted count without choosing a plural form', () => {
    expect(inMemory('en').t('hello', { count: '1,000', name: 'x' })).toBe('Hello x');
  });

  it('falls back to English for a key missing in Khmer', () => {
    expect(inMemory('km').t('only.english')).toBe('English only');
  });

  it('counts an empty text as missing', () => {
    expect(inMemory('km').t('empty.in.km')).toBe('Not empty in English');
    const i18n = createI18n<Test>({ lng: 'km', resources: { km } });
    expect(i18n.t('empty.in.km')).toBe('empty.in.km');
    expect(i18n.exists('empty.in.km')).toBe(false);
  });

  it('returns the key when no language has it, or the defaultValue', () => {
    const i18n = inMemory('km');
    const t = i18n.t as unknown as (key: string, options?: object) => string;
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('no.such.key', { defaultValue: 'Said by the server' })).toBe('Said by the server');
    expect(i18n.t('hello', { defaultValue: 'unused', name: 'A' })).toBe('សួស្ដី A');
  });

  it('reads another namespace under { ns }, and a fixed t its own by default', () => {
    const i18n = inMemory('en');
    expect(i18n.t('not-found', { ns: 'errors' })).toBe('Not found');
    expect(i18n.exists('not-found', { ns: 'errors' })).toBe(true);
    expect(i18n.exists('not-found')).toBe(false);
    const shop = i18n.getFixedT('shop');
    expect(shop('cart.open')).toBe('Cart');
    expect(shop('not-found', { ns: 'errors' })).toBe('Not found');
  });

  it('reports the namespaces a render used', () => {
    const i18n = inMemory('en');
    i18n.t('not-found', { ns: 'errors' });
    i18n.reportNamespaces(['shop']);
    expect(i18n.usedNamespaces().sort()).toEqual(['errors', 'shop']);
  });
});

describe('loading', () => {
  it('loads a namespace in the language and its fallback, once', async () => {
    const loader = deferredLoader();
    const i18n = createI18n<Test>({ lng: 'km', fallbackLng: 'en', load: loader.load, ns: [] });
    expect(i18n.hasLoadedNamespace('shop')).toBe(false);
    const first = i18n.loadNamespaces('shop');
    const second = i18n.loadNamespaces(['shop']);
    expect(loader.calls).toEqual(['km/shop', 'en/shop']);
    await loader.flush();
    await Promise.all([first, second]);
    expect(i18n.hasLoadedNamespace(['shop'])).toBe(true);
    expect(i18n.t('cart.open', { ns: 'shop' })).toBe('រទេះ');
  });

  it('loads only the language itself when told not to load the fallback', async () => {
    const loader = deferredLoader();
    const i18n = createI18n<Test>({
      lng: 'km',
      fallbackLng: 'en',
      loadFallback: false,
      load: loader.load,
      ns: [],
    });
    const loading = i18n.loadNamespaces('shop');
    expect(loader.calls).toEqual(['km/shop']);
    await loader.flush();
    await loading;
    expect(i18n.hasLoadedNamespace('shop')).toBe(true);
    expect(i18n.t('cart.open', { ns: 'shop' })).toBe('រទេះ');
  });

  it('loads every namespace in use for the new language before switching', async () => {
    const loader = deferredLoader();
    const i18n = createI18n<Test>({
      lng: 'en',
      fallbackLng: 'en',
      load: loader.load,
      ns: ['common'],
    });
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    const start = i18n.changeLanguage('en');
    await loader.flush();
    await start;
    const errors = i18n.loadNamespaces(['errors']);
    await loader.flush();
    await errors;
    expect(changed).toHaveBeenCalledWith('en');

    const switching = i18n.changeLanguage('km');
    expect(loader.calls.slice(-2)).toEqual(['km/common', 'km/errors']);
    // Still English (and fully translated) while Khmer loads: no key is ever shown.
    expect(i18n.language).toBe('en');
    expect(i18n.t('hello', { name: 'A' })).toBe('Hello A');
    expect(changed).toHaveBeenCalledTimes(1);
    await loader.flush();
    await switching;
    expect(i18n.language).toBe('km');
    expect(changed).toHaveBeenLastCalledWith('km');
    expect(i18n.t('not-found', { ns: 'errors' })).toBe('រកមិនឃើញ');

    i18n.off('languageChanged', changed);
    await i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('lets the last of two quick changes win', async () => {
    const loader = deferredLoader();
    const i18n = createI18n<Test>({ lng: 'en', fallbackLng: 'en', load: loader.load });
    const toKhmer = i18n.changeLanguage('km');
    const toEnglish = i18n.changeLanguage('en');
    await loader.flush();
    await Promise.all([toKhmer, toEnglish]);
    expect(i18n.language).toBe('en');
  });

  it('maps an unsupported language to the fallback', async () => {
    const i18n = createI18n<Test>({
      lng: 'fr',
      fallbackLng: 'en',
      supportedLngs: ['en', 'km'],
      resources: catalogues,
    });
    expect(i18n.language).toBe('en');
    await i18n.changeLanguage('de');
    expect(i18n.language).toBe('en');
  });

  it('tells subscribers about loads and language changes', async () => {
    const loader = deferredLoader();
    const i18n = createI18n<Test>({ lng: 'en', fallbackLng: 'en', load: loader.load });
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    const before = i18n.version;
    const loading = i18n.loadNamespaces('shop');
    await loader.flush();
    await loading;
    expect(listener).toHaveBeenCalled();
    expect(i18n.version).toBeGreaterThan(before);
    unsubscribe();
    listener.mockClear();
    const change = i18n.changeLanguage('en');
    await loader.flush();
    await change;
    expect(listener).not.toHaveBeenCalled();
  });

  it('shows the keys of a catalogue that failed to load instead of waiting for ever', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const i18n = createI18n<Test>({
      lng: 'en',
      load: () => Promise.reject(new Error('offline')),
    });
    await i18n.loadNamespaces('common');
    expect(error).toHaveBeenCalled();
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.t('hello')).toBe('hello');
  });
});
