import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBlob, makeImage, TestClient } from '../helpers/client';
import { lastLink, mailsTo } from '../helpers/outbox';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `new${++n}-${Date.now()}@example.com`;
/** Each test is a different visitor, so the per-IP limits of one do not spill into the next. */
let ipCounter = 0;
const visitor = () => new TestClient(t.baseUrl, `198.51.100.${++ipCounter}`);

async function linkFor(c: TestClient, email: string, lang?: 'km') {
  const res = await c.post('/api/web/send-register', { to: email, ...(lang ? { lang } : {}) });
  expect(res.status).toBe(200);
  const url = await lastLink(c, email);
  return { url, token: url.searchParams.get('token')!, id: url.searchParams.get('id')! };
}

async function registrationForm(
  email: string,
  link: { token: string; id: string },
  over: Record<string, string | null> = {},
) {
  const form = new FormData();
  const fields: Record<string, string | null> = {
    registration_id: link.id,
    email,
    token: link.token,
    first_name: 'Dara',
    last_name: 'Kim',
    password: 'Tonle-Sap-2026',
    password_confirmation: 'Tonle-Sap-2026',
    dob: '1995-04-14',
    gender: '2',
    phone: '+855 12 345 678',
    terms: 'true',
    _token: 'page-token',
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) if (v !== null) form.set(k, v);
  if (over.image !== null)
    form.set('image', imageBlob(await makeImage('png'), 'image/png'), 'me.png');
  return form;
}

describe('POST /api/web/send-register', () => {
  it('e-mails a link to /complete-registration with email, token and id, in the chosen language', async () => {
    const c = visitor();
    const email = freshEmail();
    const { url, token, id } = await linkFor(c, email, 'km');
    expect(url.pathname).toBe('/complete-registration');
    expect(url.searchParams.get('email')).toBe(email);
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [mail] = await mailsTo(c, email);
    expect(mail!.subject).toMatch(/[\u1780-\u17ff]/);
    expect(mail!.html).toContain('lang="km"');
  });

  it.each([
    [{ to: '' }, 'email-required'],
    [{ to: 'someone@' }, 'email-invalid'],
    [{ to: 'me@mailinator.com' }, 'email-disposable-not-allowed'],
    [{ to: 'me@yopmail.com' }, 'email-disposable-not-allowed'],
  ])('refuses %j', async (body, key) => {
    const res = await visitor().post('/api/web/send-register', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ to: [key] });
  });

  it('answers the same for an address that already has an account, and mails it a login link', async () => {
    const { email } = await createUser(t);
    const c = visitor();
    const res = await c.post('/api/web/send-register', { to: email });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('registration-link-sent');
    const [mail] = await mailsTo(c, email);
    expect(mail!.subject).toBe('You already have a CamTour account');
    expect(mail!.links[0]).toMatch(/\/login$/);
  });

  it('allows 3 links per address in 15 minutes, then 429 too-many-email-attempts with Retry-After', async () => {
    const c = visitor();
    const email = freshEmail();
    const remaining = [];
    for (let i = 0; i < 3; i++) {
      const r = await c.post<{ attempts_remaining: number }>('/api/web/send-register', {
        to: email,
      });
      remaining.push(r.body.data!.attempts_remaining);
    }
    expect(remaining).toEqual([2, 1, 0]);
    const fourth = await c.post('/api/web/send-register', { to: email });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe('too-many-email-attempts');
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailsTo(c, email)).toHaveLength(3);
  });
});

