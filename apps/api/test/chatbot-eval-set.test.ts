/**
 * The chatbot's evaluation set, checked as data (issue 15 part 6): big enough, balanced between
 * the languages, covering every suggested question, and right about our content, so that a wrong
 * answer in `npm run eval:chatbot` is the engine's fault and never the set's.
 */
import { UNKNOWN_MARKERS } from '@camtour/shared/data/chatbot-honesty';
import { LOCATION_SUGGESTIONS, QUICK_QUESTIONS } from '@camtour/shared/data/chatbot-suggestions';
import { FAQ } from '@camtour/shared/data/faq';
import type { Lang } from '@camtour/shared/constants';
import { PARTY_SIZE_MAX, PARTY_SIZE_MIN } from '@camtour/shared/domain/planner/prices';
import { ChatbotRequestSchema, type ChatbotReply } from '@camtour/shared/schemas/chatbot';
import { describe, expect, it } from 'vitest';
import hotelRows from '../src/db/seed/data/hotels.json';
import locationRows from '../src/db/seed/data/locations.json';
import productRows from '../src/db/seed/data/products.json';
import { checkReply, hrefTarget, namesAmount, normalise } from '../eval/chatbot-eval-check';
import {
  EVAL_CASES,
  EVAL_TAGS,
  type EvalCase,
  faq,
  place,
  product,
} from '../eval/chatbot-eval-set';

const KHMER = /[\u1780-\u17FF]/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const byLang = (lang: Lang) => EVAL_CASES.filter((c) => c.lang === lang);
const tagged = (tag: EvalCase['tags'][number]) => EVAL_CASES.filter((c) => c.tags.includes(tag));
const expectedHrefs = (c: EvalCase) => [
  ...(c.expect.links_any ?? []),
  ...(c.expect.links_all ?? []),
  ...(c.expect.links_min?.of ?? []),
];

/** What our data says behind an href, in one language: what a grounded answer can quote. */
function sourceText(href: string, lang: Lang): string {
  const faqId = /^\/faq#(.+)$/.exec(href)?.[1];
  if (faqId) {
    const f = FAQ.find((e) => e.id === faqId)!;
    return `${f.question[lang]} ${f.answer[lang]}`;
  }
  const target = hrefTarget(href);
  if (target.kind !== 'api') return '';
  const i = target.id - 1;
  if (target.entity === 'location') {
    const l = locationRows[i]!;
    return lang === 'en'
      ? `${l.name_en} ${l.short_description_en} ${l.description_en}`
      : `${l.name_km} ${l.short_description_km} ${l.description_km}`;
  }
  if (target.entity === 'hotel') {
    const h = hotelRows[i]!;
    return lang === 'en' ? `${h.name_en} ${h.description_en}` : `${h.name_km} ${h.description_km}`;
  }
  const p = productRows[i]!;
  return `${lang === 'en' ? p.name_en : p.name_km} ${p.price}`;
}

