import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface LoginData {
  token: string;
  expires: string;
  remember: boolean;
  user: { id: number; email: string; full_name: string };
}

describe('POST /api/auth/login', () => {
  it('logs in, sets an httpOnly SameSite=Lax cookie and returns a bearer token', async () => {
    const { email, password } = await createUser(t);
    const c = new TestClient(t.baseUrl);
    const res = await c.post<LoginData>('/api/auth/login', {
      email: email.toUpperCase(),
      password,
      remember: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: true, error: false, message: 'login-success' });
    expect(res.body.data!.token.length).toBeGreaterThanOrEqual(43);
    expect(res.body.data!.user).toMatchObject({ email, full_name: 'Sokha Chan' });
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/camtour_session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Max-Age/i); // a browser-session cookie without "remember me"
    // Its readable twin tells the page a session exists (no secret in it), so visitors ask nothing.
    const hint = res.headers.getSetCookie().find((c) => c.startsWith('camtour_signed_in='));
    expect(hint).toMatch(/^camtour_signed_in=1; Path=\/; SameSite=Lax$/);
    expect(c.cookie('camtour_signed_in')).toBe('1');

    const me = await c.get<{ email: string }>('/api/web/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.data!.email).toBe(email);

    const api = new TestClient(t.baseUrl);
    api.bearer = res.body.data!.token;
    expect((await api.get('/api/web/auth/me')).status).toBe(200);
  });

  it('keeps a remembered session for 30 days', async () => {
    const { email, password } = await createUser(t);
    const c = new TestClient(t.baseUrl);
    const res = await c.post<LoginData>('/api/auth/login', { email, password, remember: true });
    expect(res.headers.get('set-cookie')).toMatch(/Max-Age=2592000/);
    const days = (Date.parse(res.body.data!.expires) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('refuses a wrong password or an unknown address alike', async () => {
    const { email } = await createUser(t);
    const c = new TestClient(t.baseUrl);
    const wrong = await c.post('/api/auth/login', { email, password: 'Wrong-password-1' });
    const unknown = await c.post('/api/auth/login', {
      email: 'nobody@example.com',
      password: 'Wrong-password-1',
    });
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ result: false, error: true, message: 'Invalid email or password' });
    }
    expect(wrong.headers.get('x-login-attempts')).toBe('1');
    expect(wrong.headers.get('x-login-attempts-remaining')).toBe('4');
    expect(c.cookie('camtour_session')).toBeUndefined();
  });

  it.each([
    [
      {},
      'please-enter-email-password',
      { email: ['email-required'], password: ['password-required'] },
    ],
    [
      { email: 'not-an-email', password: 'abcdef' },
      'validation-failed',
      { email: ['email-invalid'] },
    ],
    [
      { email: 'a<b@x.com', password: 'abcdef' },
      'validation-failed',
      { email: ['email-suspicious-content'] },
    ],
    [
      { email: 'a@example.com', password: '123' },
      'validation-failed',
      { password: ['password-min-length'] },
    ],
    [
      { email: 'a@example.com', password: 'x'.repeat(129) },
      'validation-failed',
      { password: ['password-max-length'] },
    ],
    [{ email: 'a@example.com' }, 'validation-failed', { password: ['password-required'] }],
  ])('validates %j', async (body, message, errors) => {
    const res = await new TestClient(t.baseUrl).post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: false, error: true, message, errors });
  });

  it('refuses the sixth attempt within 15 minutes even with the right password, across a restart', async () => {
    const { email, password } = await createUser(t);
    const c = new TestClient(t.baseUrl);
    for (let i = 1; i <= 5; i++) {
      const r = await c.post('/api/auth/login', { email, password: `Wrong-${i}-password` });
      expect(r.status).toBe(401);
      expect(r.headers.get('x-login-attempts-remaining')).toBe(String(5 - i));
    }
    const locked = await c.post('/api/auth/login', { email, password });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('too-many-login-attempts');
    const retry = Number(locked.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);

    // A second server on the same data (a restart, or another process) sees the same count.
    const other = await startTestApp({ sameDatabaseAs: t });
    try {
      const again = await new TestClient(other.baseUrl).post('/api/auth/login', {
        email,
        password,
      });
      expect(again.status).toBe(429);
    } finally {
      await other.close();
    }

    // Once the window has passed the address may log in again.
    await t.app.db.execute(
      sql`update attempts set created_at = now() - interval '16 minutes' where key = ${email}`,
    );
    expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
  });
});

