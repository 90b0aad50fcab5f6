import type { Lang } from '@camtour/shared/constants';
import { hasUnknownMarker } from '@camtour/shared/data/chatbot-honesty';
import { LOCATION_SUGGESTIONS, QUICK_QUESTIONS } from '@camtour/shared/data/chatbot-suggestions';
import { chatUsd, plannerQuoteInput } from '@camtour/shared/domain/chat-planner';
import { generateRecommendation } from '@camtour/shared/domain/planner/generate';
import {
  CHATBOT_LOCATIONS,
  type ChatbotReply,
  type ChatContextEntry,
} from '@camtour/shared/schemas/chatbot';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, products, sessions } from '../../src/db/schema/index';
import { CHAT_MINUTE_LIMIT } from '../../src/modules/chatbot/routes';
import { SESSION_COOKIE } from '../../src/plugins/auth';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { nextIp } from '../orders/helpers';
import {
  answered,
  askBot,
  attemptsOf,
  CHATBOT,
  expectLinksExist,
  expectWellFormed,
  hasKhmer,
} from './helpers';

/** POST /api/web/view/chatbot (document 1 §7, decision 021) over HTTP on a fresh database. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

/** A visitor of an address no other test uses, so the per-IP limit never gets in the way. */
const visitor = () => new TestClient(t.baseUrl, nextIp());

async function ask(
  body: { message: string; context?: ChatContextEntry[]; location?: string | null; lang?: Lang },
  c: TestClient = visitor(),
): Promise<ChatbotReply> {
  const reply = answered(await askBot(c, body));
  expectWellFormed(reply, body.message);
  return reply;
}

const hrefs = (r: ChatbotReply) => r.links.map((l) => l.href);
const ANGKOR_WAT = '/location/detail/1';

describe('a question about a place', () => {
  it('English "Tell me about Angkor Wat": 200, in English, linking Angkor Wat in the message and the links', async () => {
    const reply = await ask({ message: 'Tell me about Angkor Wat' });
    expect(reply).toMatchObject({ lang: 'en', location: null, source: 'grounded' });
    expect(hasKhmer(reply.message)).toBe(false);
    expect(reply.links).toContainEqual({
      label: 'Angkor Wat',
      href: ANGKOR_WAT,
      kind: 'location',
    });
    expect(reply.message).toContain(`[Angkor Wat](${ANGKOR_WAT})`);
    await expectLinksExist(t, reply);
  });

  it('Khmer "ប្រាប់ខ្ញុំអំពីប្រាសាទអង្គរវត្ត": in Khmer, linking the same place under its Khmer name', async () => {
    const reply = await ask({ message: 'ប្រាប់ខ្ញុំអំពីប្រាសាទអង្គរវត្ត' });
    expect(reply).toMatchObject({ lang: 'km', source: 'grounded' });
    expect(hasKhmer(reply.message)).toBe(true);
    const link = reply.links.find((l) => l.href === ANGKOR_WAT);
    expect(link, JSON.stringify(reply.links)).toBeDefined();
    expect(hasKhmer(link!.label)).toBe(true);
    expect(reply.message).toContain(`](${ANGKOR_WAT})`);
    await expectLinksExist(t, reply);
  });

  it('answers the same question the same way every time (suggestions included)', async () => {
    const first = await ask({ message: 'Tell me about Angkor Wat' });
    const again = await ask({ message: 'Tell me about Angkor Wat' });
    expect(again).toEqual(first);
  });

  it('a follow-up is read with the question before it: "and how do I get there?" after Angkor Wat', async () => {
    const first = await ask({ message: 'Tell me about Angkor Wat' });
    const reply = await ask({
      message: 'and how do I get there?',
      context: [
        { role: 'user', content: 'Tell me about Angkor Wat' },
        { role: 'assistant', content: first.message },
      ],
    });
    expect(reply.lang).toBe('en');
    expect(reply.message).toContain('Angkor Wat');
    expect(hrefs(reply)).toContain(ANGKOR_WAT);
    // About getting there, not the same description again.
    expect(reply.message).not.toBe(first.message);
    await expectLinksExist(t, reply);
  });

  it('a question with no words of its own takes the language of the last user turn, then the page', async () => {
    const khmerTurn = await ask({
      message: '3?',
      context: [
        { role: 'user', content: 'ប្រាប់ខ្ញុំអំពីប្រាសាទអង្គរវត្ត' },
        { role: 'assistant', content: 'ប្រាសាទអង្គរវត្ត' },
      ],
    });
    expect(khmerTurn.lang).toBe('km');
    expect((await ask({ message: '3?', lang: 'km' })).lang).toBe('km');
    expect((await ask({ message: '3?' })).lang).toBe('en');
    // The question's own script wins over the page's language.
    expect((await ask({ message: 'Tell me about Angkor Wat', lang: 'km' })).lang).toBe('en');
    expect((await ask({ message: 'ប្រាប់ខ្ញុំអំពីប្រាសាទអង្គរវត្ត', lang: 'en' })).lang).toBe('km');
  });
});

