import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/** A real OpenID provider on 127.0.0.1: discovery, JWKS, authorize, token with PKCE and nonce checks. */
const provider = new OAuth2Server();
let t: TestApp;
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims);
  });
  t = await startTestApp({
    env: {
      OIDC_ISSUER_URL: provider.issuer.url!,
      OIDC_CLIENT_ID: 'camtour-web',
      OIDC_CLIENT_SECRET: 'test-secret',
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** Walks the browser's redirects: our redirect → provider authorize → our callback. */
async function signIn(c: TestClient, state?: string) {
  const start = await c.raw(
    `/api/auth/redirect/google${state ? `?state=${encodeURIComponent(state)}` : ''}`,
  );
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin).toBe(provider.issuer.url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('state')!.length).toBeGreaterThan(20);
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location')!);
  expect(callback.pathname).toBe('/api/auth/callback/google');
  return c.raw(callback.pathname + callback.search);
}

describe('social sign-in (OpenID Connect, authorization code with PKCE)', () => {
  it('lists the configured provider', async () => {
    const res = await new TestClient(t.baseUrl).get('/api/auth/providers');
    expect(res.body.data).toEqual([{ id: 'google', name: 'Google' }]);
  });

  it('creates an account from a verified e-mail, signs in and returns to the same-origin target', async () => {
    claims = {
      sub: 'g-1001',
      email: 'Traveller.One@Example.com',
      email_verified: true,
      given_name: 'Vanna',
      family_name: 'Seng',
    };
    const c = new TestClient(t.baseUrl);
    const state = Buffer.from(
      JSON.stringify({ returnUrl: '/plan?step=2', timestamp: Date.now(), nonce: 'n1' }),
    ).toString('base64');
    const res = await signIn(c, state);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/plan?step=2');
    const me = await c.get<{
      email: string;
      first_name: string;
      last_name: string;
      is_email_verified: boolean;
    }>('/api/web/auth/me');
    expect(me.body.data).toMatchObject({
      email: 'traveller.one@example.com',
      first_name: 'Vanna',
      last_name: 'Seng',
      is_email_verified: true,
    });
  });

  it('links to an existing account with the same e-mail, and keeps a foreign return target out', async () => {
    const { email, user } = await createUser(t);
    claims = { sub: 'g-2002', email, email_verified: true, name: 'Someone Else' };
    const c = new TestClient(t.baseUrl);
    const res = await signIn(
      c,
      Buffer.from(JSON.stringify({ returnUrl: 'https://evil.example/x' })).toString('base64'),
    );
    expect(res.headers.get('location')).toBe('/dashboard');
    const me = await c.get<{ id: number; first_name: string }>('/api/web/auth/me');
    expect(me.body.data).toMatchObject({ id: user.id, first_name: 'Sokha' });
    // The next sign-in finds the account by the provider's subject even if the e-mail changed there.
    claims = { sub: 'g-2002', email: 'changed@example.com', email_verified: true };
    const again = new TestClient(t.baseUrl);
    await signIn(again);
    expect((await again.get<{ id: number }>('/api/web/auth/me')).body.data!.id).toBe(user.id);
  });

  it('refuses an unverified e-mail', async () => {
    claims = { sub: 'g-3003', email: 'unverified@example.com', email_verified: false };
    const c = new TestClient(t.baseUrl);
    const res = await signIn(c);
    expect(res.headers.get('location')).toBe('/login?error=social-email-not-verified');
    expect(c.cookie('camtour_session')).toBeUndefined();
  });

  it('refuses a callback with a forged or replayed state', async () => {
    const res = await new TestClient(t.baseUrl).raw(
      '/api/auth/callback/google?code=abc&state=forged',
    );
    expect(res.headers.get('location')).toBe('/login?error=social-login-failed');
  });

  it('is 404 for a provider that is not configured', async () => {
    const res = await new TestClient(t.baseUrl).raw('/api/auth/redirect/facebook');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'social-login-not-configured' });
  });
});

describe('without social sign-in configured', () => {
  it('lists no provider, so the page hides its buttons', async () => {
    const plain = await startTestApp();
    try {
      expect((await new TestClient(plain.baseUrl).get('/api/auth/providers')).body.data).toEqual(
        [],
      );
    } finally {
      await plain.close();
    }
  });
});
