import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_CACHE } from '../../src/plugins/http-cache';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** What a logged-in person is shown must never be kept by a shared cache. */
const NO_STORE = 'private, no-store';

let t: TestApp;
let anonymous: TestClient;
let loggedIn: TestClient;
let login: Awaited<ReturnType<TestClient['post']>>;
beforeAll(async () => {
  t = await startTestApp({ env: { MAIL_WORKER: 'false' } });
  anonymous = new TestClient(t.baseUrl);
  loggedIn = new TestClient(t.baseUrl);
  const { email, password } = await createUser(t);
  login = await loggedIn.post('/api/auth/login', { email, password });
});
afterAll(() => t.close());

describe('Cache-Control on logged-in answers', () => {
  it('is set on the login answer, which sets the session cookie', () => {
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toContain('camtour_session=');
    expect(login.headers.get('cache-control')).toBe(NO_STORE);
  });

  it('is set on the profile of the logged-in user', async () => {
    const me = await loggedIn.get('/api/web/auth/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe(NO_STORE);
  });

  it('is set on a public catalogue answer when a session comes with it (cookie or bearer)', async () => {
    const res = await loggedIn.get('/api/web/view/product?per_page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(NO_STORE);

    const api = new TestClient(t.baseUrl);
    api.bearer = (login.body.data as { token: string }).token;
    const viaBearer = await api.get('/api/web/view/product/categories');
    expect(viaBearer.headers.get('cache-control')).toBe(NO_STORE);
  });

  it('overrides what a route set, unless the route declared its answer public', async () => {
    const health = await loggedIn.get('/api/health');
    expect(health.headers.get('cache-control')).toBe(NO_STORE);
    const categories = await anonymous.get<{ image: string }[]>('/api/web/view/product/categories');
    const art = await loggedIn.raw(categories.body.data![0]!.image);
    expect(art.status).toBe(200);
    expect(art.headers.get('cache-control')).toMatch(/^public/);
  });

  it('is not set on the same catalogue answer to an anonymous visitor, which is public (decision 025)', async () => {
    const res = await anonymous.get('/api/web/view/product?per_page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(LIST_CACHE);
  });

  it('is set on the logout answer, which clears the cookie', async () => {
    const session = new TestClient(t.baseUrl);
    const { email, password } = await createUser(t);
    await session.post('/api/auth/login', { email, password });
    const out = await session.delete('/api/web/auth/logout');
    expect(out.status).toBe(200);
    expect(out.headers.get('cache-control')).toBe(NO_STORE);
    // The cookie is gone, so the next answer is an anonymous one again.
    const after = await session.get('/api/web/view/product?per_page=2');
    expect(after.headers.get('cache-control')).toBe(LIST_CACHE);
  });
});
