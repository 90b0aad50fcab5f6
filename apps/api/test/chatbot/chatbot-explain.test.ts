import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../../src/modules/chatbot/chatbot-repository';
import { explain, expectIndex, type Explainable, type ExplainOptions } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * The chatbot's reads each have an index (decision 021), over 5,000 generated places, hotels,
 * products and activities besides the demo content: the four searches their GIN trigram index
 * (any question word as a substring or a typo), the province and category lists theirs.
 */
let t: TestApp;
let siemReap: number;
beforeAll(async () => {
  t = await startTestApp();
  const db = t.app.db;
  // md5 gives each generated row trigrams of its own, as real names have.
  await db.execute(sql`
    insert into locations (slug, name_en, name_km, category_id, province_id, lat, lng, total_view, search_text)
    select 'chat-gen-' || g, 'Generated place ' || g, 'ទីកន្លែង ' || g,
           (select id from location_categories order by id limit 1 offset (g % 12)),
           (g % 25) + 1, 13.0, 104.0, (g * 7919) % 50000,
           'generated place ' || g || ' ' || md5(g::text) || ' ទីកន្លែង'
    from generate_series(1, 5000) g`);
  await db.execute(sql`
    insert into hotels (slug, name_en, name_km, type, stars, description_en, description_km, address_en, address_km,
                        province_id, lat, lng, email, phone, services, meals, min_price_cents, max_price_cents, search_text)
    select 'chat-gen-hotel-' || g, 'Generated hotel ' || g, 'សណ្ឋាគារ ' || g, 'hotel', 3, '', '', '', '',
           (g % 25) + 1, 13.3, 103.8, 'h@example.com', '0', '[]', '[]',
           (g * 37) % 50000, (g * 37) % 50000 + 2000,
           'generated hotel ' || g || ' ' || md5(g::text)
    from generate_series(1, 5000) g`);
  await db.execute(sql`
    insert into products (code, category_id, brand_id, name_en, name_km, description_en, description_km,
                          price_cents, status, sold, search_text)
    select 'CHAT-GEN-' || g,
           (select id from product_categories order by id limit 1 offset (g % 5)),
           (select id from brands order by id limit 1),
           'Generated product ' || g, 'ផលិតផល ' || g, '', '',
           100 + g, case when g % 10 = 0 then 'draft' else 'published' end, g % 300,
           'generated product ' || g || ' ' || md5(g::text)
    from generate_series(1, 5000) g`);
  await db.execute(sql`
    insert into activities (location_id, name_en, name_km, description_en, description_km, difficulty,
                            duration_hours, price_cents, included, requirements, sort_order, search_text)
    select l.id, 'Generated activity ' || l.id, 'សកម្មភាព ' || l.id, '', '', 'easy', 2, 1500,
           '{"en": [], "km": []}', '{"en": [], "km": []}', 0,
           'generated activity ' || l.id || ' ' || md5(l.id::text)
    from locations l where l.slug like 'chat-gen-%'`);
  // As a server's autovacuum leaves them: a GIN index's own statistics (entries, pages) are only
  // written by VACUUM; without them the planner prices a trigram scan far too high and walks all
  // rows through another index instead (PGlite has no autovacuum to write them).
  await db.execute(sql`vacuum analyze`);
  const sr = (await repo.allProvinces(db)).find((p) => p.slug === 'siem-reap');
  siemReap = sr!.id;
});
afterAll(() => t.close());

const plan = (query: Explainable, opts?: ExplainOptions) => explain(t.app.db, query, opts);

/**
 * Each of the question's words, as a substring and as a typo, is looked up in the trigram index
 * (one bitmap scan per branch of the OR), and the table is never read in full. Sequential scans
 * are priced out as test/travel/explain.test.ts does: at 5,000 rows a PostgreSQL server may still
 * prefer one to a dozen index lookups, so what is checked is that the index can serve the search.
 */
