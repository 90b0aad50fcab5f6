import { describe, expect, it } from 'vitest';
import type { Lang } from '../../constants';
import { FAQ, type FaqEntry } from '../../data/faq';
import { buildFaqIndex } from './faq-index';

const index = buildFaqIndex(FAQ);
const ids = (text: string, lang: Lang, limit?: number) =>
  index.search(text, lang, limit).map((h) => h.entry.id);

describe('buildFaqIndex(FAQ).search', () => {
  it.each([
    ['How much is the Angkor temple pass?', 'en', 'angkor-pass-prices'],
    ['តើសំបុត្រចូលទស្សនាអង្គរថ្លៃប៉ុន្មាន?', 'km', 'angkor-pass-prices'],
    ['angkor pass price', 'en', 'angkor-pass-prices'],
  ] as const)('finds the pass prices for %j in the top 3', (text, lang, id) => {
    expect(ids(text, lang)).toContain(id);
  });

  it.each([
    ['can i drink tap water', 'en', 'tap-water'],
    ['Is the tap water safe to drink?', 'en', 'tap-water'],
    ['តើទឹកម៉ាស៊ីនអាចផឹកបានទេ', 'km', 'tap-water'],
    ['best time to visit cambodia', 'en', 'best-time-to-visit'],
    ['how long does delivery take', 'en', 'delivery-options'],
    ['តើការដឹកជញ្ជូនចំណាយពេលប៉ុន្មានថ្ងៃ?', 'km', 'delivery-options'],
    ['Is there a bus from Phnom Penh to Siem Reap?', 'en', 'getting-to-siem-reap'],
  ] as const)('puts the right entry first for %j (%s)', (text, lang, id) => {
    expect(ids(text, lang)[0]).toBe(id);
  });

  it.each([
    ['best time to vist cambodia', 'best-time-to-visit'],
    ['forgot my pasword', 'forgot-password'],
    ['tempel pas prise', 'angkor-pass-prices'],
  ])('reads through typos: %j → %s first', (text, id) => {
    expect(ids(text, 'en')[0]).toBe(id);
  });

  it.each(['en', 'km'] as const)(
    'finds every entry from its own question in the top 3 (%s)',
    (lang) => {
      const misses = FAQ.filter(
        (e: FaqEntry) => !ids(e.question[lang], lang, 3).includes(e.id),
      ).map((e) => e.id);
      expect(misses).toEqual([]);
    },
  );

  it('gives an unrelated question low coverage, well below a real match', () => {
    const real = index.search('can i drink tap water', 'en')[0]!;
    expect(real.coverage).toBe(1);
    for (const text of ['what is the capital of france', 'how do I fix my car engine']) {
      for (const hit of index.search(text, 'en', 10)) {
        expect(hit.coverage, `${text} → ${hit.entry.id}`).toBeLessThan(0.5);
        expect(hit.score).toBeLessThan(real.score / 2);
      }
    }
  });

  it('counts an unmatched word of the question against coverage', () => {
    const clean = index.search('best time to visit cambodia', 'en')[0]!;
    const typo = index.search('best time to vist cambodia', 'en')[0]!;
    expect(typo.entry.id).toBe(clean.entry.id);
    expect(typo.coverage).toBeLessThan(clean.coverage);
  });

  it('keeps coverage between 0 and 1 and sorts by score', () => {
    for (const text of [
      'Cambodia',
      'How much is the Angkor temple pass?',
      'visa visa visa',
      'quantum physics spaceship',
      'angkor angkor pass pass price tickets',
    ]) {
      const hits = index.search(text, 'en', 100);
      expect(hits.length).toBeGreaterThan(0);
      for (const h of hits) {
        expect(h.coverage).toBeGreaterThanOrEqual(0);
        expect(h.coverage).toBeLessThanOrEqual(1);
        expect(h.score).toBeGreaterThan(0);
      }
      const scores = hits.map((h) => h.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('returns 3 hits by default and respects the limit', () => {
    expect(ids('Cambodia', 'en')).toHaveLength(3);
    expect(ids('Cambodia', 'en', 1)).toHaveLength(1);
    expect(ids('Cambodia', 'en', 5)).toHaveLength(5);
    expect(ids('Cambodia', 'en', 0)).toEqual([]);
    expect(ids('Cambodia', 'en', 1)).toEqual(ids('Cambodia', 'en', 5).slice(0, 1));
  });

  it.each([
    ['', 'en'],
    ['   ', 'en'],
    ['what is the', 'en'],
    ['???', 'en'],
    ['3 4 5', 'en'],
    ['តើ អ្វី', 'km'],
  ] as const)('returns nothing for %j (no content words)', (text, lang) => {
    expect(index.search(text, lang)).toEqual([]);
  });

  it('searches each language on its own', () => {
    // An English question against the Khmer side finds no Khmer words to match.
    expect(ids('can i drink tap water', 'km')[0]).not.toBe('tap-water');
  });

  it('indexes only the entries it is given', () => {
    const small = buildFaqIndex(FAQ.filter((e) => e.id !== 'tap-water'));
    expect(small.search('can i drink tap water', 'en', 100).map((h) => h.entry.id)).not.toContain(
      'tap-water',
    );
  });
});
