import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { users } from '../../src/db/schema/index';
import { DEMO_ACCOUNT, DEMO_STAFF_ACCOUNT } from '../../src/db/seed/seed-users';
import { publicBase } from '../../src/modules/accounts/account-helpers';
import { PRODUCTION_BAKONG } from '../helpers/production';
import { TestClient } from '../helpers/client';
import { mailsTo } from '../helpers/outbox';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

let ipCounter = 0;
const visitor = () => new TestClient(t.baseUrl, `192.0.2.${++ipCounter}`);

/** Every reset link mailed to an address, oldest first. */
async function resetTokens(c: TestClient, email: string) {
  const mails = await mailsTo(c, email);
  return mails
    .flatMap((m) => m.links)
    .filter((l) => l.includes('/reset-password?'))
    .map((l) => new URL(l).searchParams.get('token')!)
    .reverse();
}

const validate = async (c: TestClient, email: string, token: string) =>
  (await c.post<{ valid: boolean }>('/api/auth/validate-reset-token', { email, token })).body.data!
    .valid;

describe('reset links after a reset or a password change (issue 10)', () => {
  it('a successful reset voids every other reset link of the account', async () => {
    const { email } = await createUser(t);
    const c = visitor();
    await c.post('/api/auth/forgot-password', { email });
    await c.post('/api/auth/forgot-password', { email });
    const [first, second] = await resetTokens(c, email);
    expect(first && second && first !== second).toBe(true);
    expect(await validate(c, email, first!)).toBe(true);

    const res = await c.post('/api/auth/reset-password', {
      email,
      token: second,
      new_pass: 'Tonle-Sap-Lake-9',
      new_pass_confirmation: 'Tonle-Sap-Lake-9',
    });
    expect(res.status).toBe(200);

    expect(await validate(c, email, first!)).toBe(false);
    const late = await visitor().post('/api/auth/reset-password', {
      email,
      token: first,
      new_pass: 'Attacker-Choice-1',
      new_pass_confirmation: 'Attacker-Choice-1',
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('invalid-reset-token');
    const login = await visitor().post('/api/auth/login', { email, password: 'Tonle-Sap-Lake-9' });
    expect(login.status).toBe(200);
  });

  it('a password change voids the reset links mailed before it', async () => {
    const { email, password } = await createUser(t);
    const c = visitor();
    await c.post('/api/auth/forgot-password', { email });
    const [token] = await resetTokens(c, email);
    expect(await validate(c, email, token!)).toBe(true);

    expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
    const change = await c.put('/api/profile/pass', {
      current_password: password,
      new_password: 'Bokor-Mountain-5',
      new_password_confirmation: 'Bokor-Mountain-5',
    });
    expect(change.status).toBe(200);
    expect(await validate(c, email, token!)).toBe(false);
  });
});

describe('e-mailed links and development routes', () => {
  it('links start with PUBLIC_URL, else this machine and port, never a request header', () => {
    expect(publicBase(loadConfig({ PORT: '4123' }))).toBe('http://localhost:4123');
    expect(publicBase(loadConfig({ PUBLIC_URL: 'https://camtour.example/' }))).toBe(
      'https://camtour.example',
    );
  });

  it('the outbox answers this machine only, whatever X-Forwarded-For says', async () => {
    const fromHere = await visitor().get('/api/dev/mail');
    expect(fromHere.status).toBe(200);
    for (const remoteAddress of ['203.0.113.9', '10.1.2.3', '::ffff:192.0.2.1', '2001:db8::1']) {
      const away = await t.app.inject({ method: 'GET', url: '/api/dev/mail', remoteAddress });
      expect(away.statusCode).toBe(404);
      expect(away.json()).toMatchObject({ result: false, message: 'route-not-found' });
      const page = await t.app.inject({ method: 'GET', url: '/dev/mail', remoteAddress });
      expect(page.statusCode).toBe(404);
    }
    const mapped = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mail',
      remoteAddress: '::ffff:127.0.0.1',
    });
    expect(mapped.statusCode).toBe(200);
  });
});

describe('production', () => {
  it('loads no demo content and no demo account, customer or staff', async () => {
    const prod = await startTestApp({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:1',
        MAIL_WORKER: 'false',
        ...PRODUCTION_BAKONG,
      },
    });
    try {
      for (const account of [DEMO_ACCOUNT, DEMO_STAFF_ACCOUNT]) {
        const demo = await prod.app.db.select().from(users).where(eq(users.email, account.email));
        expect(demo, account.email).toHaveLength(0);
        const login = await new TestClient(prod.baseUrl).post('/api/auth/login', account);
        expect(login.status, account.email).toBe(401);
      }
    } finally {
      await prod.close();
    }
  });

  it('refuses to start with SEED_DEMO=true', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.example:25',
        PUBLIC_URL: 'https://camtour.example',
        SEED_DEMO: 'true',
        ...PRODUCTION_BAKONG,
      }),
    ).toThrow(/SEED_DEMO: cannot be true when NODE_ENV=production/);
  });

  it('requires PUBLIC_URL', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25' }),
    ).toThrow(/PUBLIC_URL: is required/);
  });
});
