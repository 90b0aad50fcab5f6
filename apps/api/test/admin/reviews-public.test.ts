import { averageRating } from '@camtour/shared/domain/catalog';
import type {
  ProductDetailResponse,
  ProductListResponse,
  ReviewListResponse,
} from '@camtour/shared/schemas/shop';
import type { LocationCard, LocationDetail } from '@camtour/shared/schemas/travel';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, products } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { staffMember, type Staff } from './orders-helpers';
import { hide, okReview, ratingOf, show, targets, writeReview } from './reviews-helpers';

/**
 * A hidden review leaves what visitors see: the review lists, and the averages and counts of the
 * detail pages and the list cards (they are read from rating_sum and rating_count).
 */
let t: TestApp;
let staff: Staff;
let visitor: TestClient;
let target: { product: number; location: number };

beforeAll(async () => {
  t = await startTestApp();
  staff = await staffMember(t);
  visitor = new TestClient(t.baseUrl);
  target = await targets(t);
});
afterAll(() => t.close());

async function productView(id: number) {
  const [row] = await t.app.db.select().from(products).where(eq(products.id, id));
  const detail = (await visitor.get<ProductDetailResponse>(`/api/web/view/product/${id}`)).body
    .data!.product;
  const list = (await visitor.get<ReviewListResponse>(`/api/web/product/reviews/${id}`)).body.data!;
  const cards = (
    await visitor.get<ProductListResponse>(
      `/api/web/view/product?search=${encodeURIComponent(row!.name_en)}`,
    )
  ).body.data!;
  const card = cards.products.find((p) => p.id === id)!;
  expect(card, 'the product is in the shop list').toBeDefined();
  return {
    rating: detail.rating,
    count: detail.review_count,
    detailComments: detail.stars.map((s) => s.comment),
    listRating: list.rating,
    listCount: list.review_count,
    listComments: list.reviews.map((r) => r.comment),
    cardRating: card.rating,
  };
}

async function locationView(id: number) {
  const [row] = await t.app.db.select().from(locations).where(eq(locations.id, id));
  const detail = (await visitor.get<LocationDetail>(`/api/web/view/location/detail/${id}`)).body
    .data!;
  const cards = (
    await visitor.get<{ locations: LocationCard[] }>(
      `/api/web/view/adventure?per_page=48&search=${encodeURIComponent(row!.name_en)}`,
    )
  ).body.data!;
  const card = cards.locations.find((l) => l.id === id)!;
  expect(card, 'the location is in the adventure list').toBeDefined();
  return {
    rating: detail.rate_star,
    count: detail.review_count,
    comments: detail.stars.map((s) => s.comment),
    cardRating: card.rate_star,
  };
}

describe('a hidden product review', () => {
  it('leaves the review lists, the average and the count; showing it brings all back', async () => {
    const id = target.product;
    const start = await ratingOf(t, 'product', id);
    const good = await writeReview(t, staff.client, 'product', id, 5);
    const bad = await writeReview(t, staff.client, 'product', id, 1);
    const before = await productView(id);
    expect(before.count).toBe(start.count + 2);
    expect(before.rating).toBe(averageRating(start.sum + 6, start.count + 2));
    expect(before.listComments).toContain(bad.comment);
    expect(before.detailComments).toContain(bad.comment);

    okReview(await hide(staff.client, 'product', bad.id));
    const after = await productView(id);
    const expected = averageRating(start.sum + 5, start.count + 1);
    expect(after).toMatchObject({
      rating: expected,
      count: start.count + 1,
      listRating: expected,
      listCount: start.count + 1,
      cardRating: expected,
    });
    expect(after.listComments).not.toContain(bad.comment);
    expect(after.detailComments).not.toContain(bad.comment);
    expect(after.listComments).toContain(good.comment);
    expect(await ratingOf(t, 'product', id)).toEqual({
      sum: start.sum + 5,
      count: start.count + 1,
    });

    okReview(await show(staff.client, 'product', bad.id));
    const again = await productView(id);
    expect(again.rating).toBe(before.rating);
    expect(again.count).toBe(before.count);
    expect(again.listComments).toContain(bad.comment);
  });
});

describe('a hidden location review', () => {
  it('leaves the detail page, its average and count, and the list card average', async () => {
    const id = target.location;
    const start = await ratingOf(t, 'location', id);
    await writeReview(t, staff.client, 'location', id, 5);
    const bad = await writeReview(t, staff.client, 'location', id, 1);
    const before = await locationView(id);
    expect(before.count).toBe(start.count + 2);
    expect(before.comments).toContain(bad.comment);

    okReview(await hide(staff.client, 'location', bad.id));
    const after = await locationView(id);
    const expected = averageRating(start.sum + 5, start.count + 1);
    expect(after.rating).toBe(expected);
    expect(after.cardRating).toBe(expected);
    expect(after.count).toBe(start.count + 1);
    expect(after.comments).not.toContain(bad.comment);

    okReview(await show(staff.client, 'location', bad.id));
    expect(await locationView(id)).toEqual(before);
  });
});
