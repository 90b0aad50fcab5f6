import { WISHLIST_MAX_ITEMS } from '@camtour/shared/domain/wishlist';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { products, wishlistItems } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { describeTopologies, type Topology } from '../helpers/topologies';
import type { TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { nextIp, send, tally } from '../orders/helpers';

/**
 * The wishlist's rules under simultaneous requests, at one server, two servers on one database
 * and (with TEST_DATABASE_URL) two processes: one entry however many adds of one item arrive, and
 * never more than 500 items however many different adds arrive together.
 */
const W = '/api/web/wishlist';
const EXTRA = WISHLIST_MAX_ITEMS + 40;

/** Enough published products to fill a wishlist (the demo catalogue has fewer than 500). */
const filled = new WeakMap<TestApp, Promise<number[]>>();
function manyProducts(t: TestApp): Promise<number[]> {
  let ids = filled.get(t);
  if (!ids) {
    ids = (async () => {
      await t.app.db.execute(sql`
        insert into products (code, category_id, brand_id, name_en, name_km, description_en,
                              description_km, price_cents)
        select 'CAP-' || g, p.category_id, p.brand_id, 'Cap test ' || g, 'សាកល្បង ' || g, 'x', 'x', 1000
        from (select * from products order by id limit 1) p cross join generate_series(1, ${EXTRA}) g`);
      const rows = await t.app.db
        .select({ id: products.id })
        .from(products)
        .where(like(products.code, 'CAP-%'))
        .orderBy(asc(products.id));
      return rows.map((r) => r.id);
    })();
    filled.set(t, ids);
  }
  return ids;
}

async function memberAt(top: Topology) {
  const { email, password, user } = await createUser(top.t);
  const ip = nextIp();
  const login = await new TestClient(top.t.baseUrl, ip).post<{ token: string }>('/api/auth/login', {
    email,
    password,
  });
  expect(login.status).toBe(200);
  return {
    userId: user.id,
    at: (i: number) => {
      const c = new TestClient(top.servers[i % top.servers.length]!.url, ip);
      c.bearer = login.body.data!.token;
      return c;
    },
  };
}

const entries = async (t: TestApp, userId: number, productId?: number) => {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(
      and(
        eq(wishlistItems.user_id, userId),
        productId === undefined ? undefined : eq(wishlistItems.product_id, productId),
      ),
    );
  return Number(row!.n);
};

function cases(topology: () => Topology) {
  it('30 adds of one item at once: one entry, 29 "Item already in wishlist"', async () => {
    const top = topology();
    const [id] = await manyProducts(top.t);
    const m = await memberAt(top);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send(m.at(i), 'POST', W, { item_id: String(id), item_type: 'product' }),
      ),
    );
    expect(tally(answers)).toEqual({
      '201 item-added-to-wishlist': 1,
      '409 Item already in wishlist': 29,
    });
    expect(await entries(top.t, m.userId, id)).toBe(1);
  });

  it(
    'a wishlist 5 short of 500 and 20 different adds at once: exactly 5 added, 15 wishlist-full',
    { timeout: 60_000 },
    async () => {
      const top = topology();
      const ids = await manyProducts(top.t);
      const m = await memberAt(top);
      const before = WISHLIST_MAX_ITEMS - 5;
      await top.t.app.db.insert(wishlistItems).values(
        ids.slice(0, before).map((product_id) => ({
          user_id: m.userId,
          item_type: 'product',
          product_id,
        })),
      );
      const answers = await Promise.all(
        ids
          .slice(before, before + 20)
          .map((id, i) => send(m.at(i), 'POST', W, { item_id: id, item_type: 'product' })),
      );
      expect(tally(answers)).toEqual({ '201 item-added-to-wishlist': 5, '409 wishlist-full': 15 });
      expect(await entries(top.t, m.userId)).toBe(WISHLIST_MAX_ITEMS);
      // Full: a duplicate is still named a duplicate; removing one makes room for one.
      const dup = await send(m.at(0), 'POST', W, { item_id: ids[0], item_type: 'product' });
      expect(dup.body.message).toBe('Item already in wishlist');
      expect(
        (await send(m.at(1), 'DELETE', W, { item_id: ids[0], item_type: 'product' })).status,
      ).toBe(200);
      const room = await send(m.at(0), 'POST', W, {
        item_id: ids[EXTRA - 1],
        item_type: 'product',
      });
      expect(room.status).toBe(201);
      const list = await send<unknown[]>(m.at(1), 'GET', W);
      expect(list.body.data).toHaveLength(WISHLIST_MAX_ITEMS);
    },
  );

  it('20 removals of one item at once: one removes it, 19 "Item not found in wishlist"', async () => {
    const top = topology();
    const [, id] = await manyProducts(top.t);
    const m = await memberAt(top);
    expect((await send(m.at(0), 'POST', W, { item_id: id, item_type: 'product' })).status).toBe(
      201,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(m.at(i), 'DELETE', W, { item_id: id, item_type: 'product' }),
      ),
    );
    expect(tally(answers)).toEqual({
      '200 item-removed-from-favorites': 1,
      '404 Item not found in wishlist': 19,
    });
  });
}

describeTopologies({ env: { TRUST_PROXY: 'true' } }, cases);
