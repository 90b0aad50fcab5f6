import { describe, expect, it } from 'vitest';
import { RIEL_PER_DOLLAR } from '../constants';
import { DELIVERY_RULES, TAX_PERCENT } from '../domain/checkout';
import { KHQR_EXPIRY_MS } from '../domain/khqr';
import { ORDER_STATUSES, customerCanCancel } from '../domain/orders';
import {
  PLANNER_BUDGET_MIN,
  TEMPLE_PASS_ONE_DAY_CENTS,
  TEMPLE_PASS_THREE_DAY_CENTS,
} from '../domain/planner/prices';
import { FAQ, FAQ_GROUPS, type FaqEntry } from './faq';

/** Our own pages an answer may point to (the canonical paths, plus the /forgot-password alias). */
const ALLOWED_LINKS = [
  '/plan',
  '/siem-reap/hotels',
  '/product',
  '/adventure',
  '/orders',
  '/forgot-password',
  '/checkout',
  '/siem-reap',
  '/about-us',
  '/favorites',
];

const KHMER = /[\u1780-\u17FF]/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Five or more Latin words in a row: English left in a Khmer text (brand names are shorter). */
const LATIN_RUN = /[A-Za-z][\w&'’-]*(?:[\s,]+[A-Za-z][\w&'’-]*){4,}/;

/** English sentences: split after . ! ? when a new sentence starts. */
const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+(?=["“(A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean);

const khmerSentenceCount = (text: string): number =>
  text.split(/[។?]/).filter((part) => part.trim().length > 0).length;

const entry = (id: string): FaqEntry => {
  const found = FAQ.find((e) => e.id === id);
  if (!found) throw new Error(`no FAQ entry ${id}`);
  return found;
};

const dollars = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

describe('FAQ', () => {
  it('has at least 48 entries', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(48);
  });

  it('has unique, kebab-case ids', () => {
    const ids = FAQ.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id, id).toMatch(KEBAB);
  });

  it('has no two entries asking the same question', () => {
    for (const lang of ['en', 'km'] as const) {
      const questions = FAQ.map((e) => e.question[lang].trim().toLowerCase());
      expect(new Set(questions).size).toBe(questions.length);
    }
  });

  it('uses only known groups, and every group has at least 3 entries', () => {
    const groups: readonly string[] = FAQ_GROUPS;
    for (const e of FAQ) expect(groups, e.id).toContain(e.group);
    for (const group of FAQ_GROUPS) {
      expect(FAQ.filter((e) => e.group === group).length, group).toBeGreaterThanOrEqual(3);
    }
  });

  describe.each(FAQ.map((e) => [e.id, e] as const))('%s', (_id, e) => {
    it('has a question and an answer in both languages', () => {
      for (const lang of ['en', 'km'] as const) {
        expect(e.question[lang].trim()).not.toBe('');
        expect(e.answer[lang].trim()).not.toBe('');
      }
    });

    it('asks a question in English and answers in 1 to 4 sentences', () => {
      expect(e.question.en.trim()).toMatch(/\?$/);
      const count = sentences(e.answer.en).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(4);
    });

    it('is written in Khmer, with Khmer punctuation and no English sentence left in', () => {
      const { km: question } = e.question;
      const { km: answer } = e.answer;
      expect(question).toMatch(KHMER);
      expect(answer).toMatch(KHMER);
      expect(question.trim()).toMatch(/\?$/);
      expect(answer.trim()).toMatch(/។$/);
      // A full stop followed by a space or the end is an English sentence end, not Khmer.
      expect(answer).not.toMatch(/\.(\s|$)/);
      const count = khmerSentenceCount(answer);
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(4);
      for (const text of [question, answer]) {
        expect(text).not.toMatch(LATIN_RUN);
        const lower = text.toLowerCase();
        for (const sentence of [...sentences(e.question.en), ...sentences(e.answer.en)]) {
          if (sentence.split(/\s+/).length < 3) continue;
          expect(lower, sentence).not.toContain(sentence.toLowerCase());
        }
      }
    });

    it('answers differently in English and Khmer', () => {
      expect(e.answer.km.trim()).not.toBe(e.answer.en.trim());
      expect(e.question.km.trim()).not.toBe(e.question.en.trim());
    });

    it('has search keywords in both languages', () => {
      expect(e.keywords.en.length).toBeGreaterThan(0);
      expect(e.keywords.km.length).toBeGreaterThan(0);
      for (const keyword of [...e.keywords.en, ...e.keywords.km]) {
        expect(keyword.trim()).not.toBe('');
      }
      expect(e.keywords.km.some((keyword) => KHMER.test(keyword))).toBe(true);
    });

    it('links only to our own existing pages', () => {
      expect(new Set(e.links).size).toBe(e.links.length);
      for (const link of e.links) {
        expect(link.startsWith('/')).toBe(true);
        expect(ALLOWED_LINKS).toContain(link);
      }
    });
  });
});

/** The product answers quote the shared rules: when a rule changes, its answer must change too. */
describe('FAQ facts agree with the shared rules', () => {
  const both = (id: string) => [entry(id).answer.en, entry(id).answer.km];

  it('quotes each delivery fee', () => {
    const [en, km] = both('delivery-options');
    for (const rule of Object.values(DELIVERY_RULES)) {
      expect(en).toContain(`US$${dollars(rule.fee_cents)}`);
      expect(km).toContain(`${dollars(rule.fee_cents)} ដុល្លារ`);
    }
  });

  it('quotes the tax rate', () => {
    for (const text of both('tax-and-total')) expect(text).toContain(`${TAX_PERCENT}%`);
  });

  it('quotes the riel rate', () => {
    const rate = RIEL_PER_DOLLAR.toLocaleString('en-US');
    for (const id of ['pay-in-riel', 'which-currency']) {
      for (const text of both(id)) expect(text).toContain(rate);
    }
  });

  it('quotes how long a KHQR code can be paid', () => {
    const minutes = KHQR_EXPIRY_MS / 60_000;
    for (const id of ['pay-with-khqr', 'khqr-payment-problems', 'stock-limits']) {
      const [en, km] = both(id);
      expect(en).toContain(`${minutes} minutes`);
      expect(km).toContain(`${minutes} នាទី`);
    }
  });

  it('quotes the planner minimum budget', () => {
    const [en, km] = both('trip-budget');
    expect(en).toContain(`US$${PLANNER_BUDGET_MIN}`);
    expect(km).toContain(`${PLANNER_BUDGET_MIN} ដុល្លារ`);
  });

  it('quotes the Angkor Pass prices the planner uses', () => {
    const [en, km] = both('angkor-pass-prices');
    for (const cents of [TEMPLE_PASS_ONE_DAY_CENTS, TEMPLE_PASS_THREE_DAY_CENTS]) {
      expect(en).toContain(`US$${dollars(cents)}`);
      expect(km).toContain(`${dollars(cents)} ដុល្លារ`);
    }
  });

  it('offers cancelling exactly while the order is pending', () => {
    expect(ORDER_STATUSES.filter(customerCanCancel)).toEqual(['pending']);
    expect(entry('cancel-order').answer.en).toContain('Pending');
  });
});