describe('suggestions', () => {
  // A question that is none of the suggestions, so none of them is left out as "just asked".
  const OTHER: Record<Lang, string> = {
    en: 'Is Cambodia safe for tourists?',
    km: 'តើកម្ពុជាមានសុវត្ថិភាពសម្រាប់ភ្ញៀវទេសចរទេ?',
  };
  const cases = CHATBOT_LOCATIONS.flatMap((location) =>
    (['en', 'km'] as const).map((lang) => [location, lang] as const),
  );

  it.each(cases)(
    'location %s, asked in %s: the four suggestions of that city, in that language',
    async (location, lang) => {
      const reply = await ask({ message: OTHER[lang], location });
      expect(reply).toMatchObject({ lang, location });
      expect(reply.suggestions).toEqual(LOCATION_SUGGESTIONS[location].map((s) => s[lang]));
    },
  );

  it.each(['en', 'km'] as const)(
    'no location (absent or null), asked in %s: four of the quick questions in that language',
    async (lang) => {
      const quick = QUICK_QUESTIONS.map((q) => q[lang]);
      for (const location of [undefined, null]) {
        const reply = await ask({
          message: lang === 'en' ? 'Tell me about Angkor Wat' : 'ប្រាប់ខ្ញុំអំពីប្រាសាទអង្គរវត្ត',
          ...(location === null ? { location } : {}),
        });
        expect(reply.location).toBeNull();
        expect(reply.suggestions).toHaveLength(4);
        for (const s of reply.suggestions) expect(quick).toContain(s);
      }
    },
  );

  // Document 1 §9: "4 quick questions shown of 20; 4 suggestions per location". Quick questions
  // rotate past the one just asked; a city always shows its own four.
  it('asking one of the quick questions still shows four suggestions, without the one asked', async () => {
    const short: string[] = [];
    for (const lang of ['en', 'km'] as const) {
      for (const q of QUICK_QUESTIONS) {
        const reply = answered(await askBot(visitor(), { message: q[lang] }));
        expectWellFormed(reply, q[lang]);
        if (reply.suggestions.length !== 4) short.push(`${q[lang]} → ${reply.suggestions.length}`);
        if (reply.suggestions.includes(q[lang])) short.push(`${q[lang]} → suggested again`);
      }
    }
    expect(short).toEqual([]);
  });

  it("asking one of a city's suggestions still shows that city's four", async () => {
    const short: string[] = [];
    for (const location of CHATBOT_LOCATIONS) {
      for (const lang of ['en', 'km'] as const) {
        for (const s of LOCATION_SUGGESTIONS[location]) {
          const reply = answered(await askBot(visitor(), { message: s[lang], location }));
          expectWellFormed(reply);
          if (
            reply.suggestions.join('|') !==
            LOCATION_SUGGESTIONS[location].map((x) => x[lang]).join('|')
          )
            short.push(`${location} ${s[lang]} → ${reply.suggestions.join(' / ')}`);
        }
      }
    }
    expect(short).toEqual([]);
  });
});

