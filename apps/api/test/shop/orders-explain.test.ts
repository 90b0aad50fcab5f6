import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../../src/modules/orders/orders-repository';
import { explain, expectIndex, type Explainable, type ExplainOptions } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser, insertOtherUsers } from '../helpers/users';

let t: TestApp;
let userId: number;
beforeAll(async () => {
  t = await startTestApp();
  const { user } = await createUser(t);
  userId = user.id;
  // 200 accounts with 40 orders each (8,000 orders, 16,000 lines), written in a few statements.
  await insertOtherUsers(t, 'orders-explain', 199);
  await t.app.db.execute(sql`
    insert into orders (order_no, user_id, status, payment_method, delivery_type, currency,
                        first_name, last_name, email, phone, street, city, state,
                        subtotal_cents, tax_cents, delivery_fee_cents, discount_cents, total_cents,
                        created_at)
    select 'CT-' || upper(substr(md5(u.id || '-' || g), 1, 8)), u.id,
           (array['pending','processing','shipped','delivered','completed','cancelled'])[1 + g % 6],
           'cash_on_delivery', 'phnom_penh_delivery', 'USD', 'Dara', 'Sok', u.email, '012345678',
           'Street 1', 'Phnom Penh', 'Phnom Penh', 1000, 50, 100, 0, 1150,
           now() - (g || ' minutes')::interval
    from users u cross join generate_series(1, 40) g
    where u.id = ${userId} or u.email like 'orders-explain-%'`);
  await t.app.db.execute(sql`
    insert into order_items (order_id, product_name, product_name_km, unit_price_cents, qty)
    select o.id, 'Tent', 'តង់', 500, 1 from orders o cross join generate_series(1, 2)`);
  await t.app.db.execute(sql`analyze`);
});
afterAll(() => t.close());

const plan = (query: Explainable, opts?: ExplainOptions) => explain(t.app.db, query, opts);

describe('my orders (8,000 orders of 200 accounts)', () => {
  it('reads a page newest first through the account index, with no sort', async () => {
    const p = await plan(repo.userPageQuery(t.app.db, userId, null, 10, 10), { noSort: true });
    expectIndex(p, 'orders_user_created_idx');
    expect(p, p).not.toMatch(/Sort|Seq Scan/);
  });

  it('filters by status through an account index', async () => {
    const p = await plan(
      repo.userCountQuery(t.app.db, userId, ['pending', 'processing', 'shipped']),
      { indexable: true },
    );
    expect(p, p).toMatch(/orders_user_(status|created)_idx/);
    expect(p, p).not.toMatch(/Seq Scan/);
  });

  it('summarises an account from its index', async () => {
    const p = await plan(repo.summaryForUser(t.app.db, userId), { indexable: true });
    expect(p, p).toMatch(/orders_user_(status|created)_idx/);
    expect(p, p).not.toMatch(/Seq Scan/);
  });

  it("reads a page's lines through the order index", async () => {
    const p = await plan(repo.itemsQuery(t.app.db, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), {
      indexable: true,
    });
    expectIndex(p, 'order_items_order_idx');
  });

  it('counts a customer’s uses of a code through the redemption index', async () => {
    const p = await plan(repo.customerPromoUsesQuery(t.app.db, 1, 'dara@example.com'), {
      indexable: true,
    });
    expectIndex(p, 'promo_redemptions_customer_idx');
  });
});
