import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as repo from '../../src/modules/wishlist/wishlist-repository';
import { explain, expectIndex } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser, insertOtherUsers } from '../helpers/users';

/** The wishlist's reads each have an index, over 300 accounts with their favorites. */
let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await startTestApp();
  userId = (await createUser(t)).user.id;
  await insertOtherUsers(t, 'wishlist-explain', 299);
  await t.app.db.execute(sql`
    insert into wishlist_items (user_id, item_type, location_id, created_at)
    select u.id, 'location', l.id, now() - (l.id || ' minutes')::interval
    from users u cross join locations l`);
  await t.app.db.execute(sql`analyze`);
});
afterAll(() => t.close());

describe('the wishlist', () => {
  it("reads one account's list newest first through its index, with no sort", async () => {
    const p = await explain(t.app.db, repo.listQuery(t.app.db, userId, 500), {
      indexable: true,
      noSort: true,
    });
    expectIndex(p, 'wishlist_user_created_idx');
  });

  it('finds one entry of an account through the unique index', async () => {
    const p = await explain(t.app.db, repo.findEntryQuery(t.app.db, userId, 'location', 1), {
      indexable: true,
    });
    expectIndex(p, 'wishlist_user_location_uq');
  });
});
