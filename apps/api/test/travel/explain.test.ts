import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as hotelsRepo from '../../src/modules/hotels/hotels-repository';
import * as repo from '../../src/modules/locations/locations-repository';
import { explain, expectIndex, type Explainable, type ExplainOptions } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // 10,000 generated places (and 5,000 hotels) spread over provinces, districts and categories, as issue 5 asks.
  await t.app.db.execute(sql`
    insert into locations (slug, name_en, name_km, category_id, province_id, district_id, lat, lng, total_view, search_text)
    select 'gen-' || g, 'Generated place ' || g, 'ទីកន្លែង ' || g,
           (select id from location_categories order by id limit 1 offset (g % 12)),
           (g % 25) + 1,
           case when g % 25 + 1 = 8 then (select id from districts where province_id = 8 order by id limit 1 offset (g % 13)) end,
           13.0, 104.0, (g * 7919) % 50000, 'generated place ' || g
    from generate_series(1, 10000) g`);
  await t.app.db.execute(sql`
    insert into hotels (slug, name_en, name_km, type, stars, description_en, description_km, address_en, address_km,
                        province_id, lat, lng, email, phone, services, meals, min_price_cents, max_price_cents)
    select 'gen-hotel-' || g, 'Generated hotel ' || g, 'សណ្ឋាគារ ' || g, 'hotel', 3, '', '', '', '',
           (g % 25) + 1, 13.3, 103.8, 'h@example.com', '0', '[]', '[]',
           (g * 37) % 50000, (g * 37) % 50000 + 2000
    from generate_series(1, 5000) g`);
  await t.app.db.execute(sql`analyze`);
});
afterAll(() => t.close());

const plan = (query: Explainable, opts?: ExplainOptions) => explain(t.app.db, query, opts);
const usesIndex = expectIndex;

describe('every list query uses an index (10,000 locations)', () => {
  it('the default list by views', async () => {
    usesIndex(await plan(repo.listCards(t.app.db, {}, 12, 0)), 'locations_views_idx');
  });
  it('by province, district and category', async () => {
    usesIndex(
      await plan(repo.listCards(t.app.db, { provinceId: 14 }, 12, 0)),
      'locations_province_idx',
    );
    const district = await t.app.db.execute(
      sql`select id from districts where province_id = 8 order by id limit 1`,
    );
    const id = (district as unknown as { rows: { id: number }[] }).rows[0]!.id;
    usesIndex(
      await plan(repo.listCards(t.app.db, { districtId: id }, 12, 0)),
      'locations_district_idx',
    );
    usesIndex(
      await plan(repo.listCards(t.app.db, { categoryId: 3 }, 12, 0)),
      'locations_category_idx',
    );
  });
  it('by commune and village', async () => {
    usesIndex(
      await plan(repo.listCards(t.app.db, { communeId: 171001 }, 12, 0)),
      'locations_commune_idx',
    );
    usesIndex(
      await plan(repo.listCards(t.app.db, { villageId: 17100101 }, 12, 0)),
      'locations_village_idx',
    );
  });
  // At 10,000 rows a PostgreSQL server may still price a full scan under the GIN trigram scan (PGlite
  // does not): this checks that the search predicate itself is served by the trigram index.
  it('text search by trigram', async () => {
    usesIndex(
      await plan(
        repo.listCards(t.app.db, { searchWords: ['angkor'], searchPhrase: 'angkor' }, 12, 0),
        { indexable: true },
      ),
      'locations_search_trgm_idx',
    );
  });
  it('hotels by price', async () => {
    usesIndex(
      await plan(hotelsRepo.listHotels(t.app.db, { provinceId: 8, maxCents: 3000 }, 9, 0)),
      'hotels_province_price_idx',
    );
  });
});
