import { describe, expect, it } from 'vitest';
import { LANGS } from '../constants';
import {
  CHAT_QUICK_SHOWN,
  CHAT_SUGGESTIONS_PER_LOCATION,
  CHATBOT_LOCATIONS,
} from '../schemas/chatbot';
import {
  CHATBOT_LOCATION_NAMES,
  LOCATION_SUGGESTIONS,
  QUICK_QUESTIONS,
  quickQuestions,
  suggestionsFor,
} from './chatbot-suggestions';

const KHMER = /[\u1780-\u17FF]/u;
const SEEDS = [0, 1, 2, 3, 4, 5, 7, 19, 20, 21, 39, 40, 99, 123_456, -1, -5, -20, -21, -123_457];
const HUGE_SEEDS = [2 ** 31 - 1, 2 ** 32, 1e12, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];

describe('QUICK_QUESTIONS', () => {
  it('are the 20 of document 1 §9, 4 shown at a time', () => {
    expect(QUICK_QUESTIONS).toHaveLength(20);
    expect(CHAT_QUICK_SHOWN).toBe(4);
  });

  it('each have an English and a Khmer text, the Khmer in Khmer script', () => {
    for (const q of QUICK_QUESTIONS) {
      expect(q.en.trim(), q.en).not.toBe('');
      expect(q.km.trim(), q.en).not.toBe('');
      expect(q.km, q.en).toMatch(KHMER);
      expect(q.en, q.en).not.toMatch(KHMER);
    }
  });

  it('are unique in each language', () => {
    for (const lang of LANGS) {
      const texts = QUICK_QUESTIONS.map((q) => q[lang].trim().toLowerCase());
      expect(new Set(texts).size, lang).toBe(texts.length);
    }
  });
});

describe('LOCATION_SUGGESTIONS', () => {
  it('have 4 bilingual, distinct suggestions for each city context', () => {
    expect(Object.keys(LOCATION_SUGGESTIONS).sort()).toEqual([...CHATBOT_LOCATIONS].sort());
    for (const location of CHATBOT_LOCATIONS) {
      const list = LOCATION_SUGGESTIONS[location];
      expect(list, location).toHaveLength(CHAT_SUGGESTIONS_PER_LOCATION);
      for (const s of list) {
        expect(s.en.trim()).not.toBe('');
        expect(s.km).toMatch(KHMER);
      }
      for (const lang of LANGS) expect(new Set(list.map((s) => s[lang])).size).toBe(list.length);
    }
  });

  it('name every city in both languages', () => {
    for (const location of CHATBOT_LOCATIONS) {
      expect(CHATBOT_LOCATION_NAMES[location].en.trim()).not.toBe('');
      expect(CHATBOT_LOCATION_NAMES[location].km).toMatch(KHMER);
    }
  });
});

describe('quickQuestions', () => {
  it.each([...SEEDS, ...HUGE_SEEDS])('gives 4 distinct quick questions for seed %d', (seed) => {
    for (const lang of LANGS) {
      const shown = quickQuestions(lang, seed);
      expect(shown).toHaveLength(CHAT_QUICK_SHOWN);
      expect(new Set(shown).size).toBe(CHAT_QUICK_SHOWN);
      const all = QUICK_QUESTIONS.map((q) => q[lang]);
      for (const q of shown) expect(all).toContain(q);
    }
  });

  it('is the same four for the same seed, and seed 0 by default', () => {
    for (const seed of [...SEEDS, ...HUGE_SEEDS]) {
      expect(quickQuestions('en', seed)).toEqual(quickQuestions('en', seed));
    }
    expect(quickQuestions('en')).toEqual(quickQuestions('en', 0));
  });

  it('shows the same questions in both languages for a seed', () => {
    for (const seed of SEEDS) {
      const en = quickQuestions('en', seed);
      const km = quickQuestions('km', seed);
      expect(km).toEqual(en.map((q) => QUICK_QUESTIONS.find((x) => x.en === q)!.km));
    }
  });

  it('shows every quick question for some seed', () => {
    const seen = new Set(SEEDS.flatMap((seed) => quickQuestions('en', seed)));
    expect(seen.size).toBe(QUICK_QUESTIONS.length);
  });

  it('gives different questions for different seeds', () => {
    expect(quickQuestions('en', 0)).not.toEqual(quickQuestions('en', 1));
    expect(quickQuestions('en', -1)).not.toEqual(quickQuestions('en', 0));
  });
});

describe('suggestionsFor', () => {
  it('gives the quick questions of the seed without a location', () => {
    for (const lang of LANGS) {
      expect(suggestionsFor(null, lang, 7)).toEqual(quickQuestions(lang, 7));
      expect(suggestionsFor(undefined, lang, 7)).toEqual(quickQuestions(lang, 7));
      expect(suggestionsFor(null, lang)).toEqual(quickQuestions(lang, 0));
    }
  });

  it("gives a location's own four in the asked language, whatever the seed", () => {
    for (const location of CHATBOT_LOCATIONS) {
      for (const lang of LANGS) {
        const own = LOCATION_SUGGESTIONS[location].map((s) => s[lang]);
        expect(suggestionsFor(location, lang)).toEqual(own);
        expect(suggestionsFor(location, lang, 13)).toEqual(own);
      }
    }
  });
});
