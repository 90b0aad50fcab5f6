import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/db/schema/index';
import { staffClient } from '../admin/helpers';
import { activityBody, locationBody, refs } from '../admin/places-helpers';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/*
 * Input that once reached code unable to take it and answered 500: JSON thousands of levels deep
 * (the NUL scan recursed), and integers PostgreSQL's integer cannot hold (its overflow error).
 * Each is now a 400 in the envelope, with a stable key.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true', MAIL_WORKER: 'false' } });
});
afterAll(() => t?.close());

const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

async function signedIn(): Promise<TestClient> {
  const { email, password } = await createUser(t);
  const c = new TestClient(t.baseUrl, '10.20.0.1');
  expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
  return c;
}

/** Sends a JSON text as it is (a client's `call` would stringify an object). */
async function sendJson(c: TestClient, method: string, path: string, text: string | Buffer) {
  const res = await c.raw(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: text,
  });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, type, body: (await res.json()) as Record<string, unknown> };
}

describe('JSON nested deeper than any input of ours', () => {
  const TOO_DEEP = { result: false, error: true, message: 'json-too-deep' };

  it.each([
    ['arrays 5000 levels deep', deepArray(5000)],
    ['objects 5000 levels deep', deepObject(5000)],
    ['objects 100000 levels deep', deepObject(100_000)],
    ['5000 levels inside a field', `{"email":${deepArray(5000)},"password":"x"}`],
    ['65 levels', deepArray(65)],
  ])('is a 400 json-too-deep, on every kind of JSON route: %s', async (_, text) => {
    const c = await signedIn();
    for (const [method, path] of [
      ['POST', '/api/auth/login'],
      ['POST', '/api/web/product/cart/add'],
      ['POST', '/api/web/user/plans'],
      ['POST', '/api/web/activities/1/booking'],
      ['DELETE', '/api/web/product/cart/remove'],
      ['POST', '/api/web/no-such-route'],
    ] as const) {
      const res = await sendJson(c, method, path, text);
      expect({ path, status: res.status, body: res.body }).toEqual({
        path,
        status: 400,
        body: TOO_DEEP,
      });
    }
  });

  it('takes 64 levels: the schema then says what is wrong with the field', async () => {
    const c = await signedIn();
    const res = await sendJson(c, 'POST', '/api/web/product/cart/add', deepArray(64));
    expect(res.status).toBe(400);
    expect(res.body.message).not.toBe('json-too-deep');
  });
});

describe('JSON keys that could reach a prototype, and repeated keys', () => {
  it.each([
    ['__proto__', '{"__proto__":{"polluted":true},"email":"a@example.com","password":"x"}'],
    ['nested __proto__', '{"email":"a@example.com","x":{"__proto__":{"polluted":true}}}'],
    ['constructor.prototype', '{"constructor":{"prototype":{"polluted":true}},"email":"a@b.c"}'],
  ])('%s is a 400 invalid-json and pollutes nothing', async (_, text) => {
    const c = await signedIn();
    for (const path of ['/api/auth/login', '/api/web/product/cart/add', '/api/web/feedback']) {
      const res = await sendJson(c, 'POST', path, text);
      expect({ path, status: res.status, message: res.body.message }).toEqual({
        path,
        status: 400,
        message: 'invalid-json',
      });
    }
    // The server runs in this process: its objects and ours share Object.prototype.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a repeated key is read as its last value, never a 500', async () => {
    const c = await signedIn();
    const res = await sendJson(
      c,
      'POST',
      '/api/web/product/cart/add',
      '{"product_id":1,"qty":1,"qty":99999999999}',
    );
    expect(res.status).toBe(400);
    // The second qty is the one checked.
    expect((res.body.errors as Record<string, string[]>).qty).toEqual(['field-too-large']);
  });
});

