import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { imageBlob, makeImage, TestClient } from '../helpers/client';
import { lastLink } from '../helpers/outbox';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { customerClient, makeStaff, staffClient } from './helpers';

/** D15: the role lives on the account, shows as document 1's role_id, and no request sets it. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

let ip = 0;
const visitor = () => new TestClient(t.baseUrl, `198.51.100.${++ip}`);

/** The link mail may still be in the queue (the worker renders deferred mail): look again a while. */
async function linkFor(c: TestClient, email: string): Promise<URL> {
  for (let tries = 0; ; tries += 1) {
    try {
      return await lastLink(c, email);
    } catch (error) {
      if (tries >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const roleOf = async (email: string) =>
  (await t.app.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

describe('the profile', () => {
  it('shows role_id 2 for a customer and 3 for staff', async () => {
    const customer = await customerClient(t);
    expect((await customer.get<{ role_id: number }>('/api/web/auth/me')).body.data!.role_id).toBe(
      2,
    );
    const staff = await staffClient(t);
    expect((await staff.get<{ role_id: number }>('/api/web/auth/me')).body.data!.role_id).toBe(3);
  });

  it('shows role_id 1 for an admin', async () => {
    const u = await createUser(t);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.email, u.email));
    const c = new TestClient(t.baseUrl);
    const login = await c.post<{ token: string }>('/api/auth/login', u);
    c.bearer = login.body.data!.token;
    expect((await c.get<{ role_id: number }>('/api/web/auth/me')).body.data!.role_id).toBe(1);
  });

  it('refuses a role the database does not know', async () => {
    const u = await createUser(t);
    await expect(
      t.app.db.update(users).set({ role: 'superuser' }).where(eq(users.email, u.email)),
    ).rejects.toThrow();
    expect(await roleOf(u.email)).toBe('customer');
  });
});

describe('the role is never taken from a request body', () => {
  it('registration with role admin and role_id 1 makes a customer', async () => {
    const c = visitor();
    const email = `role-reg-${Date.now()}@example.com`;
    expect((await c.post('/api/web/send-register', { to: email })).status).toBe(200);
    const url = await linkFor(c, email);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      registration_id: url.searchParams.get('id')!,
      email,
      token: url.searchParams.get('token')!,
      first_name: 'Dara',
      last_name: 'Kim',
      password: 'Tonle-Sap-2026',
      password_confirmation: 'Tonle-Sap-2026',
      dob: '1995-04-14',
      gender: '2',
      phone: '+855 12 345 678',
      terms: 'true',
      role: 'admin',
      role_id: '1',
    }))
      form.set(k, v);
    form.set('image', imageBlob(await makeImage('png'), 'image/png'), 'me.png');
    const res = await c.form('/api/web/complete-registration', form);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await roleOf(email)).toBe('customer');
    const login = await c.post<{ token: string }>('/api/auth/login', {
      email,
      password: 'Tonle-Sap-2026',
    });
    c.bearer = login.body.data!.token;
    expect((await c.get<{ role_id: number }>('/api/web/auth/me')).body.data!.role_id).toBe(2);
  });

  it('a profile update with role admin and role_id 1 leaves a customer a customer', async () => {
    const u = await createUser(t);
    const c = new TestClient(t.baseUrl);
    await c.post('/api/auth/login', u);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      _method: 'PUT',
      first_name: 'Sreymom',
      last_name: 'Phan',
      phone: '012 345 678',
      gender: '2',
      role: 'admin',
      role_id: '1',
    }))
      form.set(k, v);
    const res = await c.form<{ role_id: number; first_name: string }>(
      '/api/web/customer/update',
      form,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ first_name: 'Sreymom', role_id: 2 });
    expect(await roleOf(u.email)).toBe('customer');
  });

  it('a staff member updating the profile stays staff, and cannot become admin', async () => {
    const u = await createUser(t);
    await makeStaff(t, u.email);
    const c = new TestClient(t.baseUrl);
    await c.post('/api/auth/login', u);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      _method: 'PUT',
      first_name: 'Vanna',
      last_name: 'Seng',
      gender: '1',
      role: 'admin',
      role_id: '1',
    }))
      form.set(k, v);
    const res = await c.form('/api/web/customer/update', form);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await roleOf(u.email)).toBe('staff');
  });
});
