import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/accounts/account-helpers';
import { insertUser } from '../../src/modules/accounts/users-repository';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * Whether an address has an account must not show in how long the answer
 * takes (issue 10): forgot-password, send-register and login are timed 50
 * times each for addresses with and without an account, interleaved so any
 * drift of the machine hits both alike, and their medians compared.
 */
const N = 50;
let t: TestApp;
let known: string[] = [];
const stamp = Date.now();
const unknown = (kind: string, i: number) => `nobody-${kind}-${stamp}-${i}@example.com`;

beforeAll(async () => {
  // The worker is off: what is measured is the request, as a client sees it.
  t = await startTestApp({ env: { TRUST_PROXY: 'true', MAIL_WORKER: 'false' } });
  const hash = await hashPassword('Mekong-River-42');
  known = [];
  for (let i = 0; i < N * 3; i++) {
    const email = `known-${stamp}-${i}@example.com`;
    await insertUser(t.app.db, {
      email,
      password_hash: hash,
      first_name: 'Dara',
      last_name: 'Kim',
      lang: 'en',
      is_email_verified: true,
    });
    known.push(email);
  }
}, 120_000);
afterAll(() => t.close());

let ip = 0;
const client = () =>
  new TestClient(t.baseUrl, `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2;
};

async function timed(send: () => Promise<{ status: number }>, status: number): Promise<number> {
  const started = performance.now();
  const res = await send();
  const ms = performance.now() - started;
  expect(res.status).toBe(status);
  return ms;
}

async function compare(
  kind: string,
  offset: number,
  send: (c: TestClient, email: string) => Promise<{ status: number }>,
  status: number,
) {
  // A few unmeasured rounds first: the first requests pay for warming caches and JIT.
  for (let i = 0; i < 5; i++) await send(client(), unknown(`${kind}-warm`, i));
  const withAccount: number[] = [];
  const without: number[] = [];
  for (let i = 0; i < N; i++) {
    withAccount.push(await timed(() => send(client(), known[offset + i]!), status));
    without.push(await timed(() => send(client(), unknown(kind, i)), status));
  }
  const a = median(withAccount);
  const b = median(without);
  console.info(`${kind}: median ${a.toFixed(2)} ms with an account, ${b.toFixed(2)} ms without`);
  // The old forgot-password took 60 ms against 8 ms; equal work leaves only noise.
  expect(Math.abs(a - b)).toBeLessThanOrEqual(Math.max(2, 0.15 * Math.max(a, b)));
}

describe('answers take as long with an account as without', () => {
  it('forgot-password', async () => {
    await compare('forgot', 0, (c, email) => c.post('/api/auth/forgot-password', { email }), 200);
  }, 120_000);

  it('send-register', async () => {
    await compare('register', N, (c, to) => c.post('/api/web/send-register', { to }), 200);
  }, 120_000);

  it('login with a wrong password', async () => {
    await compare(
      'login',
      2 * N,
      (c, email) => c.post('/api/auth/login', { email, password: 'Wrong-Password-1' }),
      401,
    );
  }, 120_000);
});
