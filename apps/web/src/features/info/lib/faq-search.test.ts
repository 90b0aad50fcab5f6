import { describe, expect, it } from 'vitest';
import { FAQ, FAQ_GROUPS, type FaqEntry } from '@camtour/shared/data/faq';
import { buildFaqIndex, foldForSearch, groupFaq, queryTerms, searchFaq } from './faq-search';

const entry = (
  id: string,
  en: string,
  km: string,
  group: FaqEntry['group'] = 'food',
): FaqEntry => ({
  id,
  group,
  question: { en: `${en}?`, km: `${km}?` },
  answer: { en: 'An answer.', km: 'ចម្លើយ។' },
  keywords: { en: ['keyword'], km: ['ពាក្យគន្លឹះ'] },
  links: [],
});

describe('foldForSearch', () => {
  it('ignores case, Latin accents, curly apostrophes and extra spaces', () => {
    expect(foldForSearch('  Café  Crème ')).toBe('cafe creme');
    expect(foldForSearch('Don’t')).toBe("don't");
    expect(foldForSearch('ÀÉÎÕÜ')).toBe('aeiou');
  });

  it('keeps Khmer signs (they are letters, not accents) and drops zero-width spaces', () => {
    expect(foldForSearch('ទិដ្ឋាការ')).toBe('ទិដ្ឋាការ');
    expect(foldForSearch('ទិដ្ឋា\u200bការ')).toBe('ទិដ្ឋាការ');
  });
});

describe('searchFaq', () => {
  const entries = [
    entry('a', 'Where can I eat a crème brûlée', 'តើខ្ញុំអាចញ៉ាំនំនៅឯណា'),
    entry('b', 'Do I need a visa', 'តើខ្ញុំត្រូវការទិដ្ឋាការដែរឬទេ'),
  ];

  it('returns every entry for an empty or blank query', () => {
    const index = buildFaqIndex(entries, 'en');
    expect(searchFaq(index, '')).toHaveLength(2);
    expect(searchFaq(index, '   ')).toHaveLength(2);
  });

  it('matches question, answer and keywords of the page language, accent-insensitively', () => {
    const index = buildFaqIndex(entries, 'en');
    expect(searchFaq(index, 'CREME BRULEE').map((e) => e.id)).toEqual(['a']);
    expect(searchFaq(index, 'keyword')).toHaveLength(2);
    expect(searchFaq(index, 'answer')).toHaveLength(2);
    // The other language is not searched.
    expect(searchFaq(index, 'ទិដ្ឋាការ')).toHaveLength(0);
  });

  it('needs every word of the query', () => {
    const index = buildFaqIndex(entries, 'en');
    expect(searchFaq(index, 'need visa').map((e) => e.id)).toEqual(['b']);
    expect(searchFaq(index, 'visa brulee')).toHaveLength(0);
  });

  it('matches Khmer by substring, inside words written without spaces', () => {
    const index = buildFaqIndex(entries, 'km');
    expect(searchFaq(index, 'ទិដ្ឋា').map((e) => e.id)).toEqual(['b']);
    expect(searchFaq(index, 'visa')).toHaveLength(0);
  });

  it('finds the visa questions of the real FAQ in both languages', () => {
    const en = searchFaq(buildFaqIndex(FAQ, 'en'), 'visa').map((e) => e.id);
    expect(en).toEqual(expect.arrayContaining(['do-i-need-a-visa', 'visa-on-arrival']));
    const km = searchFaq(buildFaqIndex(FAQ, 'km'), 'ទិដ្ឋាការ').map((e) => e.id);
    expect(km).toEqual(expect.arrayContaining(['do-i-need-a-visa', 'visa-on-arrival']));
  });
});

describe('queryTerms', () => {
  it('splits on any white space', () => {
    expect(queryTerms(' Tuk-tuk \t fares ')).toEqual(['tuk-tuk', 'fares']);
  });
});

describe('groupFaq', () => {
  it('keeps the FAQ_GROUPS order and leaves out empty groups', () => {
    const sections = groupFaq([
      entry('x', 'X', 'ក', 'visas'),
      entry('y', 'Y', 'ខ', 'attractions'),
      entry('z', 'Z', 'គ', 'visas'),
    ]);
    expect(sections.map((s) => [s.group, s.entries.map((e) => e.id)])).toEqual([
      ['attractions', ['y']],
      ['visas', ['x', 'z']],
    ]);
  });

  it('groups the whole FAQ into every group', () => {
    expect(groupFaq(FAQ).map((s) => s.group)).toEqual([...FAQ_GROUPS]);
  });
});
