import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  countMovements,
  countProductsQuery,
  listMovements,
  listProducts,
} from '../../src/modules/catalog/admin-repository';
import { explain, expectIndex } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * The back office's catalogue reads have their indexes: the stock ledger over 30,000 movements
 * of every seeded variant, and the product list's search and status filter.
 */
let t: TestApp;
let productId: number;
let variantId: number;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.db.execute(sql`
    insert into stock_movements (variant_id, product_id, delta, qty_after, reason, created_at)
    select v.id, v.product_id, 1, 1, 'restock', now() - (g || ' minutes')::interval
    from product_variants v cross join generate_series(1, 250) g`);
  // A catalogue large enough that the planner's choice means something.
  await t.app.db.execute(sql`
    insert into products (code, category_id, brand_id, name_en, name_km, description_en,
                          description_km, price_cents, status, photo_count, search_text)
    select 'BULK-' || g, (select min(id) from product_categories), (select min(id) from brands),
           'Bulk gadget ' || g, 'ឧបករណ៍ ' || g, 'x', 'x', 100 + g,
           case when g % 10 = 0 then 'draft' else 'published' end, 1,
           'bulk gadget w' || g || ' ឧបករណ៍'
    from generate_series(1, 20000) g`);
  await t.app.db.execute(sql`analyze`);
  const { rows } = (await t.app.db.execute(
    sql`select id, product_id from product_variants order by id limit 1`,
  )) as unknown as { rows: { id: number; product_id: number }[] };
  variantId = rows[0]!.id;
  productId = rows[0]!.product_id;
});
afterAll(() => t.close());

describe('the stock ledger', () => {
  it("reads a product's movements newest first through stock_movements_product_idx, no sort", async () => {
    for (const offset of [0, 50, 200]) {
      const p = await explain(t.app.db, listMovements(t.app.db, productId, undefined, 50, offset), {
        indexable: true,
        noSort: true,
      });
      expectIndex(p, 'stock_movements_product_idx');
    }
    const c = await explain(
      t.app.db,
      sql`select count(*) from stock_movements where product_id = ${productId}`,
      { indexable: true },
    );
    expectIndex(c, 'stock_movements_product_idx');
    await countMovements(t.app.db, productId);
  });

  it("reads one variant's movements through an index of the ledger, no sort", async () => {
    const p = await explain(t.app.db, listMovements(t.app.db, productId, variantId, 50, 0), {
      indexable: true,
      noSort: true,
    });
    expectIndex(p, 'stock_movements_(?:variant|product)_idx');
  });
});

describe('the product list', () => {
  it('counts a search through the trigram index, and lists a status through its index a status through its index', async () => {
    const bySearch = await explain(
      t.app.db,
      countProductsQuery(t.app.db, { searchWords: ['w12345'], searchPhrase: 'w12345' }),
      { indexable: true },
    );
    expectIndex(bySearch, 'products_search_trgm_idx');
    const byStatus = await explain(t.app.db, listProducts(t.app.db, { status: 'draft' }, 30, 0), {
      indexable: true,
    });
    expectIndex(byStatus, 'products_status_created_idx');
  });
});