describe('sessions', () => {
  async function loggedIn(remember: boolean) {
    const { email, password, user } = await createUser(t);
    const c = new TestClient(t.baseUrl);
    const res = await c.post<LoginData>('/api/auth/login', { email, password, remember });
    return { c, user, token: res.body.data!.token };
  }

  it('ends a non-remembered session after 30 idle minutes with session-expired', async () => {
    const { c, user } = await loggedIn(false);
    await t.app.db.execute(
      sql`update sessions set last_seen_at = now() - interval '29 minutes' where user_id = ${user.id}`,
    );
    expect((await c.get('/api/web/auth/me')).status).toBe(200); // and this request counts as activity
    await t.app.db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 minutes' where user_id = ${user.id}`,
    );
    const res = await c.get('/api/web/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('session-expired');
    expect(c.cookie('camtour_session')).toBeUndefined();
    expect((await c.get('/api/web/auth/me')).body.message).toBe('no-authorization');
  });

  it('keeps a remembered session through idle time until it expires', async () => {
    const { c, user } = await loggedIn(true);
    await t.app.db.execute(
      sql`update sessions set last_seen_at = now() - interval '5 days' where user_id = ${user.id}`,
    );
    expect((await c.get('/api/web/auth/me')).status).toBe(200);
    await t.app.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    expect((await c.get('/api/web/auth/me')).body.message).toBe('session-expired');
  });

  it('answers 401 no-authorization without a session, and for a made-up token', async () => {
    expect((await new TestClient(t.baseUrl).get('/api/web/auth/me')).body).toEqual({
      result: false,
      error: true,
      message: 'no-authorization',
    });
    const fake = new TestClient(t.baseUrl);
    fake.bearer = 'x'.repeat(43);
    expect((await fake.get('/api/web/auth/me')).status).toBe(401);
  });

  it('logs out: the server session ends even if the page never calls again', async () => {
    const { c, token } = await loggedIn(false);
    const out = await c.delete('/api/web/auth/logout');
    expect(out.status).toBe(200);
    expect(c.cookie('camtour_session')).toBeUndefined();
    expect(c.cookie('camtour_signed_in')).toBeUndefined();
    const replay = new TestClient(t.baseUrl);
    replay.bearer = token;
    expect((await replay.get('/api/web/auth/me')).status).toBe(401);
    // Logging out twice is harmless.
    expect((await c.delete('/api/web/auth/logout')).status).toBe(200);
  });
});

describe('CSRF guard', () => {
  it('refuses cookie-authenticated writes without the XMLHttpRequest marker or from another origin', async () => {
    const { email, password } = await createUser(t);
    const c = new TestClient(t.baseUrl);
    await c.post('/api/auth/login', { email, password });
    const noMarker = await c.raw('/api/web/auth/logout', {
      method: 'DELETE',
      headers: { 'x-requested-with': 'fetch' },
    });
    expect(noMarker.status).toBe(403);
    const foreign = await c.raw('/api/web/auth/logout', {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ message: 'forbidden' });
    // The session survived both attempts.
    expect((await c.get('/api/web/auth/me')).status).toBe(200);
  });

  it('refuses a login posted from another site', async () => {
    const { email, password } = await createUser(t);
    const res = await new TestClient(t.baseUrl).raw('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email, password }),
    });
    expect(res.status).toBe(403);
  });

  it('does not apply to bearer-token clients', async () => {
    const { email, password } = await createUser(t);
    const login = await new TestClient(t.baseUrl).post<LoginData>('/api/auth/login', {
      email,
      password,
    });
    const res = await fetch(`${t.baseUrl}/api/web/auth/logout`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${login.body.data!.token}` },
    });
    expect(res.status).toBe(200);
  });
});
