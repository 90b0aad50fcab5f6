import { describe, expect, it } from 'vitest';
import {
  bestMatch,
  contentWords,
  editDistance,
  isGeneric,
  isIntentWord,
  isStopWord,
  stem,
  wordMatch,
} from './words';

describe('contentWords', () => {
  it('drops English question words and particles, lower-cases, and keeps each word once', () => {
    expect(contentWords('What is the best time to visit Cambodia?')).toEqual([
      'best',
      'time',
      'cambodia',
    ]);
    expect(contentWords('Angkor ANGKOR angkor Wat')).toEqual(['angkor', 'wat']);
  });

  it('gives nothing for a text of stop words, punctuation or nothing', () => {
    expect(contentWords('')).toEqual([]);
    expect(contentWords('What is the?')).toEqual([]);
    expect(contentWords('?!…')).toEqual([]);
    expect(contentWords('តើ អ្វី ទេ')).toEqual([]);
  });

  it('segments Khmer and drops Khmer particles', () => {
    expect(contentWords('តើទឹកម៉ាស៊ីនអាចផឹកបានទេ')).toEqual(['ទឹកម៉ាស៊ីន', 'ផឹក']);
  });

  it('strips a leading តើ and the noun-making ការ from a Khmer word', () => {
    expect(contentWords('តើអង្គរវត្ត')).toEqual(['អង្គរវត្ត']);
    expect(contentWords('ការដឹកជញ្ជូន')).toEqual(['ដឹកជញ្ជូន']);
    // "ការ" alone is a particle, not a word to match on.
    expect(contentWords('ការ')).toEqual([]);
  });

  it('stems English plurals so a plural meets its singular', () => {
    expect(contentWords('tents temples cities boxes churches')).toEqual([
      'tent',
      'temple',
      'city',
      'box',
      'church',
    ]);
  });

  it('reads synonyms as one word in both languages', () => {
    expect(contentWords('hiking trekking trail')).toEqual(['hike']);
    expect(contentWords('cost fee fare')).toEqual(['price']);
    expect(contentWords('tourists travelers visitors')).toEqual(['traveller']);
    expect(contentWords('shipping')).toEqual(contentWords('delivery'));
    expect(contentWords('តម្លៃ')).toEqual(contentWords('ថ្លៃ'));
    expect(contentWords('ចំណាយពេល')).toEqual(contentWords('រយៈពេល'));
  });

  it('strips accents from Latin words', () => {
    expect(contentWords('Café Crème')).toEqual(['cafe', 'creme']);
  });

  it('takes the possessive ending off whole ("Thom\'s" is "thom", not "thom\'")', () => {
    expect(contentWords("Angkor Thom's gates")).toEqual(['angkor', 'thom', 'gate']);
  });

  it('reads a typographic apostrophe (phone keyboards) like a straight one', () => {
    expect(contentWords('What’s the best time to visit Cambodia?')).toEqual(
      contentWords("What's the best time to visit Cambodia?"),
    );
  });
});

describe('stem', () => {
  it.each([
    ['tents', 'tent'],
    ['flies', 'fly'],
    ['dishes', 'dish'],
    ['boxes', 'box'],
    ['glass', 'glass'],
    ['pass', 'pass'],
    // Short words are left alone: "bus" and "its" are not plurals.
    ['bus', 'bus'],
    ['its', 'its'],
    ['ប្រាសាទ', 'ប្រាសាទ'],
  ])('%s → %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('"buses" meets "bus"', () => {
    expect(stem('buses')).toBe('bus');
  });
});

describe('isStopWord, isGeneric, isIntentWord', () => {
  it('knows stop words in both languages and not content words', () => {
    expect(isStopWord('the')).toBe(true);
    expect(isStopWord('តើ')).toBe(true);
    expect(isStopWord('angkor')).toBe(false);
    expect(isStopWord('ប្រាសាទ')).toBe(false);
  });

  it('reads kind-of-place words as generic, plural or not, and names as specific', () => {
    expect(isGeneric('temple')).toBe(true);
    expect(isGeneric('temples')).toBe(true);
    expect(isGeneric('ប្រាសាទ')).toBe(true);
    expect(isGeneric('angkor')).toBe(false);
    expect(isGeneric('bayon')).toBe(false);
  });

  it('reads words that ask about a place as intent words, typos included', () => {
    expect(isIntentWord('opening')).toBe(true);
    expect(isIntentWord('tickets')).toBe(true);
    expect(isIntentWord('tikcet')).toBe(true);
    expect(isIntentWord('ម៉ោង')).toBe(true);
    expect(isIntentWord('angkor')).toBe(false);
    // "self" (Self-Inflating mat) is not a typo of the shop verb "sell".
    expect(isIntentWord('self')).toBe(false);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(editDistance('same', 'same')).toBe(0);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('angkor', 'angokr')).toBe(1);
  });

  it('is the restricted (optimal string alignment) distance: no edit inside a swap', () => {
    // Full Damerau distance would be 2 ("ca" → "ac" → "abc").
    expect(editDistance('ca', 'abc')).toBe(3);
  });

  it('stops at the cap and answers cap + 1', () => {
    expect(editDistance('abcdefgh', 'ijklmnop')).toBe(4);
    expect(editDistance('abcdefgh', 'ijklmnop', 10)).toBe(8);
    expect(editDistance('abcdefgh', 'xyz')).toBe(4);
    expect(editDistance('abcd', '', 3)).toBe(4);
    expect(editDistance('abc', '', 3)).toBe(3);
    expect(editDistance('abc', 'abd', 0)).toBe(1);
  });
});