describe('the chatbot evaluation set', () => {
  it('has at least 70 cases, half English and half Khmer', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(70);
    expect(Math.abs(byLang('en').length - byLang('km').length)).toBeLessThanOrEqual(2);
  });

  it('has unique kebab-case ids that start with the language', () => {
    const ids = EVAL_CASES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of EVAL_CASES) {
      expect(c.id, c.id).toMatch(KEBAB);
      expect(c.id.startsWith(`${c.lang}-`), c.id).toBe(true);
    }
  });

  it('asks no question twice in the same situation', () => {
    const keys = EVAL_CASES.map((c) =>
      JSON.stringify([c.lang, c.message, c.location ?? null, c.context ?? [], c.page_lang]),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('writes each question in its language', () => {
    for (const c of byLang('km')) expect(c.message, c.id).toMatch(KHMER);
    for (const c of byLang('en')) expect(c.message, c.id).not.toMatch(KHMER);
  });

  it('sends only requests the endpoint accepts', () => {
    for (const c of EVAL_CASES) {
      const parsed = ChatbotRequestSchema.safeParse({
        message: c.message,
        context: c.context ?? [],
        location: c.location ?? null,
        ...(c.page_lang ? { lang: c.page_lang } : {}),
      });
      expect(parsed.success, c.id).toBe(true);
    }
  });

  it('contains every quick question and every city suggestion, in its language', () => {
    const asked = (lang: Lang, message: string) =>
      EVAL_CASES.some((c) => c.lang === lang && c.message === message);
    for (const q of QUICK_QUESTIONS) {
      expect(asked('en', q.en), q.en).toBe(true);
      expect(asked('km', q.km), q.km).toBe(true);
    }
    for (const list of Object.values(LOCATION_SUGGESTIONS))
      for (const s of list) {
        expect(asked('en', s.en), s.en).toBe(true);
        expect(asked('km', s.km), s.km).toBe(true);
      }
  });

  it('tags the quick questions and city suggestions as such', () => {
    const quick = new Set(QUICK_QUESTIONS.flatMap((q) => [q.en, q.km]));
    const city = new Set(
      Object.values(LOCATION_SUGGESTIONS).flatMap((l) => l.flatMap((s) => [s.en, s.km])),
    );
    for (const c of EVAL_CASES) {
      expect(c.tags.includes('quick'), c.id).toBe(quick.has(c.message));
      if (c.tags.includes('suggestion')) expect(city.has(c.message), c.id).toBe(true);
    }
  });

  it('has enough of the hard kinds: unknown, follow-ups, typos, the city on the page', () => {
    expect(tagged('unknown').length).toBeGreaterThanOrEqual(6);
    expect(tagged('follow-up').length).toBeGreaterThanOrEqual(6);
    expect(tagged('typo').length).toBeGreaterThanOrEqual(6);
    expect(tagged('location-context').length).toBeGreaterThanOrEqual(4);
    expect(tagged('planner').length).toBeGreaterThanOrEqual(6);
    expect(tagged('shop').length).toBeGreaterThanOrEqual(10);
    for (const lang of ['en', 'km'] as const) {
      expect(byLang(lang).filter((c) => c.tags.includes('unknown')).length).toBeGreaterThanOrEqual(
        3,
      );
      expect(
        byLang(lang).filter((c) => c.tags.includes('follow-up')).length,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps tags and expectations consistent', () => {
    for (const c of EVAL_CASES) {
      for (const tag of c.tags) expect(EVAL_TAGS, c.id).toContain(tag);
      expect(c.tags.includes('follow-up'), c.id).toBe((c.context?.length ?? 0) > 0);
      expect(c.tags.includes('unknown'), c.id).toBe(c.expect.unknown === true);
      if (c.expect.price_from_planner) expect(c.tags, c.id).toContain('planner');
      if (c.tags.includes('location-context')) expect(c.location, c.id).toBeTruthy();
      // Every case expects something beyond the reply's language.
      expect(Object.keys(c.expect).length, c.id).toBeGreaterThan(0);
    }
  });

  it('prices only trips the planner makes', () => {
    for (const c of tagged('planner')) {
      const p = c.expect.price_from_planner!;
      expect([1, 2, 3], c.id).toContain(p.days);
      expect(p.party_size, c.id).toBeGreaterThanOrEqual(PARTY_SIZE_MIN);
      expect(p.party_size, c.id).toBeLessThanOrEqual(PARTY_SIZE_MAX);
      // The trip planner is where the traveller goes from a price.
      expect(c.expect.links_all, c.id).toContain('/plan');
    }
  });

  it('expects only links to pages and rows that exist', () => {
    const rows = { location: locationRows, hotel: hotelRows, product: productRows };
    for (const c of EVAL_CASES)
      for (const href of expectedHrefs(c)) {
        const target = hrefTarget(href);
        expect(target.kind, `${c.id}: ${href}`).not.toBe('missing');
        if (target.kind === 'api')
          expect(target.id, `${c.id}: ${href}`).toBeLessThanOrEqual(rows[target.entity].length);
      }
  });

  it('expects only facts our data holds behind the links it expects', () => {
    // An answer grounded in the expected pages can say what the case asks for: a fact that is
    // nowhere in our data would be a test of invention, not of the chatbot.
    for (const c of EVAL_CASES) {
      if (c.expect.unknown || !c.expect.text_all) continue;
      const sources = normalise(
        expectedHrefs(c)
          .map((h) => sourceText(h, c.lang))
          .join(' \n '),
      );
      for (const item of c.expect.text_all) {
        const alts = typeof item === 'string' ? [item] : item;
        expect(
          alts.some((a) => sources.includes(normalise(a))),
          `${c.id}: ${JSON.stringify(item)}`,
        ).toBe(true);
      }
    }
  });

  it('names seed rows by their place in the seed files', () => {
    expect(place('angkor-wat')).toBe('/location/detail/1');
    expect(product('CT-TEN-001')).toBe('/product/detail/1');
    expect(faq('tuk-tuk-fares')).toBe('/faq#tuk-tuk-fares');
    expect(() => place('koh-ker')).toThrow();
    expect(() => faq('no-such-entry')).toThrow();
  });
});

describe('the evaluation checks', () => {
  const reply = (over: Partial<ChatbotReply>): ChatbotReply => ({
    message: '',
    suggestions: [],
    links: [],
    lang: 'en',
    location: null,
    source: 'grounded',
    ...over,
  });
  const caseOf = (over: Partial<EvalCase>): EvalCase => ({
    id: 'en-x',
    lang: 'en',
    message: 'x',
    tags: [],
    expect: {},
    ...over,
  });

  it('compares text without case, Khmer digits, dashes or thousands separators', () => {
    expect(normalise('US$1–3, ៤ ០០០ riel, 4,000 Riel')).toBe('us$1-3, 4000 riel, 4000 riel');
    expect(normalise('I Don’t know')).toBe("i don't know");
  });

  it('finds a dollar amount only as a whole number', () => {
    expect(namesAmount('About $1,234.50 for two', 1234.5)).toBe(true);
    expect(namesAmount('ប្រហែល 614.50 ដុល្លារ', 614.5)).toBe(true);
    expect(namesAmount('$614', 614)).toBe(true);
    expect(namesAmount('$614.00', 614)).toBe(true);
    expect(namesAmount('$1614.50', 614.5)).toBe(false);
    expect(namesAmount('$614.55', 614.5)).toBe(false);
    expect(namesAmount('$614.5', 614)).toBe(false);
  });

  it('knows which hrefs are ours', () => {
    expect(hrefTarget('/faq#tuk-tuk-fares').kind).toBe('known');
    expect(hrefTarget('/faq#made-up').kind).toBe('missing');
    expect(hrefTarget('/siem-reap/hotels?max_price=30').kind).toBe('known');
    expect(hrefTarget('/product/category/camping-tents').kind).toBe('known');
    expect(hrefTarget('/surfboards').kind).toBe('missing');
    expect(hrefTarget('/location/detail/3')).toMatchObject({
      kind: 'api',
      path: '/api/web/view/location/detail/3',
    });
    expect(hrefTarget('/siem-reap/hotels/2')).toMatchObject({
      path: '/api/web/view/hotels/siemreap/2',
    });
    expect(hrefTarget('/product/detail/4')).toMatchObject({ path: '/api/web/view/product/4' });
  });

  it('holds every reply to the shared rules', () => {
    const c = caseOf({});
    expect(checkReply(c, { reply: reply({ message: 'Hello' }) })).toEqual([]);
    expect(checkReply(c, { reply: reply({ message: 'Hello', lang: 'km' }) })).toHaveLength(1);
    expect(checkReply(c, { reply: reply({ message: 'Hello', source: 'llm' }) })).toHaveLength(1);
    expect(checkReply(c, { reply: reply({ message: 'See [Kulen](/location/detail/6)' }) })).toEqual(
      ['message links /location/detail/6, which is not in links'],
    );
    expect(checkReply(c, { reply: reply({ message: 'Costs $undefined' }) })).toHaveLength(1);
    // "I don't know" is wrong where our data has the answer.
    expect(checkReply(c, { reply: reply({ message: "I don't know that one." }) })).toEqual([
      'says it does not know, but our data answers this',
    ]);
  });

  it('accepts an honest "I don\'t know" only with something offered instead', () => {
    const c = caseOf({ expect: { unknown: true } });
    const honest = `${UNKNOWN_MARKERS.en[0]} the weather in Paris.`;
    expect(
      checkReply(c, { reply: reply({ message: honest, suggestions: ['Best time?'] }) }),
    ).toEqual([]);
    expect(checkReply(c, { reply: reply({ message: honest }) })).toHaveLength(1);
    expect(
      checkReply(c, { reply: reply({ message: 'Sunny, 21 °C.', suggestions: ['x'] }) }),
    ).toHaveLength(1);
    const km = caseOf({ lang: 'km', expect: { unknown: true } });
    const kmReply = reply({
      lang: 'km',
      message: `${UNKNOWN_MARKERS.km[1]}ទេ។`,
      suggestions: ['x'],
    });
    expect(checkReply(km, { reply: kmReply })).toEqual([]);
  });

  it('checks links, text and the planner total', () => {
    const c = caseOf({
      expect: {
        links_all: ['/plan'],
        links_min: { of: ['/location/detail/1', '/location/detail/2'], count: 2 },
        links_none: ['/siem-reap/hotels/'],
        text_all: ['amok', ['lok lak', 'num banh chok']],
        text_none: ['°'],
        price_from_planner: { days: 3, party_size: 1 },
      },
    });
    const links = ['/plan', '/location/detail/1', '/location/detail/2'].map((href) => ({
      href,
      label: href,
      kind: 'page' as const,
    }));
    const good = reply({ message: 'Amok and num banh chok, about $123.45', links });
    expect(checkReply(c, { reply: good, plannerTotal: 123.45 })).toEqual([]);
    const bad = reply({
      message: 'Lok lak, 30 °C, $99',
      links: [{ href: '/siem-reap/hotels/1', label: 'x', kind: 'hotel' }],
    });
    expect(checkReply(c, { reply: bad, plannerTotal: 123.45 })).toHaveLength(6);
  });
});
