import { FEEDBACK_PER_HOUR } from '@camtour/shared/schemas/feedback';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts, sessions, users } from '../../src/db/schema/index';
import { FEEDBACK_LIMIT } from '../../src/modules/feedback/feedback-service';
import { SESSION_COOKIE } from '../../src/plugins/auth';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { nextIp } from '../orders/helpers';
import {
  attemptsOf,
  COMMENT,
  FEEDBACK,
  feedbackCount,
  sendFeedback,
  storedFeedback,
} from './helpers';

/** POST /api/web/feedback (document 1 §3, §5, §7, §8; D11), over HTTP on a fresh database. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

/** A visitor of an address no other test uses. */
const visitor = () => new TestClient(t.baseUrl, nextIp());

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/140.0';

async function loggedIn(c: TestClient, via: 'bearer' | 'cookie') {
  const { email, password, user } = await createUser(t);
  const login = await c.post<{ token: string }>('/api/auth/login', { email, password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  if (via === 'bearer') c.bearer = login.body.data!.token;
  else expect(c.cookie(SESSION_COOKIE)).toBeTruthy();
  return user;
}

describe('a visitor', () => {
  it('sends feedback: 201 feedback-sent with the id; comment trimmed, page, header user agent, no user', async () => {
    const res = await sendFeedback(
      visitor(),
      { comment: `  ${COMMENT}\n`, page: 'about', timestamp: new Date().toISOString() },
      { 'user-agent': BROWSER },
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      result: true,
      error: false,
      message: 'feedback-sent',
      data: { id: expect.any(Number) as number },
    });
    const row = await storedFeedback(t, res.body.data!.id);
    expect(row).toMatchObject({
      comment: COMMENT,
      page: 'about',
      user_agent: BROWSER,
      user_id: null,
      read_at: null,
    });
    expect(Date.now() - row!.created_at.getTime()).toBeLessThan(60_000);
  });

  it("stores the page's own user agent when it sends one, and 'about' when no page is named", async () => {
    const res = await sendFeedback(
      visitor(),
      { comment: COMMENT, user_agent: 'CamTour web (Safari 18)' },
      { 'user-agent': BROWSER },
    );
    expect(res.status).toBe(201);
    expect(await storedFeedback(t, res.body.data!.id)).toMatchObject({
      page: 'about',
      user_agent: 'CamTour web (Safari 18)',
    });
  });

  it('cuts a long User-Agent header to 512 characters, and stores none when there is none', async () => {
    const long = `Mozilla/5.0 ${'x'.repeat(700)}`;
    const cut = await sendFeedback(visitor(), { comment: COMMENT }, { 'user-agent': long });
    expect(cut.status).toBe(201);
    expect((await storedFeedback(t, cut.body.data!.id))!.user_agent).toBe(long.slice(0, 512));

    // An empty header and a blank reported value are no user agent at all.
    const none = await sendFeedback(
      visitor(),
      { comment: COMMENT, user_agent: '   ' },
      { 'user-agent': '' },
    );
    expect(none.status).toBe(201);
    expect((await storedFeedback(t, none.body.data!.id))!.user_agent).toBeNull();
  });

  it('accepts exactly 10 and exactly 1000 characters after trimming, Khmer included', async () => {
    const c = visitor();
    const ten = await sendFeedback(c, { comment: '   0123456789   ' });
    expect(ten.status).toBe(201);
    expect((await storedFeedback(t, ten.body.data!.id))!.comment).toBe('0123456789');
    const khmer = 'អរគុណច្រើនសម្រាប់ព័ត៌មាន';
    const thousand = khmer.repeat(Math.ceil(1000 / khmer.length)).slice(0, 1000);
    const long = await sendFeedback(c, { comment: thousand });
    expect(long.status).toBe(201);
    expect((await storedFeedback(t, long.body.data!.id))!.comment).toBe(thousand);
  });

  it('ignores fields the form does not send, as every route does', async () => {
    const res = await sendFeedback(visitor(), {
      comment: COMMENT,
      user_id: 1,
      read_at: '2020-01-01T00:00:00Z',
      id: 1,
    });
    expect(res.status).toBe(201);
    expect(await storedFeedback(t, res.body.data!.id)).toMatchObject({
      user_id: null,
      read_at: null,
    });
  });
});

describe('a logged-in user', () => {
  it.each(['bearer', 'cookie'] as const)(
    'sends feedback with a %s session: the account is stored with it',
    async (via) => {
      const c = visitor();
      const user = await loggedIn(c, via);
      const res = await sendFeedback(c, { comment: COMMENT, page: 'about' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe('feedback-sent');
      expect((await storedFeedback(t, res.body.data!.id))!.user_id).toBe(user.id);
    },
  );

  it('leaves the feedback, anonymous, when the account is deleted', async () => {
    const c = visitor();
    const user = await loggedIn(c, 'bearer');
    const res = await sendFeedback(c, { comment: COMMENT });
    expect(res.status).toBe(201);
    await t.app.db.delete(users).where(eq(users.id, user.id));
    expect(await storedFeedback(t, res.body.data!.id)).toMatchObject({
      comment: COMMENT,
      user_id: null,
    });
  });
});

describe('a session that has ended', () => {
  const refused = {
    result: false,
    error: true,
    message: 'please-log-in-to-submit-feedback',
  };

  it('an expired bearer token: 401 please-log-in-to-submit-feedback, nothing stored or counted', async () => {
    const c = visitor();
    const user = await loggedIn(c, 'bearer');
    await t.app.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, user.id));
    const before = await feedbackCount(t);
    const res = await sendFeedback(c, { comment: COMMENT });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refused);
    // The expired session is gone now: the same token is still refused, not taken as a visitor.
    expect((await sendFeedback(c, { comment: COMMENT })).body).toEqual(refused);
    expect(await feedbackCount(t)).toBe(before);
    expect(await attemptsOf(t, c.ip!)).toBe(0);
  });

  it('an unknown bearer token: 401 please-log-in-to-submit-feedback', async () => {
    const c = visitor();
    c.bearer = 'not-a-session-token-at-all';
    const res = await sendFeedback(c, { comment: COMMENT });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refused);
  });

  it('an ended cookie session: 401, the cookie is cleared, and the visitor may then send', async () => {
    const c = visitor();
    await loggedIn(c, 'cookie');
    await c.delete('/api/web/auth/logout');
    const stale = await sendFeedback(
      c,
      { comment: COMMENT },
      { cookie: `${SESSION_COOKIE}=a-session-that-was-logged-out` },
    );
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual(refused);
    expect(stale.headers.getSetCookie().join('\n')).toMatch(
      new RegExp(`${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, 'i'),
    );
    const again = await sendFeedback(c, { comment: COMMENT });
    expect(again.status).toBe(201);
    expect((await storedFeedback(t, again.body.data!.id))!.user_id).toBeNull();
  });
});

describe('bad input', () => {
  // A blank comment is "please enter" only, never also "too short".
  const blank = ['please-enter-comment'];

  it.each<[string, unknown, Record<string, string[]>]>([
    ['no comment', { page: 'about' }, { comment: ['please-enter-comment'] }],
    ['a null comment', { comment: null }, { comment: ['please-enter-comment'] }],
    ['a number for the comment', { comment: 1234567890123 }, { comment: ['please-enter-comment'] }],
    ['an empty comment', { comment: '' }, { comment: blank }],
    ['a whitespace-only comment', { comment: ' \n\t   ' }, { comment: blank }],
    [
      '9 characters after trimming',
      { comment: '   123456789   ' },
      { comment: ['comment-too-short'] },
    ],
    ['1001 characters', { comment: 'a'.repeat(1001) }, { comment: ['comment-too-long'] }],
    [
      'a NUL in the comment',
      { comment: `${COMMENT}\u0000` },
      { comment: ['text-nul-not-allowed'] },
    ],
    [
      'a page the form does not have',
      { comment: COMMENT, page: 'home' },
      { page: ['field-invalid-option'] },
    ],
    [
      'a user agent over 512',
      { comment: COMMENT, user_agent: 'u'.repeat(513) },
      { user_agent: ['field-too-large'] },
    ],
    [
      'a user agent that is not text',
      { comment: COMMENT, user_agent: 42 },
      { user_agent: ['field-invalid'] },
    ],
    [
      'a timestamp over 40 characters',
      { comment: COMMENT, timestamp: '2'.repeat(41) },
      { timestamp: ['field-too-large'] },
    ],
    [
      'a timestamp that is an object',
      { comment: COMMENT, timestamp: {} },
      { timestamp: ['field-invalid'] },
    ],
  ])('%s: 400 validation-failed naming the field', async (_name, body, errors) => {
    const c = visitor();
    const res = await sendFeedback(c, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: false, error: true, message: 'validation-failed', errors });
    expect(await attemptsOf(t, c.ip!)).toBe(0);
  });

  it('refuses what is not a JSON object: bad JSON, an empty body, a list, text', async () => {
    const c = visitor();
    const raw = async (body: string | undefined, type?: string) => {
      const res = await c.raw(FEEDBACK, {
        method: 'POST',
        ...(type ? { headers: { 'content-type': type } } : {}),
        ...(body === undefined ? {} : { body }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await raw('{"comment": "unterminated', 'application/json')).toEqual({
      status: 400,
      body: { result: false, error: true, message: 'invalid-json' },
    });
    expect(await raw('', 'application/json')).toEqual({
      status: 400,
      body: { result: false, error: true, message: 'invalid-json' },
    });
    expect(
      await raw(`comment=${encodeURIComponent(COMMENT)}`, 'application/x-www-form-urlencoded'),
    ).toEqual({
      status: 415,
      body: { result: false, error: true, message: 'unsupported-media-type' },
    });
    expect(await raw(COMMENT, 'text/plain')).toEqual({
      status: 400,
      body: {
        result: false,
        error: true,
        message: 'validation-failed',
        errors: { body: ['field-invalid'] },
      },
    });
    const list = await raw(JSON.stringify([COMMENT]), 'application/json');
    expect(list.status).toBe(400);
    expect(list.body).toMatchObject({ result: false, message: 'validation-failed' });
    const none = await raw(undefined);
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ result: false, message: 'validation-failed' });
    expect(await attemptsOf(t, c.ip!)).toBe(0);
  });

  it('refuses a body over 16 KiB with 413 payload-too-large', async () => {
    const res = await sendFeedback(visitor(), { comment: COMMENT, padding: 'p'.repeat(17_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ result: false, error: true, message: 'payload-too-large' });
  });

  it('a refused form costs no attempt: 7 mistakes, then still 5 sent', async () => {
    const c = visitor();
    for (const body of [
      {},
      { comment: 'short' },
      { comment: 'a'.repeat(1001) },
      { comment: '  ' },
    ]) {
      expect((await sendFeedback(c, body)).status).toBe(400);
    }
    for (let i = 0; i < 3; i++)
      expect((await sendFeedback(c, { comment: 'too short' })).status).toBe(400);
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) {
      expect((await sendFeedback(c, { comment: `${COMMENT} #${i}` })).status).toBe(201);
    }
  });
});

