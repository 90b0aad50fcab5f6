import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as repo from '../../src/modules/reviews/repository';
import { explain, expectIndex } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { insertOtherUsers } from '../helpers/users';

/** The moderation list reads newest first through the review tables' created indexes. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await insertOtherUsers(t, 'reviews-explain', 3000);
  // Every account reviews a few products and places (one review per account and target).
  for (const [table, target, targets] of [
    ['product_reviews', 'product_id', 'products'],
    ['location_reviews', 'location_id', 'locations'],
  ] as const) {
    await t.app.db.execute(
      sql.raw(`
      insert into ${table} (${target}, user_id, star, comment, hidden_at, created_at)
      select p.id, u.id, 1 + (u.id + p.id) % 5, 'Review ' || u.id || '-' || p.id,
             case when (u.id + p.id) % 10 = 0 then now() end,
             now() - ((u.id * 7 + p.id) || ' minutes')::interval
      from users u cross join (select id from ${targets} order by id limit 5) p
      on conflict do nothing`),
    );
  }
  await t.app.db.execute(sql`analyze`);
});
afterAll(() => t.close());

describe('GET /api/admin/reviews', () => {
  for (const kind of ['product', 'location'] as const) {
    it(`reads ${kind} reviews newest first through ${kind}_reviews_created_idx, no sort`, async () => {
      for (const state of ['all', 'visible', 'hidden'] as const) {
        for (const offset of [0, 300]) {
          const p = await explain(t.app.db, repo.listQuery(t.app.db, kind, { state }, 30, offset), {
            indexable: true,
            noSort: true,
          });
          expectIndex(p, `${kind}_reviews_created_idx`);
        }
      }
    });
  }
});
