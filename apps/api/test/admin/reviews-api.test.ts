import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { send } from '../orders/helpers';
import { staffMember, type Staff } from './orders-helpers';
import {
  REVIEWS,
  hide,
  listReviews,
  okReview,
  reviewAudit,
  show,
  targets,
  uniqueComment,
  writeReview,
  type Kind,
} from './reviews-helpers';

let t: TestApp;
let staff: Staff;
let target: Record<Kind, number>;

beforeAll(async () => {
  t = await startTestApp();
  staff = await staffMember(t);
  target = await targets(t);
});
afterAll(() => t.close());

describe('GET /api/admin/reviews', () => {
  it.each(['product', 'location'] as const)(
    'lists %s reviews newest first with target, rater and state',
    async (kind) => {
      const older = await writeReview(t, staff.client, kind, target[kind], 4);
      const newer = await writeReview(t, staff.client, kind, target[kind], 2);
      expect(newer).toMatchObject({
        kind,
        target_id: target[kind],
        star: 2,
        rater_name: 'Rater Chan',
        hidden_at: null,
      });
      expect(newer.target_name_en).not.toBe('');
      expect(newer.target_name_km).not.toBe('');
      expect(newer.rater_email).toMatch(/@example\.com$/);
      const page = (await listReviews(staff.client, { kind })).body.data!;
      const ids = page.reviews.map((r) => r.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(page.pagination).toMatchObject({ current_page: 1, per_page: 30 });
      expect(page.reviews.every((r) => r.kind === kind)).toBe(true);
    },
  );

  it('filters visible, hidden or all, and searches comment, name and e-mail', async () => {
    const label = uniqueComment('filter');
    const a = await writeReview(t, staff.client, 'product', target.product, 5, `${label} one`);
    const b = await writeReview(t, staff.client, 'product', target.product, 3, `${label} two`);
    okReview(await hide(staff.client, 'product', b.id));
    const ids = async (state: string) =>
      (
        await listReviews(staff.client, { kind: 'product', state, search: label })
      ).body.data!.reviews.map((r) => r.id);
    expect(await ids('visible')).toEqual([a.id]);
    expect(await ids('hidden')).toEqual([b.id]);
    expect(await ids('all')).toEqual([b.id, a.id]);
    const byEmail = await listReviews(staff.client, { kind: 'product', search: a.rater_email });
    expect(byEmail.body.data!.reviews.map((r) => r.id)).toEqual([a.id]);
    expect(byEmail.body.data!.pagination.total).toBe(1);
  });

  it.each([
    [{ kind: 'activity' }, { kind: ['field-invalid-option'] }],
    [{ state: 'deleted' }, { state: ['field-invalid-option'] }],
    [{ page: 0 }, { page: ['field-too-small'] }],
    [{ search: 'x'.repeat(101) }, { search: ['field-too-large'] }],
  ])('answers 400 to the query %j', async (query, errors) => {
    const res = await listReviews(staff.client, query);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('POST /api/admin/reviews/{kind}/{id}/hide and /show', () => {
  it.each(['product', 'location'] as const)(
    'hides and shows a %s review, each recorded once with before and after',
    async (kind) => {
      const review = await writeReview(t, staff.client, kind, target[kind], 1);
      const hidden = okReview(await hide(staff.client, kind, review.id));
      expect(hidden.hidden_at).not.toBeNull();
      // A repeat is a no-op: the state asked for holds, nothing recorded.
      expect(okReview(await hide(staff.client, kind, review.id)).hidden_at).toBe(hidden.hidden_at);
      const shown = okReview(await show(staff.client, kind, review.id));
      expect(shown.hidden_at).toBeNull();
      okReview(await show(staff.client, kind, review.id));
      const entries = await reviewAudit(t, kind, review.id);
      expect(entries.map((e) => [e.action, e.actor_id, e.before, e.after])).toEqual([
        [
          'review.hide',
          staff.id,
          { hidden_at: null, star: 1 },
          { hidden_at: hidden.hidden_at, star: 1 },
        ],
        [
          'review.show',
          staff.id,
          { hidden_at: hidden.hidden_at, star: 1 },
          { hidden_at: null, star: 1 },
        ],
      ]);
    },
  );

  it('answers 404 for a review that does not exist, 400 for a bad kind or id', async () => {
    for (const path of [
      REVIEWS.hide('product', 99_999_999),
      REVIEWS.show('location', 99_999_999),
    ]) {
      const res = await send(staff.client, 'POST', path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('review-not-found');
    }
    const kind = await send(staff.client, 'POST', REVIEWS.hide('activity', 1));
    expect(kind.status).toBe(400);
    expect(kind.body.errors).toEqual({ kind: ['field-invalid-option'] });
    const id = await send(staff.client, 'POST', REVIEWS.hide('product', 'x'));
    expect(id.status).toBe(400);
    expect(id.body.errors).toEqual({ id: ['invalid-id'] });
  });

  it('a product review id is not a location review id', async () => {
    const review = await writeReview(t, staff.client, 'product', target.product, 4);
    const wrong = await hide(staff.client, 'location', review.id + 1_000_000);
    expect(wrong.status).toBe(404);
    expect(
      (await listReviews(staff.client, { kind: 'product', search: review.comment })).body.data!
        .reviews[0]!.hidden_at,
    ).toBeNull();
  });
});
