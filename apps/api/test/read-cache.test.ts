import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../src/db/schema/index';
import { customerClient } from './admin/helpers';
import { TestClient } from './helpers/client';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { App } from '../src/app';

/*
 * Decision 033: a public read's answer serves every visitor without a session for READ_CACHE_MS;
 * this process's writes retire it at once, views are still counted, sessions never see it.
 */

const FRESH_MS = 1500;
let t: TestApp;
/*
 * While set, every query of the app waits this long first. On PGlite a computation otherwise
 * finishes before the next request of a crowd is even parsed, and a crowd computing the same
 * answer many times would pass unseen.
 */
let queryDelayMs = 0;
const delayQueries = (app: App) => {
  const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query.bind(client);
  client.query = async (...args: unknown[]) => {
    if (queryDelayMs > 0) await sleep(queryDelayMs);
    return query(...args);
  };
};
let placeId: number;
let originalName: string;

beforeAll(async () => {
  t = await startTestApp({
    env: { TRUST_PROXY: 'true', MAIL_WORKER: 'false', READ_CACHE_MS: String(FRESH_MS) },
    beforeListen: delayQueries,
  });
  const [place] = await t.app.db
    .select({ id: locations.id, name: locations.name_en })
    .from(locations)
    .orderBy(locations.id)
    .limit(1);
  placeId = place!.id;
  originalName = place!.name;
});
afterAll(() => t.close());

