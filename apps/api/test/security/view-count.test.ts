import { cambodiaToday } from '@camtour/shared/domain/travel';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, locationViews, products, productViews } from '../../src/db/schema/index';
import * as catalogRepo from '../../src/modules/catalog/catalog-repository';
import * as locationsRepo from '../../src/modules/locations/locations-repository';
import { pruneViews } from '../../src/plugins/visitors';
import { TestClient } from '../helpers/client';
import { explain, expectIndex } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/**
 * Decision 012: a place's (and a product's) view count goes up once per visitor per Cambodian
 * day, however many requests arrive and however fast.
 */

const BURST = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let placeId: number;
let productId: number;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true', MAIL_WORKER: 'false' } });
  const [place] = await t.app.db.select({ id: locations.id }).from(locations).limit(1);
  const [product] = await t.app.db.select({ id: products.id }).from(products).limit(1);
  placeId = place!.id;
  productId = product!.id;
});
afterAll(() => t.close());

const placeViews = async () =>
  (
    await t.app.db
      .select({ n: locations.total_view })
      .from(locations)
      .where(eq(locations.id, placeId))
  )[0]!.n;
const productViewCount = async () =>
  (
    await t.app.db
      .select({ n: products.total_views })
      .from(products)
      .where(eq(products.id, productId))
  )[0]!.n;

const viewPlace = (c: TestClient) => c.get(`/api/web/view/location/detail/${placeId}`);
const viewProduct = (c: TestClient) => c.get(`/api/web/view/product/${productId}`);

async function burst(send: () => Promise<{ status: number }>) {
  const answers = await Promise.all(Array.from({ length: BURST }, send));
  expect(answers.map((a) => a.status)).toEqual(Array(BURST).fill(200));
}

/** Yesterday, as far as the view rows know: what tomorrow looks like without waiting. */
async function moveRowsToYesterday(table: typeof locationViews | typeof productViews) {
  await t.app.db.update(table).set({ day: sql`${table.day} - 1` });
}

describe('a place', () => {
  it(`counts ${BURST} simultaneous views from one visitor once`, async () => {
    const before = await placeViews();
    const c = new TestClient(t.baseUrl, '198.51.100.1');
    await burst(() => viewPlace(c));
    expect(await placeViews()).toBe(before + 1);
  });

  it('counts a second address once more, and the answer shows the count', async () => {
    const before = await placeViews();
    const c = new TestClient(t.baseUrl, '198.51.100.2');
    await burst(() => viewPlace(c));
    expect(await placeViews()).toBe(before + 1);
    const again = await viewPlace(c);
    expect((again.body.data as { total_view: number }).total_view).toBe(before + 1);
  });

  it('counts the same visitor again the next day', async () => {
    await moveRowsToYesterday(locationViews);
    const before = await placeViews();
    const c = new TestClient(t.baseUrl, '198.51.100.1');
    await burst(() => viewPlace(c));
    expect(await placeViews()).toBe(before + 1);
  });

  it('counts a logged-in person once whatever address they come from', async () => {
    const { email, password } = await createUser(t);
    const home = new TestClient(t.baseUrl, '198.51.100.10');
    const login = await home.post<{ token: string }>('/api/auth/login', { email, password });
    // The same session from another network, as a bearer token.
    const phone = new TestClient(t.baseUrl, '198.51.100.11');
    phone.bearer = login.body.data!.token;
    const before = await placeViews();
    await viewPlace(home);
    await viewPlace(phone);
    expect(await placeViews()).toBe(before + 1);
  });

  it('stores a keyed hash of the visitor, never the address', async () => {
    const rows = await t.app.db.select().from(locationViews);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.visitor).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(row.visitor).not.toContain('198.51.100');
    }
    expect(rows.every((r) => r.day <= cambodiaToday())).toBe(true);
  });

  it('uses the same key in another process on the same database', async () => {
    const second = await startTestApp({ sameDatabaseAs: t, env: { TRUST_PROXY: 'true' } });
    try {
      const before = await placeViews();
      await viewPlace(new TestClient(second.baseUrl, '198.51.100.1'));
      expect(await placeViews()).toBe(before);
    } finally {
      await second.app.close();
    }
  });
});

describe('a product', () => {
  it(`counts ${BURST} simultaneous views from one visitor once, a second address once more`, async () => {
    const before = await productViewCount();
    const one = new TestClient(t.baseUrl, '198.51.100.1');
    await burst(() => viewProduct(one));
    expect(await productViewCount()).toBe(before + 1);
    const two = new TestClient(t.baseUrl, '198.51.100.2');
    await burst(() => viewProduct(two));
    expect(await productViewCount()).toBe(before + 2);
  });

  it('counts the same visitor again the next day', async () => {
    await moveRowsToYesterday(productViews);
    const before = await productViewCount();
    await burst(() => viewProduct(new TestClient(t.baseUrl, '198.51.100.1')));
    expect(await productViewCount()).toBe(before + 1);
  });
});

describe('old rows', () => {
  it('are pruned: only today and yesterday are kept', async () => {
    const now = Date.now();
    const days = [0, 1, 2, 3].map((n) => cambodiaToday(now - n * DAY_MS));
    await t.app.db.delete(locationViews);
    await t.app.db.delete(productViews);
    await t.app.db
      .insert(locationViews)
      .values(days.map((day) => ({ location_id: placeId, visitor: 'x', day })));
    await t.app.db
      .insert(productViews)
      .values(days.map((day) => ({ product_id: productId, visitor: 'x', day })));
    await pruneViews(t.app.db, now);
    const kept = (rows: { day: string }[]) => rows.map((r) => r.day).sort();
    expect(kept(await t.app.db.select().from(locationViews))).toEqual(days.slice(0, 2).sort());
    expect(kept(await t.app.db.select().from(productViews))).toEqual(days.slice(0, 2).sort());
  });
});

describe('the statements use their indexes', () => {
  const viewer = { visitor: 'v', day: cambodiaToday() };

  it('counting a place view meets the primary key and updates by id', async () => {
    const plan = await explain(t.app.db, locationsRepo.countViewQuery(placeId, viewer));
    expect(plan, plan).toMatch(
      /Conflict Arbiter Indexes: location_views_location_id_visitor_day_pk/,
    );
    expectIndex(plan, 'locations_pkey');
  });

  it('counting a product view meets the primary key and updates by id', async () => {
    const plan = await explain(t.app.db, catalogRepo.countViewQuery(productId, viewer));
    expect(plan, plan).toMatch(/Conflict Arbiter Indexes: product_views_product_id_visitor_day_pk/);
    expectIndex(plan, 'products_pkey');
  });

  it('pruning reads the day indexes', async () => {
    const oldest = cambodiaToday(Date.now() - DAY_MS);
    const place = locationsRepo.pruneViewsQuery(t.app.db, oldest);
    const product = catalogRepo.pruneViewsQuery(t.app.db, oldest);
    expectIndex(await explain(t.app.db, place, { indexable: true }), 'location_views_day_idx');
    expectIndex(await explain(t.app.db, product, { indexable: true }), 'product_views_day_idx');
  });
});
