import { CHAT_RATE_PER_HOUR, CHAT_RATE_PER_MINUTE } from '@camtour/shared/schemas/chatbot';
import { expect, it } from 'vitest';
import { CHAT_HOUR_LIMIT, CHAT_MINUTE_LIMIT } from '../../src/modules/chatbot/routes';
import { TestClient } from '../helpers/client';
import { describeTopologies, type Topology } from '../helpers/topologies';
import { Barrier, nextIp, tally } from '../orders/helpers';
import { askBot, attemptsOf, insertAttempts } from './helpers';

/**
 * The chatbot's per-IP limits under simultaneous questions, at one server, two servers on one
 * database and (with TEST_DATABASE_URL) two processes: a burst from one address gets exactly the
 * limit answered and the rest 429, because both counters are checked and taken in one step under
 * their locks (app.limiter.take).
 */
const BURST = 40;

/**
 * Holds every in-process `limiter.take` of a burst until all have arrived (orders/helpers.ts's
 * Barrier, as the checkout bursts use it). Without it PGlite answers one question before the next
 * is parsed, and a check-then-record limiter would pass too. It wraps `take` rather than
 * `db.transaction`: the chatbot opens a second, short transaction of its own for retrieval after
 * the limit is taken, which must be neither counted nor held.
 */
const barrier = new Barrier();

const QUESTION = { message: 'Tell me about Angkor Wat' };

/** Sends question i of a burst to its server, from `ipOf(i)`, all at once behind the barrier. */
async function burst(top: Topology, ipOf: (i: number) => string) {
  const indexes = Array.from({ length: BURST }, (_, i) => i);
  const serverOf = (i: number) => top.servers[i % top.servers.length]!;
  const inProcess = indexes.filter((i) => serverOf(i).inProcess).length;
  barrier.arm(inProcess);
  const answers = await Promise.all(
    indexes.map((i) => askBot(new TestClient(serverOf(i).url, ipOf(i)), QUESTION)),
  );
  expect(barrier.brokenOpen, 'every question of the burst reached the barrier').toBe(false);
  expect(barrier.arrived).toBe(inProcess);
  return answers;
}

function cases(topology: () => Topology) {
  it(`${BURST} questions at once from one IP: exactly ${CHAT_RATE_PER_MINUTE} answered, the rest 429 with Retry-After`, async () => {
    const top = topology();
    const ip = nextIp();
    const answers = await burst(top, () => ip);
    expect(tally(answers)).toEqual({
      '200 success': CHAT_RATE_PER_MINUTE,
      '429 too-many-requests-try-later': BURST - CHAT_RATE_PER_MINUTE,
    });
    for (const a of answers.filter((x) => x.status === 429)) {
      expect(a.body).toEqual({
        result: false,
        error: true,
        message: 'too-many-requests-try-later',
      });
      const retryAfter = Number(a.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    for (const a of answers.filter((x) => x.status === 200))
      expect(a.body.data!.links.map((l) => l.href)).toContain('/location/detail/1');
    expect(await attemptsOf(top.t, CHAT_MINUTE_LIMIT, ip)).toBe(CHAT_RATE_PER_MINUTE);
    expect(await attemptsOf(top.t, CHAT_HOUR_LIMIT, ip)).toBe(CHAT_RATE_PER_MINUTE);
  });

  it(`${BURST} questions at once from one IP with 195 asked this hour: exactly 5 answered`, async () => {
    const top = topology();
    const ip = nextIp();
    // Asked ten minutes ago: the minute's counter is free, the hour's has 5 left.
    await insertAttempts(top.t, CHAT_HOUR_LIMIT, ip, CHAT_RATE_PER_HOUR - 5, 10 * 60_000);
    const answers = await burst(top, () => ip);
    expect(tally(answers)).toEqual({
      '200 success': 5,
      '429 too-many-requests-try-later': BURST - 5,
    });
    expect(await attemptsOf(top.t, CHAT_HOUR_LIMIT, ip)).toBe(CHAT_RATE_PER_HOUR);
    expect(await attemptsOf(top.t, CHAT_MINUTE_LIMIT, ip)).toBe(5);
  });

  it(`${BURST} questions at once from ${BURST} IPs: all answered; another IP is not affected by a full one`, async () => {
    const top = topology();
    const full = nextIp();
    await insertAttempts(top.t, CHAT_MINUTE_LIMIT, full, CHAT_RATE_PER_MINUTE, 1000);
    const ips = Array.from({ length: BURST }, () => nextIp());
    const answers = await burst(top, (i) => ips[i]!);
    expect(tally(answers)).toEqual({ '200 success': BURST });
    expect((await askBot(new TestClient(top.servers[0]!.url, full), QUESTION)).status).toBe(429);
  });
}

describeTopologies(
  { env: { TRUST_PROXY: 'true' }, beforeListen: (app) => barrier.attach(app) },
  cases,
);