const visitor = (ip: string) => new TestClient(t.baseUrl, ip);
const detailPath = () => `/api/web/view/location/detail/${placeId}?lang=en`;
type Detail = { name: string; total_view: number };
const readDetail = async (c: TestClient) => {
  const res = await c.get<Detail>(detailPath());
  expect(res.status).toBe(200);
  return res.body.data!;
};
// Straight to the rows, as another process (or a person at psql) would: this process is not told.
const renameBehindTheServer = (name: string) =>
  t.app.db.update(locations).set({ name_en: name }).where(eq(locations.id, placeId));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('kept public reads', () => {
  it('serves the kept answer for its moment, then computes it again', async () => {
    const before = await readDetail(visitor('198.51.100.1'));
    await renameBehindTheServer('Renamed behind the server');
    // Same visitor (no new view): the kept answer, with the old name.
    expect((await readDetail(visitor('198.51.100.1'))).name).toBe(before.name);
    await sleep(FRESH_MS + 100);
    expect((await readDetail(visitor('198.51.100.1'))).name).toBe('Renamed behind the server');
    await renameBehindTheServer(originalName);
    await sleep(FRESH_MS + 100);
  });

  it('counts every new visitor on a kept answer, and shows the count', async () => {
    const first = await readDetail(visitor('198.51.100.10'));
    // Many new visitors at once, each counted once, each answer showing its own view.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => readDetail(visitor(`198.51.100.${20 + i}`))),
    );
    for (const answer of answers) expect(answer.total_view).toBeGreaterThan(first.total_view);
    const [row] = await t.app.db
      .select({ total: locations.total_view })
      .from(locations)
      .where(eq(locations.id, placeId));
    expect(row!.total).toBe(first.total_view + 12);
    // A visitor already counted today gets the kept answer: the count does not move.
    const again = await readDetail(visitor('198.51.100.20'));
    expect(again.total_view).toBe(first.total_view + 12);
    const [after] = await t.app.db
      .select({ total: locations.total_view })
      .from(locations)
      .where(eq(locations.id, placeId));
    expect(after!.total).toBe(first.total_view + 12);
  });

  it('retires every kept answer when this process changes what they show (a review)', async () => {
    const reader = visitor('198.51.100.40');
    const before = await readDetail(reader);
    const customer = await customerClient(t);
    const review = await customer.post(`/api/web/locations/reviews/${placeId}`, {
      star: 5,
      comment: 'Worth the sunrise.',
    });
    expect(review.status).toBe(201);
    const after = await reader.get<Detail & { review_count: number }>(detailPath());
    expect(after.body.data!.review_count).toBe(
      (before as Detail & { review_count: number }).review_count + 1,
    );
  });

  it('retires them too when the write came by a percent-encoded path (/%61pi/...)', async () => {
    const reader = visitor('198.51.100.41');
    const before = await reader.get<{ review_count: number }>(detailPath());
    // The same visitor again, no new view: the kept answer.
    expect((await reader.raw(detailPath())).headers.get('x-read-cache')).toBe('hit');
    const customer = await customerClient(t);
    const review = await customer.post(`/%61pi/web/locations/reviews/${placeId}`, {
      star: 4,
      comment: 'Quieter at noon.',
    });
    expect(review.status).toBe(201);
    const after = await reader.get<{ review_count: number }>(detailPath());
    expect(after.headers.get('x-read-cache')).toBe('miss');
    expect(after.body.data!.review_count).toBe(before.body.data!.review_count + 1);
  });

  it('never answers or keeps a request with a session', async () => {
    const customer = await customerClient(t);
    await readDetail(visitor('198.51.100.50'));
    await renameBehindTheServer('Seen by the logged-in');
    expect((await readDetail(customer)).name).toBe('Seen by the logged-in');
    const anonymous = await readDetail(visitor('198.51.100.50'));
    expect(anonymous.name).not.toBe('Seen by the logged-in');
    await renameBehindTheServer(originalName);
    await sleep(FRESH_MS + 100);
  });

  it('sends the kept answer in the encoding asked for, with its tag, and 304 to a match', async () => {
    const path = '/api/web/view/adventure?lang=en&page=1';
    const first = await visitor('198.51.100.60').raw(path, {
      headers: { 'accept-encoding': 'identity' },
    });
    const text = await first.text();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    const raw = async (encoding: string) => {
      const res = await fetch(t.baseUrl + path, {
        headers: { 'accept-encoding': encoding, 'x-forwarded-for': '198.51.100.61' },
      });
      // fetch decodes what it is sent: the header says what was sent.
      return { encoding: res.headers.get('content-encoding'), body: await res.text(), res };
    };
    const br = await raw('br');
    expect(br.encoding).toBe('br');
    expect(br.body).toBe(text);
    const gz = await raw('gzip');
    expect(gz.encoding).toBe('gzip');
    expect(gz.body).toBe(text);
    expect(br.res.headers.get('etag')).toBe(etag);
    expect(br.res.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    const matched = await visitor('198.51.100.62').raw(path, {
      headers: { 'if-none-match': etag },
    });
    expect(matched.status).toBe(304);
    expect(await matched.text()).toBe('');
  });

  it('keeps the answer while every visitor revalidates, and still answers them 304', async () => {
    const reader = visitor('198.51.100.80');
    const first = await reader.raw(detailPath());
    const etag = first.headers.get('etag')!;
    const before = ((await first.json()) as { data: Detail }).data;
    await sleep(FRESH_MS + 100);
    // The kept answer has aged out; the next visitor revalidates: a 304, and the answer is kept.
    const again = await reader.raw(detailPath(), { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await renameBehindTheServer('Renamed after a 304');
    // Kept by the revalidated request: the next one gets it (old name) without computing.
    expect((await readDetail(reader)).name).toBe(before.name);
    await renameBehindTheServer(originalName);
    await sleep(FRESH_MS + 100);
  });

  it('answers a crowd asking at once with one answer', async () => {
    const path = '/api/web/view/location?lang=en&page=1&per_page=24';
    const bodies = await Promise.all(
      Array.from({ length: 40 }, (_, i) => visitor(`203.0.113.${i + 1}`).raw(path)),
    );
    const texts = await Promise.all(bodies.map((r) => r.text()));
    expect(bodies.every((r) => r.status === 200)).toBe(true);
    expect(new Set(texts).size).toBe(1);
  });

  /*
   * Decision 035: one computation at a time per address. Before it, every visitor who asked in
   * the milliseconds a computation took computed it too; at 500 a second those computations
   * stalled every answer behind them.
   */
  const crowd = async (path: string, size: number, firstIp: number) => {
    queryDelayMs = 40;
    const answers = await Promise.all(
      Array.from({ length: size }, (_, i) =>
        visitor(`203.0.113.${firstIp + i}`)
          .raw(path)
          .then(async (res) => ({
            status: res.status,
            how: res.headers.get('x-read-cache'),
            body: await res.text(),
          })),
      ),
    ).finally(() => {
      queryDelayMs = 0;
    });
    const count = (how: string) => answers.filter((a) => a.how === how).length;
    return { answers, count };
  };

  it('computes an answer past its moment once, giving the crowd meanwhile the one before', async () => {
    const path = '/api/web/view/location?lang=en&page=1&per_page=12';
    const kept = await visitor('203.0.113.100').raw(path);
    expect(kept.status).toBe(200);
    await kept.text();
    await sleep(FRESH_MS + 100);
    const { answers, count } = await crowd(path, 30, 101);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(count('miss')).toBe(1);
    expect(count('stale') + count('hit')).toBe(29);
    // What the one computation answered is what is kept now.
    const computed = answers.find((a) => a.how === 'miss')!;
    const after = await visitor('203.0.113.99').raw(path);
    expect(after.headers.get('x-read-cache')).toBe('hit');
    expect(await after.text()).toBe(computed.body);
  });

  it('makes a crowd after a write wait for one computation, never the retired answer', async () => {
    const path = `/api/web/view/location?lang=en&page=1&per_page=6`;
    const before = await visitor('203.0.113.150').raw(path);
    await before.text();
    const customer = await customerClient(t);
    const review = await customer.post(`/api/web/locations/reviews/${placeId}`, {
      star: 4,
      comment: 'Busy at noon, quiet at dusk.',
    });
    expect(review.status).toBe(201);
    const { answers, count } = await crowd(path, 30, 151);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(count('miss')).toBe(1);
    expect(count('stale')).toBe(0);
    expect(count('waited') + count('hit')).toBe(29);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('a second process on the same database is at most READ_CACHE_MS behind', async () => {
    const other = await startTestApp({
      sameDatabaseAs: t,
      env: { TRUST_PROXY: 'true', MAIL_WORKER: 'false', READ_CACHE_MS: String(FRESH_MS) },
    });
    try {
      const reader = new TestClient(other.baseUrl, '198.51.100.70');
      const before = (await reader.get<Detail>(detailPath())).body.data!;
      // A staff-like change made through the first process: the second is not told.
      await renameBehindTheServer('Changed through another process');
      expect((await reader.get<Detail>(detailPath())).body.data!.name).toBe(before.name);
      await sleep(FRESH_MS + 100);
      expect((await reader.get<Detail>(detailPath())).body.data!.name).toBe(
        'Changed through another process',
      );
    } finally {
      await other.close();
      await renameBehindTheServer(originalName);
    }
  });
});
