import { FEEDBACK_PER_HOUR } from '@camtour/shared/schemas/feedback';
import { like, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { feedback } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { describeTopologies, type Topology } from '../helpers/topologies';
import { Gate, gateTransactions } from '../helpers/gate';
import type { TestApp } from '../helpers/test-app';
import { nextIp, tally } from '../orders/helpers';
import { attemptsOf, sendFeedback } from './helpers';

/**
 * D11 under simultaneous sends, at one server, two servers on one database and (with
 * TEST_DATABASE_URL) two processes: a burst from one address stores exactly the limit and the rest
 * get 429, because the attempt and the row are one transaction under the counter's lock.
 */
const BURST = 20;

/**
 * Holds every in-process feedback transaction of a burst until all have arrived, then lets them
 * go together (as test/security/limits-concurrency.test.ts does for `limiter.take`). Without it
 * PGlite finishes one request before the next is parsed, and a check-then-insert would pass too.
 * The gate wraps `db.transaction` from outside; the limit is taken inside the transaction, so
 * this is the last point where every request can wait without holding a connection or a lock.
 */
const gate = new Gate();

async function stored(t: TestApp, marker: string): Promise<number> {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedback)
    .where(like(feedback.comment, `%${marker}%`));
  return Number(row!.n);
}

/** Sends request i of a burst to its server, from `ipOf(i)`, all at once behind the gate. */
async function burst(top: Topology, marker: string, ipOf: (i: number) => string) {
  const indexes = Array.from({ length: BURST }, (_, i) => i);
  gate.arm(indexes.filter((i) => top.servers[i % top.servers.length]!.inProcess).length);
  const answers = await Promise.all(
    indexes.map((i) =>
      sendFeedback(new TestClient(top.servers[i % top.servers.length]!.url, ipOf(i)), {
        comment: `Feedback ${marker} number ${i}, sent at once`,
      }),
    ),
  );
  expect(gate.timedOut, 'every request of the burst reached the gate').toBe(false);
  return answers;
}

function cases(topology: () => Topology) {
  it(`${BURST} sends at once from one address: exactly ${FEEDBACK_PER_HOUR} stored, the rest 429 with Retry-After`, async () => {
    const top = topology();
    const ip = nextIp();
    const marker = `one-${ip}`;
    const answers = await burst(top, marker, () => ip);
    expect(tally(answers)).toEqual({
      '201 feedback-sent': FEEDBACK_PER_HOUR,
      '429 too-many-requests-try-later': BURST - FEEDBACK_PER_HOUR,
    });
    for (const a of answers.filter((x) => x.status === 429)) {
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await stored(top.t, marker)).toBe(FEEDBACK_PER_HOUR);
    expect(await attemptsOf(top.t, ip)).toBe(FEEDBACK_PER_HOUR);
    const ids = answers.filter((a) => a.status === 201).map((a) => a.body.data!.id);
    expect(new Set(ids).size).toBe(FEEDBACK_PER_HOUR);
  });

  it(`${BURST} sends at once from ${BURST} addresses: all stored`, async () => {
    const top = topology();
    const ips = Array.from({ length: BURST }, () => nextIp());
    const marker = `many-${ips[0]}`;
    const answers = await burst(top, marker, (i) => ips[i]!);
    expect(tally(answers)).toEqual({ '201 feedback-sent': BURST });
    expect(await stored(top.t, marker)).toBe(BURST);
  });
}

describeTopologies({ env: { TRUST_PROXY: 'true' }, beforeListen: gateTransactions(gate) }, cases);