describe('POST /api/web/verify-registration-token', () => {
  it('accepts the e-mailed link and refuses any altered part', async () => {
    const c = visitor();
    const email = freshEmail();
    const { token, id } = await linkFor(c, email);
    const okRes = await c.post<{ email: string; expires_at: string }>(
      '/api/web/verify-registration-token',
      { token, email, id },
    );
    expect(okRes.status).toBe(200);
    const minutes = (Date.parse(okRes.body.data!.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);

    const wrongToken = await c.post('/api/web/verify-registration-token', {
      token: 'y'.repeat(43),
      email,
      id,
    });
    expect(wrongToken.status).toBe(400);
    expect(wrongToken.body.message).toBe('invalid-registration-link');
    const wrongEmail = await c.post('/api/web/verify-registration-token', {
      token,
      email: 'other@example.com',
      id,
    });
    expect(wrongEmail.body.message).toBe('invalid-registration-link');
    const badParts = await c.post('/api/web/verify-registration-token', {
      token: 'short',
      email: 'nope',
      id: 'x',
    });
    expect(badParts.body.errors).toEqual({
      token: ['invalid-token'],
      email: ['invalid-email-format'],
      id: ['invalid-registration-link'],
    });
  });

  it('says registration-link-expired after 60 minutes', async () => {
    const c = visitor();
    const email = freshEmail();
    const { token, id } = await linkFor(c, email);
    await t.app.db.execute(
      sql`update registrations set expires_at = now() - interval '1 second' where id = ${id}`,
    );
    const res = await c.post('/api/web/verify-registration-token', { token, email, id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('registration-link-expired');
  });
});

describe('POST /api/web/complete-registration', () => {
  it('creates the account once; the link then no longer works; the user can log in', async () => {
    const c = visitor();
    const email = freshEmail();
    const link = await linkFor(c, email);
    const res = await c.form('/api/web/complete-registration', await registrationForm(email, link));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ result: true, message: 'registration-success' });

    const again = await c.form(
      '/api/web/complete-registration',
      await registrationForm(email, link),
    );
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('invalid-registration-link');

    const login = await c.post<{
      user: {
        first_name: string;
        gender: number;
        dob: string;
        image: string;
        is_email_verified: boolean;
      };
    }>('/api/auth/login', { email, password: 'Tonle-Sap-2026' });
    expect(login.status).toBe(200);
    const user = login.body.data!.user;
    expect(user).toMatchObject({
      first_name: 'Dara',
      gender: 2,
      dob: '1995-04-14',
      is_email_verified: true,
    });
    const img = await c.raw(user.image);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
  });

  it.each([
    [{ first_name: 'D' }, { first_name: ['first-name-min-length'] }],
    [{ first_name: 'Dara2' }, { first_name: ['first-name-invalid-characters'] }],
    [{ last_name: 'Kiiiiim' }, { last_name: ['last-name-invalid-pattern'] }],
    [{ last_name: '' }, { last_name: ['last-name-required'] }],
    [{ password: 'short', password_confirmation: 'short' }, { password: ['password-min-length'] }],
    [
      { password: 'qwerty', password_confirmation: 'qwerty' },
      { password: ['password-min-length'] },
    ],
    [
      { password: 'password123', password_confirmation: 'password123' },
      { password: ['password-too-common'] },
    ],
    [
      { password: 'Dara-river-9', password_confirmation: 'Dara-river-9' },
      { password: ['password-contains-personal-info'] },
    ],
    [
      { password_confirmation: 'Tonle-Sap-2027' },
      { password_confirmation: ['passwords-do-not-match'] },
    ],
    [{ password_confirmation: null }, { password_confirmation: ['confirm-password-required'] }],
    [{ terms: null }, { terms: ['terms-required'] }],
    [{ gender: '3' }, { gender: ['gender-invalid'] }],
    [{ phone: '1111111' }, { phone: ['phone-invalid-pattern'] }],
    [{ dob: '2099-01-01' }, { dob: ['dob-future'] }],
    [{ dob: '2020-01-01' }, { dob: ['dob-min-age'] }],
    [{ image: null }, { image: ['image-required'] }],
  ])('refuses %j with field errors and creates nothing', async (over, errors) => {
    const c = visitor();
    const email = freshEmail();
    const link = await linkFor(c, email);
    const res = await c.form(
      '/api/web/complete-registration',
      await registrationForm(email, link, over),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: false, error: true, message: 'validation-failed', errors });
    // The link still works after a refused form.
    expect(
      (
        await c.post('/api/web/verify-registration-token', {
          token: link.token,
          email,
          id: link.id,
        })
      ).status,
    ).toBe(200);
  });

  it.each([
    [
      'a GIF',
      async () => imageBlob(await makeImage('gif'), 'image/gif'),
      'me.gif',
      'image-invalid-type',
    ],
    [
      'a script named .png',
      async () => imageBlob(Buffer.from('<?php echo 1; ?>'), 'image/png'),
      'me.php.png',
      'image-suspicious-file',
    ],
    [
      'text that claims to be a PNG',
      async () => imageBlob(Buffer.from('not an image'), 'image/png'),
      'me.png',
      'image-invalid-format',
    ],
    [
      'a WebP named .png',
      async () => imageBlob(await makeImage('webp'), 'image/png'),
      'me.png',
      'image-invalid-type',
    ],
    [
      'a picture over 2 MB',
      async () => imageBlob(Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'image/png'),
      'big.png',
      'image-too-large',
    ],
  ])('checks the image by its content: %s', async (_label, blob, name, key) => {
    const c = visitor();
    const email = freshEmail();
    const link = await linkFor(c, email);
    const form = await registrationForm(email, link, { image: null });
    form.set('image', await blob(), name);
    const res = await c.form('/api/web/complete-registration', form);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ image: [key] });
  });

  it('limits submissions to 3 per 15 minutes per address', async () => {
    const c = visitor();
    const email = freshEmail();
    const link = await linkFor(c, email);
    for (let i = 0; i < 3; i++) {
      const r = await c.form(
        '/api/web/complete-registration',
        await registrationForm(email, link, { terms: null }),
      );
      expect(r.status).toBe(400);
    }
    const fourth = await c.form(
      '/api/web/complete-registration',
      await registrationForm(email, link),
    );
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe('registration-rate-limit-exceeded');
  });

  it('limits one client IP to 12 links in 15 minutes whatever the addresses', async () => {
    const c = visitor();
    for (let i = 0; i < 12; i++)
      expect((await c.post('/api/web/send-register', { to: freshEmail() })).status).toBe(200);
    const res = await c.post('/api/web/send-register', { to: freshEmail() });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('too-many-email-attempts');
    // Another visitor is not affected.
    expect((await visitor().post('/api/web/send-register', { to: freshEmail() })).status).toBe(200);
  });

  it('is 415 for a JSON body', async () => {
    const res = await visitor().post('/api/web/complete-registration', { email: 'x@example.com' });
    expect(res.status).toBe(415);
  });
});
