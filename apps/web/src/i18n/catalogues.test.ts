import { describe, expect, it } from 'vitest';
import { compareCatalogues, placeholdersOf, type Catalogue } from './check-catalogues';

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' });

function catalogues(lang: string): Map<string, Catalogue> {
  const result = new Map<string, Catalogue>();
  for (const [path, content] of Object.entries(files)) {
    const match = /^\.\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === lang && match[2]) result.set(match[2], content);
  }
  return result;
}

describe('translation catalogues', () => {
  const english = catalogues('en');
  const khmer = catalogues('km');

  it('has the core namespaces in both languages', () => {
    expect([...english.keys()]).toEqual(expect.arrayContaining(['common', 'errors']));
    expect([...khmer.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every Khmer namespace in step with English (keys, non-empty values, placeholders)', () => {
    const problems = [...english.keys()].flatMap((namespace) =>
      compareCatalogues(namespace, english.get(namespace) ?? {}, khmer.get(namespace) ?? {}),
    );
    expect(problems).toEqual([]);
  });

  it('translates into Khmer script, not English copies', () => {
    const common = khmer.get('common') ?? {};
    const copies = Object.entries(common).filter(
      ([key, value]) =>
        typeof value === 'string' && !/[\u1780-\u17FF]/.test(value) && key !== 'brand.name',
    );
    expect(copies).toEqual([]);
  });

  it('writes numbers with Western digits in Khmer too, as Intl does everywhere (decision 027)', () => {
    const khmerDigits = [...khmer].flatMap(([namespace, catalogue]) =>
      Object.entries(catalogue)
        .filter(([, value]) => typeof value === 'string' && /[\u17E0-\u17E9]/.test(value))
        .map(([key]) => `${namespace}: ${key}`),
    );
    expect(khmerDigits).toEqual([]);
  });
});

describe('compareCatalogues', () => {
  it('reports a key missing on either side', () => {
    expect(compareCatalogues('ns', { a: 'A', b: 'B' }, { a: 'ក' })).toEqual([
      'ns: "b" is in en but missing in km',
    ]);
    expect(compareCatalogues('ns', { a: 'A' }, { a: 'ក', c: 'គ' })).toEqual([
      'ns: "c" is in km but missing in en',
    ]);
  });

  it('reports empty values', () => {
    expect(compareCatalogues('ns', { a: '' }, { a: 'ក' })).toEqual([
      'ns: "a" is empty or not text in en',
    ]);
    expect(compareCatalogues('ns', { a: 'A' }, { a: '  ' })).toEqual([
      'ns: "a" is empty or not text in km',
    ]);
  });

  it('reports placeholders that differ', () => {
    expect(compareCatalogues('ns', { a: '{{year}} x' }, { a: '{{yr}} ក' })).toHaveLength(1);
    expect(compareCatalogues('ns', { a: '{{a}} {{b}}' }, { a: '{{ b }} {{a}}' })).toEqual([]);
  });

  it('reads placeholders', () => {
    expect(placeholdersOf('© {{year}} CamTour {{ name }}')).toEqual(['name', 'year']);
  });
});