describe('wordMatch', () => {
  it('is 1 for equal words and 0 across scripts', () => {
    expect(wordMatch('angkor', 'angkor')).toBe(1);
    expect(wordMatch('អង្គរ', 'អង្គរ')).toBe(1);
    expect(wordMatch('angkor', 'អង្គរ')).toBe(0);
  });

  it('is symmetric', () => {
    const pairs: [string, string][] = [
      ['angkr', 'angkor'],
      ['kampo', 'kampot'],
      ['ប្រាសាទ', 'ប្រាសាទអង្គរវត្ត'],
      ['សណ្ឋគារ', 'សណ្ឋាគារ'],
      ['best', 'west'],
    ];
    for (const [a, b] of pairs) expect(wordMatch(a, b), `${a}/${b}`).toBe(wordMatch(b, a));
  });

  describe('Khmer', () => {
    it('accepts a word inside a compound at its start or end, more for a bigger share', () => {
      const start = wordMatch('ប្រាសាទ', 'ប្រាសាទអង្គរវត្ត');
      const end = wordMatch('អង្គរវត្ត', 'ប្រាសាទអង្គរវត្ត');
      for (const m of [start, end]) {
        expect(m).toBeGreaterThan(0.6);
        expect(m).toBeLessThan(1);
      }
      expect(end).toBeGreaterThan(start);
      expect(wordMatch('ម៉ាស៊ីន', 'ទឹកម៉ាស៊ីន')).toBeGreaterThan(wordMatch('ទឹក', 'ទឹកម៉ាស៊ីន'));
    });

    it('does not accept a word in the middle of a compound, nor a too-short one', () => {
      expect(wordMatch('អង្គរ', 'ប្រាសាទអង្គរវត្ត')).toBe(0);
      expect(wordMatch('កក', 'កកក')).toBe(0);
    });

    it('accepts one missing or extra sign in a long word', () => {
      expect(wordMatch('សណ្ឋគារ', 'សណ្ឋាគារ')).toBe(0.8);
      expect(wordMatch('សណ្ឋាគរ', 'សណ្ឋាគារ')).toBe(0.8);
    });

    it('does not take two different words for a typo', () => {
      expect(wordMatch('ស្វាយរៀង', 'ព្រៃវែង')).toBe(0);
    });
  });

  describe('Latin', () => {
    it.each([
      ['angkr', 'angkor'],
      ['tempel', 'temple'],
      ['kampo', 'kampot'],
      ['hotel', 'hotels'],
      ['cambodai', 'cambodia'],
    ])('reads %s as a one-edit typo of %s (0.8)', (q, w) => {
      expect(wordMatch(q, w)).toBe(0.8);
    });

    it('allows two edits only when both words have 7 letters or more', () => {
      expect(wordMatch('batambagn', 'battambang')).toBe(0.8);
      expect(wordMatch('abcdefgh', 'abxdefyh')).toBe(0.8);
      expect(wordMatch('abcdx', 'abcyz')).toBe(0);
      expect(wordMatch('abcdefgh', 'axcxefxh')).toBe(0);
    });

    it('keeps the first letter of a typo', () => {
      expect(wordMatch('kambodia', 'cambodia')).toBe(0);
      expect(wordMatch('best', 'west')).toBe(0);
    });

    it('does not read short words as typos', () => {
      expect(wordMatch('vist', 'visit')).toBe(0);
      expect(wordMatch('sell', 'self')).toBe(0);
    });

    it('reads a longer prefix as 0.7', () => {
      expect(wordMatch('deliv', 'delivery')).toBe(0.7);
      expect(wordMatch('delivery', 'deliv')).toBe(0.7);
    });

    it('reads a prefix of 4 letters as 0.7, as documented ("a Latin prefix of at least 4 letters")', () => {
      expect(wordMatch('kamp', 'kampot')).toBe(0.7);
      expect(wordMatch('deli', 'delivery')).toBe(0.7);
    });

    it('does not read a prefix of 3 letters', () => {
      expect(wordMatch('kam', 'kampot')).toBe(0);
    });
  });
});

describe('bestMatch', () => {
  it('is the best match among words, 0 for none', () => {
    expect(bestMatch('angkr', ['temple', 'angkor', 'angkorwat'])).toBe(0.8);
    expect(bestMatch('angkor', ['angkr', 'angkor'])).toBe(1);
    expect(bestMatch('angkor', ['temple', 'bayon'])).toBe(0);
    expect(bestMatch('angkor', [])).toBe(0);
  });
});