describe('trip prices come from the planner', () => {
  const total = (days: number, people: number) =>
    chatUsd(generateRecommendation(plannerQuoteInput(days, people)).totalCost);

  it('"how much for 3 days in siem reap for 2 people": the planner\'s total and a link to /plan', async () => {
    const reply = await ask({ message: 'how much for 3 days in siem reap for 2 people' });
    expect(reply.message).toContain(total(3, 2));
    expect(reply.links).toContainEqual(expect.objectContaining({ href: '/plan', kind: 'page' }));
  });

  it.each<[string, Parameters<typeof plannerQuoteInput>]>([
    ['how much for a budget 2-day trip for 2 people?', [2, 2, 'budget']],
    ['luxury trip 1 day for 4 people, how much?', [1, 4, 'luxury']],
    ['how much for 2 nights for a couple', [3, 2, 'mid', 2]],
    ['how much for 10 days in siem reap', [3, 1]],
  ])('"%s": the planner total for plannerQuoteInput(%j)', async (message, input) => {
    const reply = await ask({ message });
    const expected = chatUsd(generateRecommendation(plannerQuoteInput(...input)).totalCost);
    expect(reply.message).toContain(expected);
    expect(hrefs(reply)).toContain('/plan');
  });

  it('the same in Khmer, Khmer digits included: the planner total, in a Khmer reply', async () => {
    const reply = await ask({
      message: 'ដំណើរ ៣ ថ្ងៃ សម្រាប់ ២ នាក់ នៅសៀមរាប ត្រូវការលុយប៉ុន្មាន?',
    });
    expect(reply.lang).toBe('km');
    expect(reply.message).toContain(total(3, 2));
    expect(hrefs(reply)).toContain('/plan');
  });

  it('"and for 2 people?" after a 3-day price keeps the trip and prices it for two', async () => {
    const first = await ask({ message: 'How much for 3 days in Siem Reap?' });
    expect(first.message).toContain(total(3, 1));
    const reply = await ask({
      message: 'and for 2 people?',
      context: [
        { role: 'user', content: 'How much for 3 days in Siem Reap?' },
        { role: 'assistant', content: first.message },
      ],
    });
    expect(reply.message).toContain(total(3, 2));
    expect(hrefs(reply)).toContain('/plan');
  });
});

describe('hotels and the shop, with the prices of the database', () => {
  it('"Which hotels do you recommend in Siem Reap?": hotels that exist, at their own prices', async () => {
    const reply = await ask({ message: 'Which hotels do you recommend in Siem Reap?' });
    const lines = [
      ...reply.message.matchAll(/\[([^\]]+)\]\(\/siem-reap\/hotels\/(\d+)\): from (\$[\d,.]+)/g),
    ];
    expect(lines.length, reply.message).toBeGreaterThan(0);
    const ids = lines.map((m) => Number(m[2]));
    const rows = await t.app.db.select().from(hotels).where(inArray(hotels.id, ids));
    expect(rows).toHaveLength(ids.length);
    for (const [, label, id, price] of lines) {
      const row = rows.find((r) => r.id === Number(id))!;
      expect(label).toBe(row.name_en);
      expect(price).toBe(chatUsd(row.min_price_cents / 100));
      expect(reply.links).toContainEqual({
        label,
        href: `/siem-reap/hotels/${id}`,
        kind: 'hotel',
      });
    }
    await expectLinksExist(t, reply);
  });

  it.each([
    ['en', 'do you sell tents'],
    ['km', 'តើអ្នកលក់តង់ទេ?'],
  ] as const)(
    'a product question in %s: products that exist, each at its price in the database',
    async (lang, message) => {
      const reply = await ask({ message });
      expect(reply.lang).toBe(lang);
      const lines = [
        ...reply.message.matchAll(/\[([^\]]+)\]\(\/product\/detail\/(\d+)\): (\$[\d,.]+)/g),
      ];
      expect(lines.length, reply.message).toBeGreaterThan(0);
      const ids = lines.map((m) => Number(m[2]));
      const rows = await t.app.db.select().from(products).where(inArray(products.id, ids));
      expect(rows).toHaveLength(ids.length);
      for (const [, label, id, price] of lines) {
        const row = rows.find((r) => r.id === Number(id))!;
        expect(row.status).toBe('published');
        expect(label).toBe(lang === 'en' ? row.name_en : row.name_km);
        expect(price).toBe(chatUsd(row.price_cents / 100));
        expect(reply.links).toContainEqual({
          label,
          href: `/product/detail/${id}`,
          kind: 'product',
        });
      }
      await expectLinksExist(t, reply);
    },
  );
});

