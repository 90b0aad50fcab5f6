import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { lastLink, mailsTo } from '../helpers/outbox';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

let ipCounter = 0;
const visitor = () => new TestClient(t.baseUrl, `203.0.113.${++ipCounter}`);
const NEW_PASSWORD = 'Angkor-Sunrise-7';

async function resetLink(c: TestClient, email: string) {
  expect((await c.post('/api/auth/forgot-password', { email })).status).toBe(200);
  const url = await lastLink(c, email);
  return { url, token: url.searchParams.get('token')! };
}

describe('POST /api/auth/forgot-password', () => {
  it('mails a reset link in the account language, and answers the same for an unknown address', async () => {
    const { email } = await createUser(t, { lang: 'km' });
    const c = visitor();
    const known = await c.post('/api/auth/forgot-password', { email });
    const unknown = await c.post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body.message).toBe(unknown.body.message);
    const [mail] = await mailsTo(c, email);
    expect(mail!.subject).toMatch(/[\u1780-\u17ff]/);
    const url = new URL(mail!.links[0]!);
    expect(url.pathname).toBe('/reset-password');
    expect(url.searchParams.get('email')).toBe(email);
    expect(url.searchParams.get('token')!.length).toBeGreaterThanOrEqual(32);
    expect(await mailsTo(c, 'nobody-here@example.com')).toEqual([]);
  });

  it.each([
    [{ email: '' }, 'email-required'],
    [{ email: 'x'.repeat(250) + '@example.com' }, 'email-max-length'],
    [{ email: 'me@mailinator.com' }, 'email-disposable-not-allowed'],
  ])('refuses %j', async (body, key) => {
    const res = await visitor().post('/api/auth/forgot-password', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: [key] });
  });

  it('allows 3 requests per address in 15 minutes, then 429 too-many-forgot-attempts', async () => {
    const { email } = await createUser(t);
    const c = visitor();
    for (let i = 0; i < 3; i++)
      expect((await c.post('/api/auth/forgot-password', { email })).status).toBe(200);
    const res = await c.post('/api/auth/forgot-password', { email });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('too-many-forgot-attempts');
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST /api/auth/validate-reset-token', () => {
  it('says valid with the expiry, then invalid, then expired', async () => {
    const { email } = await createUser(t);
    const c = visitor();
    const { token } = await resetLink(c, email);
    const valid = await c.post<{ valid: boolean; expires_at: string }>(
      '/api/auth/validate-reset-token',
      { token, email },
    );
    expect(valid.body).toMatchObject({ result: true, data: { valid: true } });
    expect(Date.parse(valid.body.data!.expires_at) - Date.now()).toBeGreaterThan(59 * 60_000);

    const wrong = await c.post('/api/auth/validate-reset-token', { token: 'z'.repeat(43), email });
    expect(wrong.body).toEqual({
      result: false,
      error: true,
      message: 'invalid-reset-token',
      data: { valid: false, expires_at: null },
    });
    const otherEmail = await c.post('/api/auth/validate-reset-token', {
      token,
      email: 'x@example.com',
    });
    expect(otherEmail.body.message).toBe('invalid-reset-token');

    await t.app.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second'`,
    );
    const expired = await c.post('/api/auth/validate-reset-token', { token, email });
    expect(expired.body.message).toBe('reset-link-expired');
  });

  it('refuses malformed parameters with 400', async () => {
    const res = await visitor().post('/api/auth/validate-reset-token', {
      token: 'abc',
      email: 'nope',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ token: ['invalid-token'], email: ['invalid-email-format'] });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, signs out every session and mails a notice', async () => {
    const { email, password } = await createUser(t);
    const oldSession = visitor();
    expect((await oldSession.post('/api/auth/login', { email, password })).status).toBe(200);
    const c = visitor();
    const { token } = await resetLink(c, email);

    const res = await c.post('/api/auth/reset-password', {
      email,
      token,
      new_pass: NEW_PASSWORD,
      new_pass_confirmation: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('password-reset-success');

    expect((await oldSession.get('/api/web/auth/me')).status).toBe(401);
    expect((await visitor().post('/api/auth/login', { email, password })).status).toBe(401);
    expect(
      (await visitor().post('/api/auth/login', { email, password: NEW_PASSWORD })).status,
    ).toBe(200);
    const [notice] = await mailsTo(c, email);
    expect(notice!.subject).toBe('Your CamTour password was changed');

    const reuse = await c.post('/api/auth/reset-password', {
      email,
      token,
      new_pass: 'Other-Temple-8',
      new_pass_confirmation: 'Other-Temple-8',
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('invalid-reset-token');
  });

  it.each([
    [
      { new_pass: 'abcdefg1!', new_pass_confirmation: 'abcdefg1!' },
      { new_pass: ['password-uppercase-required'] },
    ],
    [
      { new_pass: 'Abcdefgh1', new_pass_confirmation: 'Abcdefgh1' },
      { new_pass: ['password-special-required'] },
    ],
    [
      { new_pass: 'Short1!', new_pass_confirmation: 'Short1!' },
      { new_pass: ['password-min-length'] },
    ],
    [
      { new_pass: NEW_PASSWORD, new_pass_confirmation: 'Angkor-Sunrise-8' },
      { new_pass_confirmation: ['passwords-do-not-match'] },
    ],
    [{ new_pass: NEW_PASSWORD }, { new_pass_confirmation: ['confirm-password-required'] }],
  ])('refuses %j', async (body, errors) => {
    const { email } = await createUser(t);
    const c = visitor();
    const { token } = await resetLink(c, email);
    const res = await c.post('/api/auth/reset-password', { email, token, ...body });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });

  it('refuses a password containing the e-mail name', async () => {
    const { email } = await createUser(t, { email: `mekong${Date.now()}@example.com` });
    const c = visitor();
    const { token } = await resetLink(c, email);
    const pw = `X-${email.split('@')[0]}-9!`;
    const res = await c.post('/api/auth/reset-password', {
      email,
      token,
      new_pass: pw,
      new_pass_confirmation: pw,
    });
    expect(res.body.errors).toEqual({ new_pass: ['password-contains-personal-info'] });
  });

  it('refuses an expired link and locks after 3 attempts in 15 minutes', async () => {
    const { email } = await createUser(t);
    const c = visitor();
    const { token } = await resetLink(c, email);
    await t.app.db.execute(
      sql`update password_resets set expires_at = now() - interval '1 second'`,
    );
    const body = { email, token, new_pass: NEW_PASSWORD, new_pass_confirmation: NEW_PASSWORD };
    const expired = await c.post('/api/auth/reset-password', body);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('reset-link-expired');
    await c.post('/api/auth/reset-password', body);
    await c.post('/api/auth/reset-password', body);
    const locked = await c.post('/api/auth/reset-password', body);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('too-many-reset-attempts');
  });
});

describe('PUT /api/profile/pass', () => {
  async function session() {
    const u = await createUser(t);
    const c = visitor();
    await c.post('/api/auth/login', { email: u.email, password: u.password });
    return { ...u, c };
  }

  it('changes the password, keeps this session, ends the others', async () => {
    const { c, email, password } = await session();
    const other = visitor();
    await other.post('/api/auth/login', { email, password });
    const res = await c.put('/api/profile/pass', {
      current_password: password,
      new_password: 'Kampot-Pepper-5',
      new_password_confirmation: 'Kampot-Pepper-5',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('password-update-success');
    expect((await c.get('/api/web/auth/me')).status).toBe(200);
    expect((await other.get('/api/web/auth/me')).status).toBe(401);
    expect(
      (await visitor().post('/api/auth/login', { email, password: 'Kampot-Pepper-5' })).status,
    ).toBe(200);
  });

  it.each([
    [{ current_password: '' }, { current_password: ['current-password-required'] }],
    [
      { new_password: 'abcdefgh1', new_password_confirmation: 'abcdefgh1' },
      { new_password: ['password-complexity-required'] },
    ],
    [
      { new_password: 'Password123', new_password_confirmation: 'Password123' },
      { new_password: ['password-too-common'] },
    ],
    [
      { new_password_confirmation: 'Kampot-Pepper-6' },
      { new_password_confirmation: ['passwords-dont-match'] },
    ],
    [
      { new_password_confirmation: '' },
      { new_password_confirmation: ['confirm-password-required'] },
    ],
  ])('refuses %j', async (over, errors) => {
    const { c, password } = await session();
    const res = await c.put('/api/profile/pass', {
      current_password: password,
      new_password: 'Kampot-Pepper-5',
      new_password_confirmation: 'Kampot-Pepper-5',
      ...over,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });

  it('refuses a wrong current password, and needs a login', async () => {
    const { c } = await session();
    const res = await c.put('/api/profile/pass', {
      current_password: 'not-my-password',
      new_password: 'Kampot-Pepper-5',
      new_password_confirmation: 'Kampot-Pepper-5',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ current_password: ['current-password-incorrect'] });
    const anon = await visitor().put('/api/profile/pass', {
      current_password: 'x',
      new_password: 'Kampot-Pepper-5',
      new_password_confirmation: 'Kampot-Pepper-5',
    });
    expect(anon.status).toBe(401);
  });
});
