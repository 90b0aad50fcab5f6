import {
  ChatbotRequestSchema,
  type ChatbotReply,
  type ChatbotRequest,
} from '@camtour/shared/schemas/chatbot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createChatbotService } from '../../src/modules/chatbot/chatbot-service';
import { CHAT_MINUTE_LIMIT } from '../../src/modules/chatbot/routes';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { nextIp } from '../orders/helpers';
import {
  completion,
  says,
  sendJson,
  startFakeLlm,
  type FakeLlm,
  type LlmBehaviour,
} from './fake-llm';
import { answered, askBot, expectWellFormed, insertAttempts } from './helpers';

/**
 * D10: with LLM_BASE_URL, LLM_API_KEY and LLM_MODEL set, the grounded answer is handed to an
 * OpenAI-compatible model to phrase; what comes back is checked, and anything wrong with it (an
 * error, garbage, the wrong language, a slow model) sends the grounded answer instead. A fake
 * model on 127.0.0.1 stands in for the service.
 */
const KEY = 'sk-camtour-test-key';
const MODEL = 'camtour-test-model';
const SLOW_TIMEOUT_MS = 500;

let llm: FakeLlm;
/** The app with the model and the default timeout, and one with a short timeout. */
let t: TestApp;
let slow: TestApp;
beforeAll(async () => {
  llm = await startFakeLlm();
  const env = {
    TRUST_PROXY: 'true',
    // A trailing slash, as people write it: the app must not ask for "/v1//chat/completions".
    LLM_BASE_URL: `${llm.baseUrl}/`,
    LLM_API_KEY: KEY,
    LLM_MODEL: MODEL,
  };
  t = await startTestApp({ env });
  slow = await startTestApp({
    env: { ...env, LLM_TIMEOUT_MS: String(SLOW_TIMEOUT_MS) },
    sameDatabaseAs: t,
  });
});
afterAll(async () => {
  await slow?.close();
  await t?.close();
  await llm?.close();
});

const ANGKOR = { message: 'Tell me about Angkor Wat' };
const ANGKOR_KM = { message: 'ប្រាប់ខ្ញុំអំពីប្រាសាទអង្គរវត្ត' };
const ANGKOR_WAT = '/location/detail/1';

/** The reply the app sends without a model: the same service on the same database. */
const groundedOf = (body: ChatbotRequest) =>
  createChatbotService({ db: t.app.db }).answer(ChatbotRequestSchema.parse(body));

async function ask(body: ChatbotRequest, app: TestApp = t): Promise<ChatbotReply> {
  const reply = answered(await askBot(new TestClient(app.baseUrl, nextIp()), body));
  expectWellFormed(reply, body.message);
  return reply;
}

interface Sent {
  model: string;
  messages: { role: string; content: string }[];
}

