import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Envelope } from '@camtour/shared/schemas/envelope';
import type { PlaceLookup } from '@camtour/shared/schemas/places';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GazetteerError, importGazetteer } from '../src/modules/gazetteer/import-gazetteer';
import { startTestApp, type TestApp } from './helpers/test-app';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const gazetteerFile =
  process.env.GAZETTEER_FILE ?? path.resolve(repoRoot, '../shared/data/gazetteer/gazetteer.json');
const haveFile = fs.existsSync(gazetteerFile);
if (!haveFile) {
  console.warn(
    `gazetteer import test SKIPPED: ${gazetteerFile} is absent (set GAZETTEER_FILE to run it)`,
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function counts(app = t) {
  const res = await app.app.db.execute(sql`
    select (select count(*) from provinces)::int as provinces, (select count(*) from districts)::int as districts,
           (select count(*) from communes)::int as communes, (select count(*) from villages)::int as villages`);
  return (res as unknown as { rows: Record<string, number>[] }).rows[0]!;
}

const fixture = [
  {
    code: '17',
    level: 'province',
    unit_km: 'ខេត្ត',
    unit_latin: 'Khaet',
    name_km: 'សៀមរាប',
    name_latin: 'Siem Reap',
    parent: null,
    lat: 13.3,
    lng: 103.8,
  },
  {
    code: '1710',
    level: 'district',
    unit_km: 'ក្រុង',
    unit_latin: 'Krong',
    name_km: 'សៀមរាប',
    name_latin: 'Siem Reap',
    parent: '17',
  },
  {
    code: '171001',
    level: 'commune',
    unit_km: 'សង្កាត់',
    unit_latin: 'Sangkat',
    name_km: 'ស្លក្រាម',
    name_latin: 'Sla Kram',
    parent: '1710',
  },
  {
    code: '17100101',
    level: 'village',
    unit_km: 'ភូមិ',
    unit_latin: 'Phum',
    name_km: 'ភូមិតេស្ត',
    name_latin: 'Test Village',
    parent: '171001',
  },
];

describe('importGazetteer (small files)', () => {
  it('refuses a file whose parent is missing and writes nothing', async () => {
    const before = await counts();
    const orphan = [{ ...fixture[3]!, code: '99999901', parent: '999999' }];
    await expect(importGazetteer(t.app.db, orphan)).rejects.toThrow(GazetteerError);
    await expect(importGazetteer(t.app.db, [{ code: 'x' }])).rejects.toThrow(
      /Invalid gazetteer file/,
    );
    expect(await counts()).toEqual(before);
  });

  it('loads a unit and its children, idempotently, and serves them', async () => {
    const first = await importGazetteer(t.app.db, fixture);
    expect(first).toEqual({ province: 1, district: 1, commune: 1, village: 1 });
    const after = await counts();
    await importGazetteer(t.app.db, fixture);
    expect(await counts()).toEqual(after);
    const { body } = await t.json<Envelope<PlaceLookup[]>>(
      '/api/web/view/location/villages/171001?lang=km',
    );
    // The demo seed may hold the commune's real villages too: the imported one is among them.
    expect(body.data).toContainEqual(
      expect.objectContaining({ id: 17100101, code: '17100101', name: 'ភូមិតេស្ត' }),
    );
  });
});

describe.skipIf(!haveFile)(
  `importGazetteer (the full file ${path.basename(gazetteerFile)})`,
  () => {
    // A database of its own: nothing from the small-file tests may hide a miscount.
    let full: TestApp;
    beforeAll(async () => {
      full = await startTestApp();
    });
    afterAll(() => full.close());

    it('loads all 16,465 units in under 60 seconds, idempotently', async () => {
      const input: unknown = JSON.parse(fs.readFileSync(gazetteerFile, 'utf8'));
      const started = Date.now();
      const result = await importGazetteer(full.app.db, input);
      const seconds = (Date.now() - started) / 1000;
      console.info(`full gazetteer imported in ${seconds.toFixed(1)} s`);
      expect(seconds).toBeLessThan(60);
      expect(result).toEqual({ province: 25, district: 210, commune: 1652, village: 14578 });
      expect(await counts(full)).toEqual({
        provinces: 25,
        districts: 210,
        communes: 1652,
        villages: 14578,
      });
      await importGazetteer(full.app.db, input);
      expect(await counts(full)).toEqual({
        provinces: 25,
        districts: 210,
        communes: 1652,
        villages: 14578,
      });

      // Ids stay those of the earlier product, names come from the file.
      const provinces = await full.json<Envelope<PlaceLookup[]>>(
        '/api/web/view/location/provinces',
      );
      expect(provinces.body.data!.find((p) => p.id === 1)).toMatchObject({
        code: '10',
        name_en: 'Kratié',
        name_km: 'ក្រចេះ',
      });
      const kepDistricts = await full.json<Envelope<PlaceLookup[]>>(
        '/api/web/view/location/districts/14',
      );
      expect(kepDistricts.body.data!.length).toBeGreaterThan(0);
      expect(kepDistricts.body.data!.every((d) => d.code.startsWith('23'))).toBe(true);
      const villages = await full.json<Envelope<PlaceLookup[]>>(
        '/api/web/view/location/villages/10201',
      );
      expect(villages.body.data).toContainEqual(
        expect.objectContaining({ code: '01020101', name_en: 'Ou Thum', name_km: 'អូរធំ' }),
      );
    }, 120_000);
  },
);
