import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as repo from '../../src/modules/inbox/repository';
import { explain, expectIndex } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** The inbox's pages and its unread badge have their indexes, over 20,000 messages each. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.db.execute(sql`
    insert into feedback (comment, page, user_agent, read_at, handled_at, created_at)
    select 'Feedback number ' || g, 'about', 'Mozilla/5.0',
           case when g > 200 then now() end, case when g > 400 then now() end,
           now() - (g || ' minutes')::interval
    from generate_series(1, 20000) g`);
  await t.app.db.execute(sql`
    insert into booking_requests (activity_id, name, email, date, party_size, read_at, handled_at, created_at)
    select (select min(id) from activities), 'Guest ' || g, 'guest' || g || '@example.com',
           '2031-01-01', 2, case when g > 200 then now() end, case when g > 400 then now() end,
           now() - (g || ' minutes')::interval
    from generate_series(1, 20000) g`);
  await t.app.db.execute(sql`analyze`);
});
afterAll(() => t.close());

describe('the inbox', () => {
  it('reads feedback and booking requests newest first through their created indexes, no sort', async () => {
    for (const offset of [0, 600]) {
      expectIndex(
        await explain(t.app.db, repo.feedbackListQuery(t.app.db, 'all', 30, offset), {
          indexable: true,
          noSort: true,
        }),
        'feedback_created_idx',
      );
      expectIndex(
        await explain(t.app.db, repo.bookingsListQuery(t.app.db, 'all', 30, offset), {
          indexable: true,
          noSort: true,
        }),
        'booking_requests_created_idx',
      );
    }
  });

  it('reads the unread ones through the partial unread indexes', async () => {
    expectIndex(
      await explain(t.app.db, repo.feedbackListQuery(t.app.db, 'unread', 30, 0), {
        indexable: true,
      }),
      'feedback_unread_idx',
    );
    expectIndex(
      await explain(t.app.db, repo.bookingsListQuery(t.app.db, 'unread', 30, 0), {
        indexable: true,
      }),
      'booking_requests_unread_idx',
    );
  });

  it('reads the ones not handled yet through the partial unhandled indexes (migration 0017)', async () => {
    expectIndex(
      await explain(t.app.db, repo.feedbackListQuery(t.app.db, 'unhandled', 30, 0), {
        indexable: true,
      }),
      'feedback_unhandled_idx',
    );
    expectIndex(
      await explain(t.app.db, repo.bookingsListQuery(t.app.db, 'unhandled', 30, 0), {
        indexable: true,
      }),
      'booking_requests_unhandled_idx',
    );
  });
});