describe('a model that phrases the answer well', () => {
  it('is asked at LLM_BASE_URL/chat/completions with the key, the model and the grounded answer; its phrasing goes out, made safe', async () => {
    const grounded = await groundedOf(ANGKOR);
    expect(grounded.links.map((l) => l.href)).toEqual([ANGKOR_WAT]);
    llm.behave(
      says(
        'Angkor Wat is the largest religious monument on earth: see [Angkor Wat](/location/detail/1). ' +
          'Book a guide on [our admin page](/admin/bookings) or https://evil.example/tours today.',
      ),
    );
    const reply = await ask(ANGKOR);

    expect(llm.calls).toHaveLength(1);
    const call = llm.calls[0]!;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(call.headers['content-type']).toMatch(/^application\/json/);
    const sent = call.body as Sent;
    expect(sent.model).toBe(MODEL);
    expect(sent.messages[0]!.role).toBe('system');
    const last = sent.messages.at(-1)!;
    expect(last.role).toBe('user');
    expect(last.content).toContain(ANGKOR.message);
    expect(last.content).toContain(grounded.message);
    expect(last.content).toContain(ANGKOR_WAT);

    expect(reply).toEqual({
      ...grounded,
      source: 'llm',
      // The link it was given is kept, the one it made up is only words, the address is gone.
      message:
        'Angkor Wat is the largest religious monument on earth: see [Angkor Wat](/location/detail/1). ' +
        'Book a guide on our admin page or today.',
      links: [{ label: 'Angkor Wat', href: ANGKOR_WAT, kind: 'location' }],
    });
    for (const link of reply.links) expect(grounded.links).toContainEqual(link);
  });

  it('in Khmer: a Khmer phrasing of a Khmer question is sent as written', async () => {
    const grounded = await groundedOf(ANGKOR_KM);
    const phrased = '[ប្រាសាទអង្គរវត្ត](/location/detail/1) ជាសំណង់សាសនាធំជាងគេបំផុតលើពិភពលោក នៅសៀមរាប។';
    llm.behave(says(phrased));
    const reply = await ask(ANGKOR_KM);
    expect(reply).toEqual({
      ...grounded,
      source: 'llm',
      message: phrased,
      links: grounded.links.filter((l) => l.href === ANGKOR_WAT),
    });
    expect((llm.calls[0]!.body as Sent).messages.at(-1)!.content).toContain(grounded.message);
  });

  it('the last 6 turns of the context go to the model, in order, before the question', async () => {
    const context = Array.from({ length: 8 }, (_, i) => ({
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      content: `turn ${i} about Angkor Wat`,
    }));
    llm.behave(says('Angkor Wat is well worth a visit.'));
    const reply = await ask({ ...ANGKOR, context });
    expect(reply.source).toBe('llm');
    const { messages } = llm.calls[0]!.body as Sent;
    expect(messages.map((m) => m.role)).toEqual([
      'system',
      ...context.slice(-6).map((e) => e.role),
      'user',
    ]);
    expect(messages.slice(1, -1)).toEqual(context.slice(-6));
  });

  it.each([
    ['Angkor Wat (https://evil.example/a) is great.', 'Angkor Wat ( is great.'],
    ['Angkor Wat <HTTP://EVIL.EXAMPLE/A> is great.', 'Angkor Wat < is great.'],
    ['Angkor Wat, see www.evil.example/a for more.', 'Angkor Wat, see for more.'],
    ['See [Angkor Wat](https://evil.example/a) today.', 'See Angkor Wat today.'],
    ['See [Angkor Wat](//evil.example/a) today.', 'See Angkor Wat today.'],
    ['See [Angkor Wat](/location/detail/1?from=model) today.', 'See Angkor Wat today.'],
  ])('web addresses and links elsewhere are dropped: %j', async (phrased, sent) => {
    llm.behave(says(phrased));
    const reply = await ask(ANGKOR);
    expect(reply).toMatchObject({ source: 'llm', message: sent, links: [] });
  });

  it('a phrasing that names none of the links: the reply lists none', async () => {
    llm.behave(says('Angkor Wat is the largest religious monument on earth.'));
    const reply = await ask(ANGKOR);
    expect(reply).toMatchObject({
      source: 'llm',
      message: 'Angkor Wat is the largest religious monument on earth.',
      links: [],
    });
  });
});

