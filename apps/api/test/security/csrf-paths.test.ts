import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/*
 * The CSRF guard decides on the route a request reaches, not on the URL as sent: the router
 * decodes `/%61pi/...` (and takes `http://host/api/...`) to an /api route, so a guard that read
 * the raw text let every such write through. The sandbox bank's form, outside /api, has the same
 * guard of its own.
 */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await startTestApp({ env: { MAIL_WORKER: 'false' } });
  port = Number(new URL(t.baseUrl).port);
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  body: { result?: boolean; error?: boolean; message?: string };
}

/** Sends the path exactly as written: fetch would normalise `/./api` and `//api`. */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // A length of its own: Node sends a DELETE's body unframed otherwise.
    const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers: { ...headers, ...length }, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const json = (res.headers['content-type'] ?? '').includes('json');
          resolve({ status: res.statusCode ?? 0, body: json && text ? JSON.parse(text) : {} });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** The same route, spelled the ways the router reads as `/api/...`. */
const routedSpellings = (apiPath: string): string[] => {
  const rest = apiPath.slice('/api'.length);
  return [
    `/%61pi${rest}`,
    `/%61%70%69${rest}`,
    `/ap%69${rest}`,
    `/%61pi${rest}/`,
    `/api${rest.replace(/\/([a-z])/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`)}`,
    `http://127.0.0.1:${port}${apiPath}`,
    `${apiPath}#fragment`,
  ];
};
/**
 * Spellings no route answers (the router is case-sensitive and does not tidy a path): a 404, or
 * the guard's 403 where the decoded path is under /api; never the route.
 */
const unroutedSpellings = (apiPath: string): string[] => {
  const rest = apiPath.slice('/api'.length);
  return [`/API${rest}`, `//api${rest}`, `/./api${rest}`, `/api/.${rest}`, `/%2561pi${rest}`];
};

async function signedIn(): Promise<{ client: TestClient; cookie: string }> {
  const { email, password } = await createUser(t);
  const client = new TestClient(t.baseUrl);
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  const session = client.cookie('camtour_session');
  expect(session).toBeTruthy();
  return { client, cookie: `camtour_session=${session}` };
}

const WRITES: [method: string, path: string, body?: unknown][] = [
  ['POST', '/api/web/product/cart/add', { product_id: 1, qty: 1 }],
  ['PUT', '/api/web/product/cart/update', { cart_item_id: 1, qty: 2 }],
  ['PATCH', '/api/web/product/cart/update', { cart_item_id: 1, qty: 2 }],
  ['DELETE', '/api/web/product/cart/remove', { cart_item_id: 1 }],
  ['DELETE', '/api/web/auth/logout'],
];

describe('the CSRF guard on a percent-encoded or absolute API path', () => {
  it.each(WRITES)(
    'refuses a cross-site cookie %s %s in every spelling that reaches the route, as the plain path',
    async (method, path, body) => {
      const { client, cookie } = await signedIn();
      const headers = {
        cookie,
        origin: 'https://evil.example',
        'x-requested-with': 'XMLHttpRequest',
        ...(body ? { 'content-type': 'application/json' } : {}),
      };
      const text = body ? JSON.stringify(body) : undefined;
      const plain = await send(method, path, headers, text);
      expect(plain.status).toBe(403);
      expect(plain.body).toEqual({ result: false, error: true, message: 'forbidden' });
      for (const spelling of routedSpellings(path)) {
        const res = await send(method, spelling, headers, text);
        expect({ spelling, status: res.status, body: res.body }).toEqual({
          spelling,
          status: 403,
          body: plain.body,
        });
      }
      for (const spelling of unroutedSpellings(path)) {
        const res = await send(method, spelling, headers, text);
        expect({ spelling, refused: [403, 404].includes(res.status) }).toEqual({
          spelling,
          refused: true,
        });
      }
      // Nothing got through: the session is still alive.
      expect((await client.get('/api/web/auth/me')).status).toBe(200);
    },
  );

  it('refuses a login posted from another site to an encoded path', async () => {
    const { email, password } = await createUser(t);
    for (const spelling of ['/api/auth/login', ...routedSpellings('/api/auth/login')]) {
      const res = await send(
        'POST',
        spelling,
        { 'content-type': 'application/json', origin: 'https://evil.example' },
        JSON.stringify({ email, password }),
      );
      expect({ spelling, status: res.status }).toEqual({ spelling, status: 403 });
    }
  });

  it('still lets the own site write, and knows its session, through an encoded path', async () => {
    const { client } = await signedIn();
    const me = await client.get('/%61pi/web/auth/me');
    expect(me.status).toBe(200);
    const out = await client.delete('/%61pi/web/auth/logout');
    expect(out.status).toBe(200);
    expect((await client.get('/api/web/auth/me')).status).toBe(401);
  });
});

describe('the sandbox bank form /dev/bakong/pay', () => {
  const form = (headers: Record<string, string>, path = '/dev/bakong/pay') =>
    send(
      'POST',
      path,
      { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      new URLSearchParams({ md5: 'f'.repeat(32) }).toString(),
    );

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Referer', { referer: 'https://evil.example/pay.html' }],
    ['a broken Referer', { referer: 'not a url' }],
    ['Origin null from a cross-site page', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['a same-site page of another origin', { 'sec-fetch-site': 'same-site' }],
  ])('refuses a post with %s: 403 in the envelope', async (_, headers) => {
    for (const path of ['/dev/bakong/pay', '/dev/bakong/%70ay']) {
      const res = await form(headers, path);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ result: false, error: true, message: 'forbidden' });
    }
  });

  it.each([
    [
      'its own page (Origin null under no-referrer)',
      () => ({ origin: 'null', 'sec-fetch-site': 'same-origin' }),
    ],
    ['its own origin', () => ({ origin: t.baseUrl })],
    ['no Origin at all (a script on this machine)', () => ({})],
  ])('takes a post from %s', async (_, headers: () => Record<string, string>) => {
    const res = await form(headers());
    // An unknown QR: the bank refuses it, and the page it redirects to says so.
    expect(res.status).toBe(303);
  });
});
