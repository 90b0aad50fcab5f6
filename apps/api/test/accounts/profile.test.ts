import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBlob, makeImage, TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Profile {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  gender: number;
  image: string | null;
}

async function session() {
  const u = await createUser(t);
  const c = new TestClient(t.baseUrl);
  await c.post('/api/auth/login', { email: u.email, password: u.password });
  return { ...u, c };
}

function profileForm(over: Record<string, string | null> = {}) {
  const form = new FormData();
  const fields: Record<string, string | null> = {
    _method: 'PUT',
    first_name: 'Sreymom',
    last_name: 'Phan',
    phone: '012 345 678',
    gender: '2',
    ...over,
  };
  for (const [k, v] of Object.entries(fields)) if (v !== null) form.set(k, v);
  return form;
}

describe('POST /api/web/customer/update', () => {
  it('updates the profile and a new photo, which /me then shows', async () => {
    const { c, email } = await session();
    const form = profileForm({ email: 'someone-else@example.com' });
    form.set('image', imageBlob(await makeImage('jpeg', 300, 200), 'image/jpeg'), 'me.jpg');
    const res = await c.form<Profile>('/api/web/customer/update', form);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('profile-update-success');
    expect(res.body.data).toMatchObject({
      first_name: 'Sreymom',
      last_name: 'Phan',
      phone: '012 345 678',
      gender: 2,
      email,
    });
    const me = await c.get<Profile>('/api/web/auth/me');
    expect(me.body.data!.image).toBe(res.body.data!.image);
    // Named by a random uuid, not the row id, so nobody can walk through everyone's photos.
    expect(me.body.data!.image).toMatch(
      /^\/api\/media\/images\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/,
    );
    const img = await c.raw(me.body.data!.image!);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/webp');
    expect(img.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves no stored picture by its row id or any other name than its uuid', async () => {
    const { c } = await session();
    const form = profileForm();
    form.set('image', imageBlob(await makeImage('png'), 'image/png'), 'me.png');
    const url = (await c.form<Profile>('/api/web/customer/update', form)).body.data!.image!;
    const uuid = /([0-9a-f-]{36})\.webp$/.exec(url)![1]!;
    const notFound = { result: false, error: true, message: 'not-found' };
    for (const file of [
      '1.webp',
      '0001.webp',
      `${uuid.toUpperCase()}.webp`,
      `${uuid}.png`,
      '00000000-0000-4000-8000-000000000000.webp',
      'not-a-uuid.webp',
    ]) {
      const res = await c.get(`/api/media/images/${file}`);
      expect(res.status, file).toBe(404);
      expect(res.body, file).toEqual(notFound);
    }
  });

  it('keeps the photo when none is sent, and accepts WebP and PNG', async () => {
    const { c } = await session();
    const first = profileForm();
    first.set('image', imageBlob(await makeImage('webp'), 'image/webp'), 'a.webp');
    const withPhoto = await c.form<Profile>('/api/web/customer/update', first);
    expect(withPhoto.status).toBe(200);
    const without = await c.form<Profile>(
      '/api/web/customer/update',
      profileForm({ first_name: 'Bopha' }),
    );
    expect(without.body.data!.image).toBe(withPhoto.body.data!.image);
  });

  it.each([
    [{ first_name: '' }, { first_name: ['name-length-invalid'] }],
    [{ first_name: 'A'.repeat(51) }, { first_name: ['name-length-invalid'] }],
    [{ last_name: 'Phan  Sok' }, { last_name: ['name-format-invalid'] }],
    [{ last_name: 'Phan3' }, { last_name: ['name-format-invalid'] }],
    [{ phone: '12345' }, { phone: ['invalid-phone-format'] }],
    [{ gender: '5' }, { gender: ['invalid-gender-selection'] }],
  ])('refuses %j and changes nothing', async (over, errors) => {
    const { c } = await session();
    const res = await c.form('/api/web/customer/update', profileForm(over));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ result: false, error: true, message: 'validation-failed', errors });
    expect((await c.get<Profile>('/api/web/auth/me')).body.data!.first_name).toBe('Sokha');
  });

  it.each([
    ['a GIF', () => makeImage('gif'), 'image/gif', 'invalid-image-format'],
    [
      'a 2049 px wide picture',
      () => makeImage('png', 2049, 10),
      'image/png',
      'image-dimensions-too-large',
    ],
    [
      'bytes that are no picture',
      async () => Buffer.from('hello'),
      'image/png',
      'invalid-image-file',
    ],
    [
      'a file over 5 MB',
      async () => Buffer.alloc(5 * 1024 * 1024 + 100, 7),
      'image/jpeg',
      'image-too-large',
    ],
  ])('refuses %s', async (_label, bytes, type, key) => {
    const { c } = await session();
    const form = profileForm();
    form.set('image', imageBlob(await bytes(), type), 'x.png');
    const res = await c.form('/api/web/customer/update', form);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ image: [key] });
  });

  it('needs a login', async () => {
    const res = await new TestClient(t.baseUrl).form('/api/web/customer/update', profileForm());
    expect(res.status).toBe(401);
  });
});

describe('ownership', () => {
  it("one user's session never reads or changes another user's profile", async () => {
    const a = await session();
    const b = await session();
    // A's requests name B in every way a client could try; only A's own row changes.
    const form = profileForm({
      first_name: 'Intruder',
      id: String(b.user.id),
      user_id: String(b.user.id),
      email: b.email,
    });
    const res = await a.c.form<Profile>('/api/web/customer/update', form);
    expect(res.body.data!.id).toBe(a.user.id);
    const bMe = await b.c.get<Profile>('/api/web/auth/me');
    expect(bMe.body.data).toMatchObject({ id: b.user.id, first_name: 'Sokha', email: b.email });
    const aMe = await a.c.get<Profile>('/api/web/auth/me');
    expect(aMe.body.data).toMatchObject({ id: a.user.id, first_name: 'Intruder', email: a.email });
    // A's password change cannot touch B's password.
    await a.c.put('/api/profile/pass', {
      current_password: b.password,
      new_password: 'Kampot-Pepper-5',
      new_password_confirmation: 'Kampot-Pepper-5',
    });
    expect(
      (
        await new TestClient(t.baseUrl).post('/api/auth/login', {
          email: b.email,
          password: b.password,
        })
      ).status,
    ).toBe(200);
  });
});