describe('a model that fails: the grounded answer goes out', () => {
  const html: LlmBehaviour = (_c, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>502</body></html>');
  it.each<[string, LlmBehaviour]>([
    ['an HTML page', html],
    ['JSON cut short', (_c, res) => sendJson(res, 200, '{"choices": [{"message": {"con')],
    ['JSON without choices', (_c, res) => sendJson(res, 200, { object: 'error' })],
    ['no choice at all', (_c, res) => sendJson(res, 200, { ...completion('x'), choices: [] })],
    ['a null content', says(null)],
    ['a blank content', says(' \n\t ')],
    ['content parts instead of a text', says([{ type: 'text', text: 'Angkor Wat is great.' }])],
    ['only a web address', says('https://evil.example/angkor-wat')],
    ['an answer over 4000 characters', says('Angkor Wat is great. '.repeat(200))],
    ['a 500 with a good answer in it', (_c, res) => sendJson(res, 500, completion('Angkor Wat.'))],
    ['a 401', (_c, res) => sendJson(res, 401, { error: { message: 'bad key' } })],
    ['a 429', (_c, res) => sendJson(res, 429, { error: { message: 'slow down' } })],
    ['a dropped connection', (_c, res) => res.socket?.destroy()],
  ])('%s', async (_name, behaviour) => {
    llm.behave(behaviour);
    const reply = await ask(ANGKOR);
    expect(llm.calls).toHaveLength(1);
    expect(reply).toEqual(await groundedOf(ANGKOR));
    expect(reply.source).toBe('grounded');
  });

  it('an English phrasing of a Khmer question, or a Khmer one of an English question', async () => {
    llm.behave(says('Angkor Wat is the largest religious monument on earth.'));
    const km = await ask(ANGKOR_KM);
    expect(km).toEqual(await groundedOf(ANGKOR_KM));
    expect(km.lang).toBe('km');

    llm.behave(says('ប្រាសាទអង្គរវត្តជាសំណង់សាសនាធំជាងគេបំផុតលើពិភពលោក។'));
    const en = await ask(ANGKOR);
    expect(en).toEqual(await groundedOf(ANGKOR));
    expect(en.lang).toBe('en');
  });
});

describe(`a slow model: after LLM_TIMEOUT_MS (${SLOW_TIMEOUT_MS} ms here) the grounded answer goes out`, () => {
  const hangs: LlmBehaviour = () => undefined;
  const answersLate: LlmBehaviour = (_c, res) => {
    setTimeout(() => sendJson(res, 200, completion('Angkor Wat, at last.')), 10_000).unref();
  };
  const stallsMidBody: LlmBehaviour = (_c, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"choices": [{"message": {"content": "Angkor Wat');
  };

  it.each<[string, LlmBehaviour]>([
    ['a model that never answers', hangs],
    ['a model that answers after 10 s', answersLate],
    ['a model that sends its headers, then stalls in the body', stallsMidBody],
  ])('%s', async (_name, behaviour) => {
    // What a question costs here when the model fails at once (a loaded machine is slow).
    llm.behave((_c, res) => sendJson(res, 500, {}));
    let start = performance.now();
    await ask(ANGKOR, slow);
    const baseline = performance.now() - start;

    llm.behave(behaviour);
    start = performance.now();
    const reply = await ask(ANGKOR, slow);
    const took = performance.now() - start;
    expect(llm.calls).toHaveLength(1);
    expect(reply).toEqual(await groundedOf(ANGKOR));
    // It waited for the model, and no longer than the timeout (plus what a question costs).
    expect(took).toBeGreaterThanOrEqual(SLOW_TIMEOUT_MS - 20);
    expect(took, `baseline ${Math.round(baseline)} ms`).toBeLessThan(
      SLOW_TIMEOUT_MS + 1000 + baseline,
    );
  });
});

describe('what never reaches the model', () => {
  it('a question refused for bad input or over the limit', async () => {
    llm.behave(says('Angkor Wat is great.'));
    const c = new TestClient(t.baseUrl, nextIp());
    expect((await askBot(c, { message: '   ' })).status).toBe(400);
    expect((await askBot(c, { ...ANGKOR, model: 'gpt-9' })).status).toBe(400);
    await insertAttempts(t, CHAT_MINUTE_LIMIT, c.ip!, CHAT_MINUTE_LIMIT.max, 1000);
    expect((await askBot(c, ANGKOR)).status).toBe(429);
    expect(llm.calls).toHaveLength(0);
  });
});

describe('configuration (D10: all three or none)', () => {
  const LLM = { LLM_BASE_URL: 'https://llm.example/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm' };
  const NEEDS_ALL =
    'LLM_BASE_URL: the chatbot model needs LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together';

  function problemsOf(env: Record<string, string>): string[] {
    try {
      loadConfig(env);
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
    return [];
  }

  it('only LLM_BASE_URL, or any two of the three: loadConfig throws, naming the rule', () => {
    expect(() => loadConfig({ LLM_BASE_URL: LLM.LLM_BASE_URL })).toThrow(ConfigError);
    expect(problemsOf({ LLM_BASE_URL: LLM.LLM_BASE_URL })).toEqual([NEEDS_ALL]);
    expect(problemsOf({ LLM_API_KEY: 'k' })).toEqual([NEEDS_ALL]);
    expect(problemsOf({ LLM_MODEL: 'm' })).toEqual([NEEDS_ALL]);
    for (const missing of Object.keys(LLM)) {
      const two = Object.fromEntries(Object.entries(LLM).filter(([k]) => k !== missing));
      expect(problemsOf(two), missing).toEqual([NEEDS_ALL]);
    }
  });

  it('all three, or none: accepted; the base URL without its trailing slash; 2.5 s by default', () => {
    expect(loadConfig({})).toMatchObject({ LLM_TIMEOUT_MS: 2500 });
    expect(loadConfig({}).LLM_BASE_URL).toBeUndefined();
    expect(loadConfig({ ...LLM, LLM_BASE_URL: 'https://llm.example/v1//' })).toMatchObject({
      ...LLM,
      LLM_TIMEOUT_MS: 2500,
    });
  });

  it('refuses a base URL that is not http(s), and a timeout outside 100 to 2800 ms', () => {
    expect(problemsOf({ ...LLM, LLM_BASE_URL: 'ftp://llm.example' })[0]).toMatch(/^LLM_BASE_URL:/);
    expect(problemsOf({ ...LLM, LLM_BASE_URL: 'not a url' })[0]).toMatch(/^LLM_BASE_URL:/);
    for (const bad of ['99', '2801', 'soon', '1.5'])
      expect(problemsOf({ ...LLM, LLM_TIMEOUT_MS: bad })[0], bad).toMatch(/^LLM_TIMEOUT_MS:/);
    expect(loadConfig({ ...LLM, LLM_TIMEOUT_MS: '2800' }).LLM_TIMEOUT_MS).toBe(2800);
    expect(loadConfig({ ...LLM, LLM_TIMEOUT_MS: '100' }).LLM_TIMEOUT_MS).toBe(100);
  });
});
