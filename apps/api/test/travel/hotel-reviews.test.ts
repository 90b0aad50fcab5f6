import type { AdminReview } from '@camtour/shared/schemas/admin-content';
import type { HotelDetail, HotelReviewList } from '@camtour/shared/schemas/travel';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { staffMember, type Staff } from '../admin/orders-helpers';
import { send } from '../orders/helpers';
import { HOTEL, customer, demoHotels } from './hotel-helpers';

let t: TestApp;
let all: HotelDetail[];
let staff: Staff;
let ips = 0;
const nextIp = () => `198.18.0.${++ips}`;

beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
  all = await demoHotels(t);
  staff = await staffMember(t);
});
afterAll(() => t.close());

const detail = async (id: number) =>
  (await new TestClient(t.baseUrl).get<HotelDetail>(HOTEL.detail(id))).body.data!;
const reviews = async (id: number, page = 1) =>
  new TestClient(t.baseUrl).get<HotelReviewList>(HOTEL.reviews(id, page));

describe('POST /api/web/hotels/{id}/reviews', () => {
  it('needs a login before anything else', async () => {
    const v = new TestClient(t.baseUrl, nextIp());
    const res = await v.post(HOTEL.review(all[0]!.id), { star: 0 });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('You need to login first.');
  });

  it('validates star and comment with the words of a place’s review', async () => {
    const u = await customer(t, nextIp());
    const path = HOTEL.review(all[0]!.id);
    expect((await u.client.post(path, { star: 0, comment: 'ok' })).body.errors).toEqual({
      star: ['Please select a rating'],
    });
    expect((await u.client.post(path, { star: 6, comment: 'ok' })).body.errors).toEqual({
      star: ['review-star-invalid'],
    });
    expect((await u.client.post(path, { star: 4, comment: '   ' })).body.errors).toEqual({
      comment: ['Please enter a review'],
    });
    expect((await u.client.post(path, { star: 4, comment: 'x'.repeat(2001) })).body.errors).toEqual(
      { comment: ['review-comment-too-long'] },
    );
    expect((await u.client.post(HOTEL.review(99_999_999), { star: 4, comment: 'ok' })).status).toBe(
      404,
    );
    // Nothing of the refused ones counted.
    expect((await detail(all[0]!.id)).review_count).toBe(0);
  });

  it('stores one review per guest and hotel, and moves the average and count', async () => {
    const hotel = all[1]!;
    const a = await customer(t, nextIp());
    const b = await customer(t, nextIp());
    const first = await a.client.post<{ id: number }>(HOTEL.review(hotel.id), {
      star: 5,
      comment: '  Quiet rooms and a kind night porter.  ',
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('review-submitted');
    expect(
      (await b.client.post(HOTEL.review(hotel.id), { star: 2, comment: 'Noisy.' })).status,
    ).toBe(201);
    const again = await a.client.post(HOTEL.review(hotel.id), { star: 1, comment: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('review-already-submitted');
    // Another hotel is another review.
    expect(
      (await a.client.post(HOTEL.review(all[2]!.id), { star: 4, comment: 'Fine' })).status,
    ).toBe(201);

    const after = await detail(hotel.id);
    expect(after.review_count).toBe(2);
    expect(after.rate_star).toBe(3.5);
    const list = (await reviews(hotel.id)).body.data!;
    expect(list.rating).toBe(3.5);
    expect(list.review_count).toBe(2);
    expect(list.reviews.map((r) => [r.star, r.comment, r.rater_name])).toEqual([
      [2, 'Noisy.', 'Sokha Chan'],
      [5, 'Quiet rooms and a kind night porter.', 'Sokha Chan'],
    ]);
    expect(list.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
  });

  it('counts every review of a burst of different guests at once', async () => {
    const hotel = all[3]!;
    const guests = await Promise.all(Array.from({ length: 12 }, () => customer(t, nextIp())));
    const answers = await Promise.all(
      guests.map((g, i) =>
        g.client.post(HOTEL.review(hotel.id), { star: (i % 5) + 1, comment: `Stay ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(guests.map(() => 201));
    const [row] = await t.app.db
      .select({ sum: hotels.rating_sum, count: hotels.rating_count })
      .from(hotels)
      .where(eq(hotels.id, hotel.id));
    expect(row).toEqual({ sum: 1 + 2 + 3 + 4 + 5 + 1 + 2 + 3 + 4 + 5 + 1 + 2, count: 12 });
    // One guest sending the same review many times at once stores one.
    const one = await customer(t, nextIp());
    const same = await Promise.all(
      Array.from({ length: 8 }, () =>
        one.client.post(HOTEL.review(all[4]!.id), { star: 4, comment: 'Once' }),
      ),
    );
    expect(same.filter((a) => a.status === 201)).toHaveLength(1);
    expect(same.filter((a) => a.status === 409)).toHaveLength(7);
    expect((await detail(all[4]!.id)).review_count).toBe(1);
  });
});

describe('GET /api/web/view/hotels/siemreap/{id}/reviews', () => {
  it('pages ten at a time, newest first', async () => {
    const hotel = all[5]!;
    for (let i = 0; i < 12; i++) {
      const g = await customer(t, nextIp());
      expect(
        (await g.client.post(HOTEL.review(hotel.id), { star: 3, comment: `Review ${i}` })).status,
      ).toBe(201);
    }
    const first = (await reviews(hotel.id)).body.data!;
    expect(first.reviews).toHaveLength(10);
    expect(first.reviews[0]!.comment).toBe('Review 11');
    expect(first.pagination).toEqual({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    const second = (await reviews(hotel.id, 2)).body.data!;
    expect(second.reviews.map((r) => r.comment)).toEqual(['Review 1', 'Review 0']);
    expect((await reviews(hotel.id, 0)).status).toBe(400);
    expect((await reviews(99_999_999)).status).toBe(404);
  });

  it('a review hidden by staff leaves the list and the average; shown again, it is back', async () => {
    const hotel = all[6]!;
    const g = await customer(t, nextIp());
    const h = await customer(t, nextIp());
    await g.client.post(HOTEL.review(hotel.id), { star: 1, comment: 'Spam spam spam' });
    await h.client.post(HOTEL.review(hotel.id), { star: 5, comment: 'Lovely pool.' });
    const list = await send<{ reviews: AdminReview[] }>(
      staff.client,
      'GET',
      '/api/admin/reviews?kind=hotel&search=Spam%20spam',
    );
    expect(list.status).toBe(200);
    const spam = list.body.data!.reviews[0]!;
    expect(spam).toMatchObject({ kind: 'hotel', target_id: hotel.id, target_name_en: hotel.name });

    const hidden = await send(staff.client, 'POST', `/api/admin/reviews/hotel/${spam.id}/hide`);
    expect(hidden.status).toBe(200);
    const after = (await reviews(hotel.id)).body.data!;
    expect(after.reviews.map((r) => r.comment)).toEqual(['Lovely pool.']);
    expect([after.rating, after.review_count]).toEqual([5, 1]);
    expect((await detail(hotel.id)).rate_star).toBe(5);

    // A customer cannot moderate.
    const customerHide = await send(g.client, 'POST', `/api/admin/reviews/hotel/${spam.id}/show`);
    expect(customerHide.status).toBe(403);
    await send(staff.client, 'POST', `/api/admin/reviews/hotel/${spam.id}/show`);
    expect((await reviews(hotel.id)).body.data!.review_count).toBe(2);
  });

  it('is revalidated on every read, so a fresh review shows at once', async () => {
    const res = await new TestClient(t.baseUrl).raw(HOTEL.reviews(all[0]!.id));
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const page = await new TestClient(t.baseUrl).raw(HOTEL.detail(all[0]!.id));
    expect(page.headers.get('cache-control')).toBe('public, no-cache');
  });
});
