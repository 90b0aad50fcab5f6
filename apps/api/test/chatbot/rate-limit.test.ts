import { CHAT_RATE_PER_HOUR, CHAT_RATE_PER_MINUTE } from '@camtour/shared/schemas/chatbot';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../../src/db/schema/index';
import { CHAT_HOUR_LIMIT, CHAT_MINUTE_LIMIT } from '../../src/modules/chatbot/routes';
import type { Limit } from '../../src/plugins/rate-limit';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { nextIp } from '../orders/helpers';
import { askBot, attemptsOf, insertAttempts } from './helpers';

/**
 * The chatbot's limits per client IP (decision 021): 20 questions a minute and 200 an hour, then
 * 429 too-many-requests-try-later with Retry-After. Simultaneous bursts: concurrency.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const visitor = () => new TestClient(t.baseUrl, nextIp());
const QUESTION = { message: 'Tell me about Angkor Wat' };
const REFUSED = { result: false, error: true, message: 'too-many-requests-try-later' };

/** Moves a counter's rows of one address back in time, as time passing would. */
async function age(limit: Limit, ip: string, ms: number, onlyOldest = false) {
  const mine = and(eq(attempts.action, limit.action), eq(attempts.key, ip));
  await t.app.db.execute(sql`
    update ${attempts} set created_at = created_at - ${ms}::int * interval '1 millisecond'
    where ${mine} ${onlyOldest ? sql`and id = (select min(id) from ${attempts} where ${mine})` : sql``}`);
}

it('the limits are the ones decision 021 names, on both counters', () => {
  expect(CHAT_MINUTE_LIMIT).toMatchObject({ max: 20, windowMs: 60_000 });
  expect(CHAT_HOUR_LIMIT).toMatchObject({ max: 200, windowMs: 3_600_000 });
  expect([CHAT_RATE_PER_MINUTE, CHAT_RATE_PER_HOUR]).toEqual([20, 200]);
  for (const limit of [CHAT_MINUTE_LIMIT, CHAT_HOUR_LIMIT])
    expect(limit.errorKey).toBe('too-many-requests-try-later');
});

describe('20 questions a minute per client IP', () => {
  it('the 21st within a minute: 429 with Retry-After (at most a minute) and the envelope, nothing counted', async () => {
    const c = visitor();
    for (let i = 0; i < CHAT_RATE_PER_MINUTE; i++) {
      const res = await askBot(c, QUESTION);
      expect(res.status, `question ${i + 1}`).toBe(200);
    }
    const res = await askBot(c, QUESTION);
    expect(res.status).toBe(429);
    expect(res.body).toEqual(REFUSED);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // A refused question records no attempt on either counter.
    expect(await attemptsOf(t, CHAT_MINUTE_LIMIT, c.ip!)).toBe(CHAT_RATE_PER_MINUTE);
    expect(await attemptsOf(t, CHAT_HOUR_LIMIT, c.ip!)).toBe(CHAT_RATE_PER_MINUTE);
  });

  it('another IP is not affected, a logged-in user behind the same IP is', async () => {
    const ip = nextIp();
    await insertAttempts(t, CHAT_MINUTE_LIMIT, ip, CHAT_RATE_PER_MINUTE, 1000);
    expect((await askBot(new TestClient(t.baseUrl, ip), QUESTION)).status).toBe(429);
    expect((await askBot(visitor(), QUESTION)).status).toBe(200);

    const member = new TestClient(t.baseUrl, ip);
    const { email, password } = await createUser(t);
    const login = await member.post<{ token: string }>('/api/auth/login', { email, password });
    member.bearer = login.body.data!.token;
    const res = await askBot(member, QUESTION);
    expect(res.status).toBe(429);
    expect(res.body).toEqual(REFUSED);
  });

  it('frees one question when the oldest of the minute is a minute old', async () => {
    const c = visitor();
    await insertAttempts(t, CHAT_MINUTE_LIMIT, c.ip!, CHAT_RATE_PER_MINUTE, 30_000);
    await insertAttempts(t, CHAT_HOUR_LIMIT, c.ip!, CHAT_RATE_PER_MINUTE, 30_000);
    const refused = await askBot(c, QUESTION);
    expect(refused.status).toBe(429);
    // The oldest frees in about 30 s.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(25);
    expect(retryAfter).toBeLessThanOrEqual(30);
    await age(CHAT_MINUTE_LIMIT, c.ip!, 31_000, true);
    expect((await askBot(c, QUESTION)).status).toBe(200);
    expect((await askBot(c, QUESTION)).status).toBe(429);
  });

  it('bad input is refused before the limit: 25 invalid questions cost nothing', async () => {
    const c = visitor();
    for (let i = 0; i < 25; i++) {
      const res = await askBot(c, i % 2 ? { message: '   ' } : { message: 'hi', extra: true });
      expect(res.status).toBe(400);
    }
    expect(await attemptsOf(t, CHAT_MINUTE_LIMIT, c.ip!)).toBe(0);
    expect(await attemptsOf(t, CHAT_HOUR_LIMIT, c.ip!)).toBe(0);
    expect((await askBot(c, QUESTION)).status).toBe(200);
  });
});

describe('200 questions an hour per client IP', () => {
  it('the 201st within the hour: 429 with the Retry-After of the hour, though the minute is free', async () => {
    const c = visitor();
    // 200 questions asked half an hour ago: none in the last minute.
    await insertAttempts(t, CHAT_HOUR_LIMIT, c.ip!, CHAT_RATE_PER_HOUR, 30 * 60_000);
    const res = await askBot(c, QUESTION);
    expect(res.status).toBe(429);
    expect(res.body).toEqual(REFUSED);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(29 * 60);
    expect(retryAfter).toBeLessThanOrEqual(30 * 60);
    // Refused by the hour, the minute's counter took nothing either (both or none).
    expect(await attemptsOf(t, CHAT_MINUTE_LIMIT, c.ip!)).toBe(0);
    expect(await attemptsOf(t, CHAT_HOUR_LIMIT, c.ip!)).toBe(CHAT_RATE_PER_HOUR);
  });

  it('199 in the hour: one more is answered and counted on both counters, then 429', async () => {
    const c = visitor();
    await insertAttempts(t, CHAT_HOUR_LIMIT, c.ip!, CHAT_RATE_PER_HOUR - 1, 10 * 60_000);
    expect((await askBot(c, QUESTION)).status).toBe(200);
    expect(await attemptsOf(t, CHAT_MINUTE_LIMIT, c.ip!)).toBe(1);
    expect(await attemptsOf(t, CHAT_HOUR_LIMIT, c.ip!)).toBe(CHAT_RATE_PER_HOUR);
    const res = await askBot(c, QUESTION);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(49 * 60);
  });

  it('questions older than an hour no longer count', async () => {
    const c = visitor();
    await insertAttempts(t, CHAT_HOUR_LIMIT, c.ip!, CHAT_RATE_PER_HOUR, 61 * 60_000);
    expect((await askBot(c, QUESTION)).status).toBe(200);
  });
});