async function searchUses(query: Explainable, table: string, index: string, words: number) {
  const p = await plan(query, { indexable: true });
  expectIndex(p, index);
  expect(p, p).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
  const lookups = p.match(new RegExp(`Bitmap Index Scan on ${index}\\b`, 'g')) ?? [];
  expect(lookups.length, p).toBe(2 * words);
}

describe('the four searches use their trigram indexes (5,000 rows each)', () => {
  // "Tell me about Angkor Wat", "hedlamp", Khmer: words as searchTerms gives them.
  it('places: English words, a Khmer word, and the 8 words a long question is cut to', async () => {
    const db = t.app.db;
    await searchUses(
      repo.searchLocations(db, ['tell', 'angkor', 'wat'], 'tell me about angkor wat'),
      'locations',
      'locations_search_trgm_idx',
      3,
    );
    await searchUses(
      repo.searchLocations(db, ['ប្រាសាទ', 'អង្គរវត្ត'], 'ប្រាប់ ខ្ញុំ អំពី ប្រាសាទ អង្គរវត្ត'),
      'locations',
      'locations_search_trgm_idx',
      2,
    );
    const eight = ['best', 'time', 'visit', 'waterfall', 'kulen', 'mountain', 'jungle', 'trek'];
    await searchUses(
      repo.searchLocations(db, eight, eight.join(' ')),
      'locations',
      'locations_search_trgm_idx',
      8,
    );
  });

  it('hotels', async () => {
    await searchUses(
      repo.searchHotels(t.app.db, ['sivatha', 'lights'], 'sivatha lights hotel'),
      'hotels',
      'hotels_search_trgm_idx',
      2,
    );
  });

  it('products, a typo included', async () => {
    const db = t.app.db;
    await searchUses(
      repo.searchProducts(db, ['sell', 'tents'], 'do you sell tents'),
      'products',
      'products_search_trgm_idx',
      2,
    );
    await searchUses(
      repo.searchProducts(db, ['hedlamp'], 'hedlamp'),
      'products',
      'products_search_trgm_idx',
      1,
    );
  });

  it('activities', async () => {
    await searchUses(
      repo.searchActivities(
        t.app.db,
        ['sunrise', 'reflection', 'pools'],
        'sunrise reflection pools',
      ),
      'activities',
      'activities_search_trgm_idx',
      3,
    );
  });

  it('with the chatbot’s looser typo threshold set, as the service runs them', async () => {
    const p = await repo.withLooseTypos(t.app.db, async (tx) =>
      explain(tx, repo.searchProducts(tx, ['hedlamp'], 'hedlamp'), { indexable: true }),
    );
    expectIndex(p, 'products_search_trgm_idx');
  });
});

describe('the lists use their indexes', () => {
  it("a province's most viewed places: locations_province_idx", async () => {
    const p = await plan(repo.topLocationsIn(t.app.db, siemReap, 4));
    expectIndex(p, 'locations_province_idx');
    expect(p, p).not.toMatch(/Seq Scan on locations\b/);
  });

  it("a kind's most viewed places: through the category's or the views' index, with no sort", async () => {
    const p = await plan(repo.topLocationsOfCategories(t.app.db, ['waterfalls'], 24), {
      indexable: true,
      noSort: true,
    });
    expect(p, p).toMatch(/(?:using|on) locations_(category|views)_idx\b/);
    expect(p, p).not.toMatch(/Seq Scan on locations\b|Sort/);
  });

  it("Siem Reap's hotels, cheapest or grandest first: hotels_province_price_idx", async () => {
    for (const order of ['budget', 'mid', 'luxury'] as const) {
      const p = await plan(repo.hotelsIn(t.app.db, siemReap, order), { indexable: true });
      expectIndex(p, 'hotels_province_price_idx');
    }
  });

  it("a place's activities: activities_location_idx", async () => {
    expectIndex(
      await plan(repo.activitiesOf(t.app.db, 1), { indexable: true }),
      'activities_location_idx',
    );
  });
});
