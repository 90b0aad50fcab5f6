import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../../src/modules/planner/planner-repository';
import { explain, expectIndex, type Explainable, type ExplainOptions } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser, insertOtherUsers } from '../helpers/users';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await startTestApp();
  // 200 accounts with 50 plans each (10,000 rows), written in one statement.
  const { user } = await createUser(t);
  userId = user.id;
  await insertOtherUsers(t, 'explain', 199);
  await t.app.db.execute(sql`
    insert into trip_plans (user_id, title, input, budget_cents, total_cost_cents, budget_status,
                            days, nights, party_size, created_at)
    select u.id, 'Plan ' || g, '{"budget": 500, "answers": {}}'::jsonb, 50000, 40000,
           'within_budget', 1, 1, 2, now() - (g || ' minutes')::interval
    from users u cross join generate_series(1, 50) g
    where u.id = ${userId} or u.email like 'explain-%'`);
  await t.app.db.execute(sql`analyze`);
});
afterAll(() => t.close());

const plan = (query: Explainable, opts?: ExplainOptions) => explain(t.app.db, query, opts);

describe('the saved-plan list (10,000 plans of 200 accounts)', () => {
  it('finds the account plans through the index', async () => {
    const p = await plan(repo.listPlans(t.app.db, userId, 10, 0));
    expectIndex(p, 'trip_plans_user_created_idx');
    expect(p, p).not.toMatch(/Seq Scan/);
  });

  // An account has at most 50 plans, so the planner may as well sort them (it often does, and
  // that is cheap); what matters is that the index can give them newest first without one.
  it('can read them in the index order, newest first, with no sort', async () => {
    for (const page of [1, 5]) {
      const p = await plan(repo.listPlans(t.app.db, userId, 10, (page - 1) * 10), {
        noSort: true,
      });
      expectIndex(p, 'trip_plans_user_created_idx');
      expect(p, p).not.toMatch(/Sort|Seq Scan/);
    }
  });

  it('counts them from the same index', async () => {
    expectIndex(await plan(repo.countPlansQuery(t.app.db, userId)), 'trip_plans_user_created_idx');
    expect(await repo.countPlans(t.app.db, userId)).toBe(50);
  });
});