describe('the limit of D11: 5 an hour per client address', () => {
  it('the 6th within the hour: 429 too-many-requests-try-later with Retry-After, not stored', async () => {
    const c = visitor();
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) {
      const res = await sendFeedback(c, { comment: `${COMMENT} #${i}` });
      expect(res.status).toBe(201);
    }
    const before = await feedbackCount(t);
    const sixth = await sendFeedback(c, { comment: `${COMMENT} #6` });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({
      result: false,
      error: true,
      message: 'too-many-requests-try-later',
    });
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await feedbackCount(t)).toBe(before);
    expect(await attemptsOf(t, c.ip!)).toBe(FEEDBACK_PER_HOUR);
  });

  it('counts each address on its own, and a logged-in user by address too', async () => {
    const ip = nextIp();
    const first = new TestClient(t.baseUrl, ip);
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) {
      expect((await sendFeedback(first, { comment: COMMENT })).status).toBe(201);
    }
    expect((await sendFeedback(first, { comment: COMMENT })).status).toBe(429);
    // Another address is not affected.
    expect((await sendFeedback(visitor(), { comment: COMMENT })).status).toBe(201);
    // An account behind the same address shares its count.
    const member = new TestClient(t.baseUrl, ip);
    await loggedIn(member, 'bearer');
    expect((await sendFeedback(member, { comment: COMMENT })).status).toBe(429);
  });

  it('frees one send when the oldest of the hour is an hour old', async () => {
    const c = visitor();
    for (let i = 0; i < FEEDBACK_PER_HOUR; i++) {
      expect((await sendFeedback(c, { comment: COMMENT })).status).toBe(201);
    }
    expect((await sendFeedback(c, { comment: COMMENT })).status).toBe(429);
    // Move the oldest attempt back past the window, as an hour passing would.
    await t.app.db.execute(sql`
      update ${attempts} set created_at = created_at - interval '1 hour'
      where id = (select min(id) from ${attempts}
                  where ${and(eq(attempts.action, FEEDBACK_LIMIT.action), eq(attempts.key, c.ip!))})`);
    expect((await sendFeedback(c, { comment: COMMENT })).status).toBe(201);
    expect((await sendFeedback(c, { comment: COMMENT })).status).toBe(429);
  });
});

describe('the API document', () => {
  it('lists POST /api/web/feedback with its body and its 201 answer', () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const op = doc.paths['/api/web/feedback']?.post;
    expect(op).toBeDefined();
    expect(op!.tags).toEqual(['feedback']);
    expect(JSON.stringify(op!.requestBody)).toContain('"comment"');
    expect(Object.keys(op!.responses as object)).toContain('201');
  });
});
