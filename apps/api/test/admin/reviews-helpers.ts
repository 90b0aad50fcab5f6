import type { AdminReview, AdminReviewsPage } from '@camtour/shared/schemas/admin-content';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, locations, products } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import type { TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { send, type Answer } from '../orders/helpers';

/** The back office's review endpoints (issue 16). */
export const REVIEWS = {
  list: (query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    return `/api/admin/reviews${qs.size > 0 ? `?${qs}` : ''}`;
  },
  hide: (kind: string, id: number | string) => `/api/admin/reviews/${kind}/${id}/hide`,
  show: (kind: string, id: number | string) => `/api/admin/reviews/${kind}/${id}/show`,
} as const;

export type Kind = 'product' | 'location';

export const listReviews = (c: TestClient, query: Record<string, string | number> = {}) =>
  send<AdminReviewsPage>(c, 'GET', REVIEWS.list(query));

export const hide = (c: TestClient, kind: Kind, id: number) =>
  send<AdminReview>(c, 'POST', REVIEWS.hide(kind, id));

export const show = (c: TestClient, kind: Kind, id: number) =>
  send<AdminReview>(c, 'POST', REVIEWS.show(kind, id));

export function okReview(res: Answer<unknown>): AdminReview {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as AdminReview;
}

let n = 0;
/** A comment no other review has, to find this one in lists. */
export const uniqueComment = (label: string) => `${label} ${process.pid}-${++n} was worth it`;

/**
 * A fresh customer's review, written through the public API (which adds the star to the rated
 * row's rating_sum and rating_count); its id is read back from the staff list.
 */
export async function writeReview(
  t: TestApp,
  staff: TestClient,
  kind: Kind,
  targetId: number,
  star: number,
  comment = uniqueComment(kind),
): Promise<AdminReview> {
  const u = await createUser(t, { first_name: 'Rater' });
  const c = new TestClient(t.baseUrl);
  expect((await c.post('/api/auth/login', { email: u.email, password: u.password })).status).toBe(
    200,
  );
  const path =
    kind === 'product'
      ? `/api/web/product/reviews/${targetId}`
      : `/api/web/locations/reviews/${targetId}`;
  const res = await c.post(path, { star, comment });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const listed = await listReviews(staff, { kind, search: comment });
  expect(listed.body.data!.reviews).toHaveLength(1);
  return listed.body.data!.reviews[0]!;
}

/** The rated row's totals, as the public pages average them. */
export async function ratingOf(t: TestApp, kind: Kind, id: number) {
  const table = kind === 'product' ? products : locations;
  const [row] = await t.app.db
    .select({ sum: table.rating_sum, count: table.rating_count })
    .from(table)
    .where(eq(table.id, id));
  return row!;
}

/** A published product and a location, from the demo content every test app has. */
export async function targets(t: TestApp) {
  const [product] = await t.app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, 'published'))
    .orderBy(asc(products.id))
    .limit(1);
  const [location] = await t.app.db
    .select({ id: locations.id })
    .from(locations)
    .orderBy(asc(locations.id))
    .limit(1);
  return { product: product!.id, location: location!.id };
}

export const reviewAudit = (t: TestApp, kind: Kind, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, `${kind}_review`), eq(auditLog.entity_id, String(id))))
    .orderBy(asc(auditLog.id));
