import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as repo from '../../src/modules/feedback/feedback-repository';
import { explain, expectIndex } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { insertOtherUsers } from '../helpers/users';

/** The staff inbox's read (issue 16) has its index, over 20,000 messages from 300 accounts and visitors. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await insertOtherUsers(t, 'feedback-explain', 300);
  await t.app.db.execute(sql`
    insert into feedback (comment, page, user_agent, user_id, created_at)
    select 'Feedback number ' || g, 'about', 'Mozilla/5.0',
           case when g % 3 = 0 then null else (select min(id) from users) + g % 300 end,
           now() - (g || ' minutes')::interval
    from generate_series(1, 20000) g`);
  await t.app.db.execute(sql`analyze`);
});
afterAll(() => t.close());

describe('the feedback inbox', () => {
  it('reads the newest first, a page at a time, through feedback_created_idx with no sort', async () => {
    for (const offset of [0, 40, 1000]) {
      const p = await explain(t.app.db, repo.latestQuery(t.app.db, 20, offset), {
        indexable: true,
        noSort: true,
      });
      expectIndex(p, 'feedback_created_idx');
    }
  });

  it("finds one account's feedback through feedback_user_idx (and so does `on delete set null`)", async () => {
    const p = await explain(t.app.db, sql`select id from feedback where user_id = 5`, {
      indexable: true,
    });
    expectIndex(p, 'feedback_user_idx');
  });
});
