import { IP_LIMIT_FACTOR, LINK_MAX_ATTEMPTS } from '@camtour/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * TRUST_PROXY decides which X-Forwarded-For entry is the client. A client can write anything to
 * the left of what our proxy appends, so with one proxy the right-most entry is the truth.
 */

/** The test client talks to the server straight from this machine: that is the "proxy" here. */
const FORGED = '6.6.6.6, 1.2.3.4';
const FORGED_IP_LIMIT = LINK_MAX_ATTEMPTS * IP_LIMIT_FACTOR;

async function appTrusting(value: string): Promise<TestApp> {
  return startTestApp({
    env: { TRUST_PROXY: value, SEED_DEMO: 'false', MAIL_WORKER: 'false' },
    beforeListen: (app) => {
      app.get('/whoami', async (req) => ({ ip: req.ip }));
    },
  });
}

const seenIp = async (t: TestApp, forwardedFor?: string) => {
  const res = await t.request('/whoami', {
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return ((await res.json()) as { ip: string }).ip;
};

describe.each([
  ['a hop count of 1', '1', '1.2.3.4'],
  ['true (every proxy)', 'true', '6.6.6.6'],
  ['the list 127.0.0.1', '127.0.0.1', '1.2.3.4'],
  ['a list with a CIDR range of the proxies', '10.0.0.0/8,127.0.0.0/8', '1.2.3.4'],
  ['false', 'false', '127.0.0.1'],
])('TRUST_PROXY=%s', (_name, value, expected) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting(value);
  });
  afterAll(() => t.close());

  it(`sees ${expected} behind "X-Forwarded-For: ${FORGED}"`, async () => {
    expect(await seenIp(t, FORGED)).toBe(expected);
  });

  it('sees the socket address without the header', async () => {
    expect(await seenIp(t)).toBe('127.0.0.1');
  });
});

describe('a per-IP limit behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting('1');
  });
  afterAll(() => t.close());

  const forgot = (forwardedFor: string, n: number) =>
    new TestClient(t.baseUrl, forwardedFor).post('/api/auth/forgot-password', {
      email: `visitor${n}@example.com`,
    });

  it('counts the right-most address, whatever the client writes to its left', async () => {
    for (let n = 0; n < FORGED_IP_LIMIT; n++) {
      // A new forged address and a new e-mail each time: only the IP counter can fill up.
      expect((await forgot(`6.6.6.${n}, 1.2.3.4`, n)).status).toBe(200);
    }
    const over = await forgot('7.7.7.7, 1.2.3.4', 100);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('too-many-forgot-attempts');
    // Another client behind the same proxy has a counter of its own.
    expect((await forgot('6.6.6.6, 1.2.3.5', 101)).status).toBe(200);
  });
});

describe('the same burst with TRUST_PROXY=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appTrusting('true');
  });
  afterAll(() => t.close());

  it('believes the forged left-most address, which is why a count or a list is safer', async () => {
    for (let n = 0; n <= FORGED_IP_LIMIT; n++) {
      const res = await new TestClient(t.baseUrl, `6.6.6.${n}, 1.2.3.4`).post(
        '/api/auth/forgot-password',
        { email: `visitor${n}@example.com` },
      );
      expect(res.status).toBe(200);
    }
  });
});