describe('text that is not valid UTF-8 or UTF-16', () => {
  it('invalid UTF-8 bytes and lone surrogates are 4xx envelopes, never a 500', async () => {
    const c = await signedIn();
    const bodies: (string | Buffer)[] = [
      Buffer.concat([
        Buffer.from('{"comment":"'),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from('"}'),
      ]),
      Buffer.from([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x3a, 0x31, 0x7d]),
      '{"comment":"\\ud800 lone high","page":"about"}',
      '{"comment":"\\udfff\\ud800 reversed pair in a comment long enough","page":"about"}',
    ];
    for (const body of bodies) {
      const res = await sendJson(c, 'POST', '/api/web/feedback', body);
      expect(res.status, String(body)).toBeLessThan(500);
      expect(res.type).toContain('application/json');
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('lone surrogates, which only JSON can send', () => {
  it('become U+FFFD, in a JSON column too (an activity and its audit entry)', async () => {
    const staff = await staffClient(t);
    const [place] = await t.app.db.select({ id: locations.id }).from(locations).limit(1);
    const res = await staff.post<{ name_en: string; included: { en: string[] } }>(
      `/api/admin/locations/${place!.id}/activities`,
      activityBody({ name_en: 'Sunrise \ud800walk', included: { en: ['Water \udfff'], km: [] } }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data!.name_en).toBe('Sunrise \ufffdwalk');
    expect(res.body.data!.included.en).toEqual(['Water \ufffd']);
  });
});

describe('integers beyond what PostgreSQL holds', () => {
  const fieldError = async (path: string) => {
    const res = await t.json<{ message: string; errors?: Record<string, string[]> }>(path);
    expect(res.status, path).toBe(400);
    expect(res.body.message, path).toBe('validation-failed');
    return res.body.errors;
  };

  it.each(['/api/web/view/adventure', '/api/web/view/siemreap'])(
    'min_total_view on %s: too large, too small or not whole is a 400 naming it',
    async (list) => {
      expect(await fieldError(`${list}?min_total_view=99999999999`)).toEqual({
        min_total_view: ['field-too-large'],
      });
      expect(await fieldError(`${list}?min_total_view=2147483648`)).toEqual({
        min_total_view: ['field-too-large'],
      });
      expect(await fieldError(`${list}?min_total_view=-1`)).toEqual({
        min_total_view: ['field-too-small'],
      });
      // Not a whole number, or beyond the numbers JavaScript counts exactly (and so too large).
      for (const v of ['1.5', '1e308', '9007199254740993', 'Infinity']) {
        const errors = await fieldError(`${list}?min_total_view=${v}`);
        expect(Object.keys(errors ?? {}), v).toEqual(['min_total_view']);
        expect(errors!.min_total_view, v).toContain('field-invalid');
      }
      // The largest PostgreSQL integer is still a question (that nothing answers).
      const most = await t.json<{ data: { locations: unknown[] } }>(
        `${list}?min_total_view=2147483647`,
      );
      expect(most.status).toBe(200);
      expect(most.body.data.locations).toEqual([]);
    },
  );

  it('other query and path integers: pages, sizes, ids', async () => {
    expect(await fieldError('/api/web/view/adventure?per_page=99999999999')).toEqual({
      per_page: ['field-too-large'],
    });
    expect(await fieldError('/api/web/view/product?page=99999999999')).toEqual({
      page: ['field-too-large'],
    });
    expect(await fieldError('/api/web/view/product?page=0')).toEqual({
      page: ['field-too-small'],
    });
    expect(await fieldError('/api/web/view/adventure?province_id=99999999999')).toEqual({
      province_id: ['invalid-id'],
    });
    expect(await fieldError('/api/web/view/product/99999999999')).toEqual({ id: ['invalid-id'] });
    expect(await fieldError('/api/web/view/location/detail/1?month=1e308')).toEqual({
      month: ['field-too-large'],
    });
    expect(await fieldError('/api/web/view/hotels/siemreap/1/reviews?page=-99999999999')).toEqual({
      page: ['field-too-small'],
    });
  });

  it('ids in a back-office body: a 400 naming each, never the database overflow', async () => {
    const staff = await staffClient(t);
    const r = await refs(t);
    for (const huge of [99999999999, 2 ** 31, 2 ** 53 + 1, 1e308, -1, 1.5]) {
      const res = await staff.post('/api/admin/locations', {
        ...locationBody(r),
        category_id: huge,
        district_id: huge,
        tag_ids: [huge],
      });
      expect(res.status, String(huge)).toBe(400);
      expect(res.body.errors, String(huge)).toEqual({
        category_id: ['field-invalid'],
        district_id: ['field-invalid'],
        'tag_ids.0': ['field-invalid'],
      });
    }
  });
});
