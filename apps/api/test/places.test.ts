import type { Envelope } from '@camtour/shared/schemas/envelope';
import type { LocationCategory, PlaceLookup, ProvinceLookup } from '@camtour/shared/schemas/places';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function firstId(query: SQL): Promise<number> {
  const res = await t.app.db.execute(query);
  return (res as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

describe('GET /api/web/view/location/provinces', () => {
  it('lists the 25 provinces with the earlier ids and their NCDD codes', async () => {
    const { status, body } = await t.json<Envelope<ProvinceLookup[]>>(
      '/api/web/view/location/provinces',
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ result: true, error: false, message: 'success' });
    const list = body.data!;
    expect(list).toHaveLength(25);
    const byId = new Map(list.map((p) => [p.id, p]));
    expect(byId.get(8)).toMatchObject({
      code: '17',
      name: 'Siem Reap',
      name_km: 'សៀមរាប',
      slug: 'siem-reap',
    });
    expect(byId.get(14)).toMatchObject({ code: '23', name: 'Kep', local_name: 'កែប' });
    expect(byId.get(17)).toMatchObject({ code: '01', name_en: 'Banteay Meanchey' });
    expect(byId.get(3)).toMatchObject({ code: '12', name_en: 'Phnom Penh' });
    // English readers get an alphabetical list.
    const names = list.map((p) => p.name_en);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
  });

  it('names each province in Khmer with lang=km', async () => {
    const { body } = await t.json<Envelope<ProvinceLookup[]>>(
      '/api/web/view/location/provinces?lang=km',
    );
    const kep = body.data!.find((p) => p.id === 14)!;
    expect(kep.name).toBe('កែប');
    expect(kep.name_en).toBe('Kep');
  });

  it('refuses an unknown language with a field error', async () => {
    const { status, body } = await t.json<Envelope<unknown>>(
      '/api/web/view/location/provinces?lang=fr',
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      result: false,
      error: true,
      message: 'validation-failed',
      errors: { lang: ['invalid-lang'] },
    });
  });
});

describe('GET /api/web/view/location/districts/{provinceId}', () => {
  it('lists the 13 districts of Siem Reap', async () => {
    const { status, body } = await t.json<Envelope<PlaceLookup[]>>(
      '/api/web/view/location/districts/8',
    );
    expect(status).toBe(200);
    expect(body.data).toHaveLength(13);
    expect(body.data!.find((d) => d.id === 1710)).toMatchObject({
      code: '1710',
      name: 'Siem Reap',
      name_km: 'សៀមរាប',
      type: 'Krong',
    });
  });

  it('answers an empty list for a province whose districts are not loaded', async () => {
    // The demo seed loads districts only where it has places: find a province it left empty.
    const id = await firstId(
      sql`select p.id from provinces p where not exists (select 1 from districts d where d.province_id = p.id) order by p.id limit 1`,
    );
    const { status, body } = await t.json<Envelope<PlaceLookup[]>>(
      `/api/web/view/location/districts/${id}`,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('is 404 province-not-found for an unknown province', async () => {
    const { status, body } = await t.json<Envelope<unknown>>('/api/web/view/location/districts/99');
    expect(status).toBe(404);
    expect(body).toEqual({ result: false, error: true, message: 'province-not-found' });
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999', '8e3x'])(
    'is 400 invalid-id for %s, never 500',
    async (id) => {
      const { status, body } = await t.json<Envelope<unknown>>(
        `/api/web/view/location/districts/${id}`,
      );
      expect(status).toBe(400);
      expect(body.errors).toEqual({ provinceId: ['invalid-id'] });
    },
  );
});

describe('GET /api/web/view/location/communes/{districtId} and villages/{communeId}', () => {
  it('lists the communes of Krong Siem Reap in Khmer order with lang=km', async () => {
    const { status, body } = await t.json<Envelope<PlaceLookup[]>>(
      '/api/web/view/location/communes/1710?lang=km',
    );
    expect(status).toBe(200);
    expect(body.data!.length).toBeGreaterThan(5);
    for (const c of body.data!) {
      expect(c.code.startsWith('1710')).toBe(true);
      expect(c.name).toBe(c.name_km);
    }
    const names = body.data!.map((c) => c.name_km);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('is 404 district-not-found / commune-not-found for unknown parents', async () => {
    expect((await t.json('/api/web/view/location/communes/9999')).status).toBe(404);
    const v = await t.json<Envelope<unknown>>('/api/web/view/location/villages/999999');
    expect(v.status).toBe(404);
    expect(v.body.message).toBe('commune-not-found');
  });

  it('is 400 for a non-numeric commune id', async () => {
    const { status, body } = await t.json<Envelope<unknown>>('/api/web/view/location/villages/x1');
    expect(status).toBe(400);
    expect(body.errors).toEqual({ communeId: ['invalid-id'] });
  });

  it('answers an empty village list for a known commune without villages', async () => {
    const id = await firstId(
      sql`select c.id from communes c where not exists (select 1 from villages v where v.commune_id = c.id) order by c.id limit 1`,
    );
    const { status, body } = await t.json<Envelope<PlaceLookup[]>>(
      `/api/web/view/location/villages/${id}`,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });
});

describe('GET /api/web/view/categories', () => {
  it('lists the location categories with slugs, Khmer names and pictures that load', async () => {
    const { status, body } = await t.json<Envelope<LocationCategory[]>>(
      '/api/web/view/categories?lang=km',
    );
    expect(status).toBe(200);
    const list = body.data!;
    expect(list.length).toBeGreaterThanOrEqual(10);
    const temples = list.find((c) => c.slug === 'temples')!;
    expect(temples).toMatchObject({ name_en: 'Temples & Heritage', name: temples.name_km });
    expect(temples.name_km).toMatch(/[\u1780-\u17ff]/);
    for (const c of list) {
      const img = await t.request(c.image);
      expect(img.status, c.image).toBe(200);
      expect(img.headers.get('content-type')).toContain('image/svg+xml');
    }
  });

  it('is 404 for a picture of an unknown category', async () => {
    const res = await t.request('/api/media/category/nope.svg');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ result: false, message: 'not-found' });
  });
});