describe('what it does not know, it says', () => {
  it.each([
    ['en', "what's the weather in Paris tomorrow"],
    ['en', 'what is the capital of Peru'],
    ['en', 'do you sell surfboards'],
    ['km', 'តើអ្នកលក់ទូកកាយ៉ាក់ទេ?'],
  ] as const)(
    '%s "%s": an honest "I don\'t know", and only links that exist',
    async (lang, message) => {
      const reply = await ask({ message });
      expect(reply.lang).toBe(lang);
      expect(hasUnknownMarker(reply.message, lang), reply.message).toBe(true);
      await expectLinksExist(t, reply);
    },
  );

  it('links and addresses typed into the question never become links of the answer', async () => {
    for (const message of [
      'do you sell kayaks [click here](/admin) https://evil.example/x',
      'tell me about [Angkor Wat](//evil.example) please',
      'how much for 9 days in siem reap [x](/evil)',
    ]) {
      const reply = await ask({ message });
      expect(reply.message).not.toMatch(
        /\]\((?!\/(location|siem-reap|product|plan|faq|adventure))/,
      );
      for (const href of hrefs(reply)) expect(href).not.toMatch(/^\/(admin|evil)|\/\/|https?:/);
      await expectLinksExist(t, reply);
    }
  });
});

describe('visitors and logged-in users', () => {
  const QUESTION = { message: 'Tell me about Angkor Wat' };

  it('a user with a bearer token or a session cookie gets the answer a visitor gets', async () => {
    const seen = await ask(QUESTION);
    const { email, password } = await createUser(t);
    const viaBearer = visitor();
    const login = await viaBearer.post<{ token: string }>('/api/auth/login', { email, password });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    viaBearer.bearer = login.body.data!.token;
    expect(await ask(QUESTION, viaBearer)).toEqual(seen);

    const viaCookie = visitor();
    await viaCookie.post('/api/auth/login', { email, password });
    expect(viaCookie.cookie(SESSION_COOKIE)).toBeTruthy();
    expect(await ask(QUESTION, viaCookie)).toEqual(seen);
  });

  it('a garbage or expired bearer token is no reason to refuse: answered as a visitor', async () => {
    const seen = await ask(QUESTION);
    const garbage = visitor();
    garbage.bearer = 'not-a-session-token-at-all';
    expect(await ask(QUESTION, garbage)).toEqual(seen);

    const { user, email, password } = await createUser(t);
    const expired = visitor();
    const login = await expired.post<{ token: string }>('/api/auth/login', { email, password });
    expired.bearer = login.body.data!.token;
    await t.app.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, user.id));
    expect(await ask(QUESTION, expired)).toEqual(seen);
  });

  it('an unknown session cookie: answered as a visitor, and the cookie is cleared', async () => {
    const seen = await ask(QUESTION);
    const res = await askBot(visitor(), QUESTION, {
      cookie: `${SESSION_COOKIE}=a-session-that-never-was`,
    });
    expect(answered(res)).toEqual(seen);
    expect(res.headers.getSetCookie().join('\n')).toMatch(
      new RegExp(`${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, 'i'),
    );
  });

  it("another site's page cannot ask, nor a request with our cookie but not from our page: 403", async () => {
    const c = visitor();
    const crossSite = await askBot(c, QUESTION, { origin: 'https://evil.example' });
    const noXhr = await askBot(c, QUESTION, {
      cookie: `${SESSION_COOKIE}=x`,
      'x-requested-with': 'fetch',
    });
    for (const res of [crossSite, noXhr]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ result: false, error: true, message: 'forbidden' });
    }
    expect(await attemptsOf(t, CHAT_MINUTE_LIMIT, c.ip!)).toBe(0);
  });
});
describe('the API document', () => {
  it('lists POST /api/web/view/chatbot with its body and its 200 answer', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const op = doc.paths[CHATBOT]?.post;
    expect(op).toBeDefined();
    expect(op!.tags).toEqual(['chatbot']);
    expect(JSON.stringify(op!.requestBody)).toContain('"message"');
    expect(Object.keys(op!.responses as object)).toContain('200');
  });
});
