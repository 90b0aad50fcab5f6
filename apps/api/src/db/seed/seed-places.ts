import type { DbOrTx } from '../client';
import { communes, districts, locationCategories, provinces, tags } from '../schema/index';
import categoryRows from './data/location-categories.json';
import provinceRows from './data/provinces.json';
import communeRows from './data/siem-reap-communes.json';
import districtRows from './data/siem-reap-districts.json';
import tagRows from './data/tags.json';

/** NCDD codes are the stable identity below province level: the id is the code as a number. */
export const idFromCode = (code: string) => Number.parseInt(code, 10);

/**
 * Reference data the demo needs: the 25 provinces, Siem Reap's districts and
 * communes, location categories and tags. Existing rows are left alone, so the
 * seed can run at every start and after a gazetteer import.
 */
export async function seedPlaces(db: DbOrTx): Promise<void> {
  const provinceIdByCode = new Map(provinceRows.map((p) => [p.code, p.id]));
  await db.insert(provinces).values(provinceRows).onConflictDoNothing();
  await db
    .insert(districts)
    .values(
      districtRows.map(({ parent, ...d }) => ({
        ...d,
        id: idFromCode(d.code),
        province_id: provinceIdByCode.get(parent) ?? 0,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(communes)
    .values(
      communeRows.map(({ parent, ...c }) => ({
        ...c,
        id: idFromCode(c.code),
        district_id: idFromCode(parent),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(locationCategories)
    .values(categoryRows.map((c, i) => ({ ...c, sort_order: i + 1 })))
    .onConflictDoNothing({ target: locationCategories.slug });
  await db.insert(tags).values(tagRows).onConflictDoNothing({ target: tags.slug });
}
