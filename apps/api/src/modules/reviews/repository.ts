import type { ReviewKind } from '@camtour/shared/schemas/admin-content';
import { and, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  hotelReviews,
  hotels,
  locationReviews,
  locations,
  productReviews,
  products,
  users,
} from '../../db/schema/index';

/**
 * The three review tables have the same shape; each kind names its table, the rated table and
 * the column that joins them, so one set of queries serves both.
 */
const KINDS = {
  product: {
    reviews: productReviews,
    targets: products,
    targetId: productReviews.product_id,
  },
  location: {
    reviews: locationReviews,
    targets: locations,
    targetId: locationReviews.location_id,
  },
  hotel: {
    reviews: hotelReviews,
    targets: hotels,
    targetId: hotelReviews.hotel_id,
  },
} as const;

/** `%`, `_` and `\` typed by staff are searched for as themselves. */
const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ReviewFilter {
  state: 'visible' | 'hidden' | 'all';
  search?: string | undefined;
}

function conditions(kind: ReviewKind, f: ReviewFilter): SQL | undefined {
  const { reviews } = KINDS[kind];
  const where: (SQL | undefined)[] = [];
  if (f.state === 'visible') where.push(isNull(reviews.hidden_at));
  if (f.state === 'hidden') where.push(isNotNull(reviews.hidden_at));
  if (f.search) {
    const term = `%${escapeLike(f.search)}%`;
    where.push(
      or(
        ilike(reviews.comment, term),
        ilike(users.email, term),
        ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, term),
      ),
    );
  }
  return where.length > 0 ? and(...where) : undefined;
}

function selectPage(db: DbOrTx, kind: ReviewKind) {
  const { reviews, targets, targetId } = KINDS[kind];
  return db
    .select({
      id: reviews.id,
      target_id: targetId,
      target_name_en: targets.name_en,
      target_name_km: targets.name_km,
      star: reviews.star,
      comment: reviews.comment,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      created_at: reviews.created_at,
      hidden_at: reviews.hidden_at,
    })
    .from(reviews)
    .innerJoin(targets, eq(targets.id, targetId))
    .innerJoin(users, eq(users.id, reviews.user_id));
}
export type ReviewListRow = Awaited<ReturnType<ReturnType<typeof selectPage>['execute']>>[number];

/** Newest first, walking `*_reviews_created_idx` (created_at desc, id desc) to the page. */
export function listQuery(
  db: DbOrTx,
  kind: ReviewKind,
  f: ReviewFilter,
  limit: number,
  offset: number,
) {
  const { reviews } = KINDS[kind];
  return (
    selectPage(db, kind)
      .where(conditions(kind, f))
      // Migration 0016 made the index `desc nulls last`; a plain `desc` (nulls first) would sort
      // the whole table. Same rows: both columns are not null.
      .orderBy(sql`${reviews.created_at} desc nulls last`, sql`${reviews.id} desc nulls last`)
      .limit(limit)
      .offset(offset)
  );
}

function countQuery(db: DbOrTx, kind: ReviewKind, f: ReviewFilter) {
  const { reviews } = KINDS[kind];
  const where = conditions(kind, f);
  // The search reads the rater's name and e-mail; without it the count needs no join.
  return f.search
    ? db
        .select({ n: count() })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.user_id))
        .where(where)
    : db.select({ n: count() }).from(reviews).where(where);
}

export async function listPage(
  db: DbOrTx,
  kind: ReviewKind,
  f: ReviewFilter,
  page: number,
  perPage: number,
) {
  const [rows, [total]] = await Promise.all([
    listQuery(db, kind, f, perPage, (page - 1) * perPage),
    countQuery(db, kind, f),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findOne(db: DbOrTx, kind: ReviewKind, id: number) {
  const { reviews } = KINDS[kind];
  const [row] = await selectPage(db, kind).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

/** The review's moderation state, locked until the transaction ends (for an exact audit entry). */
export async function lockReview(tx: DbOrTx, kind: ReviewKind, id: number) {
  const { reviews } = KINDS[kind];
  const [row] = await tx
    .select({ hidden_at: reviews.hidden_at })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  return row ?? null;
}

/**
 * Hides or shows the review in one conditional statement: of two staff members doing it at
 * once, the second finds it already so and changes nothing (null). Returns what the rating
 * needs: the star and the rated product or place.
 */
export async function setHidden(tx: DbOrTx, kind: ReviewKind, id: number, hide: boolean) {
  const { reviews, targetId } = KINDS[kind];
  const [row] = await tx
    .update(reviews)
    .set({ hidden_at: hide ? sql`now()` : null })
    .where(and(eq(reviews.id, id), hide ? isNull(reviews.hidden_at) : isNotNull(reviews.hidden_at)))
    .returning({ star: reviews.star, target_id: targetId, hidden_at: reviews.hidden_at });
  return row ?? null;
}

/**
 * Takes a hidden review's star out of the rated row's sum and count, or puts a shown one back,
 * as the public review-add code adds one (relative updates: concurrent reviews add up).
 */
export async function moveRating(
  tx: DbOrTx,
  kind: ReviewKind,
  targetId: number,
  star: number,
  sign: 1 | -1,
): Promise<void> {
  const { targets } = KINDS[kind];
  await tx
    .update(targets)
    .set({
      rating_sum: sql`${targets.rating_sum} + ${sign * star}`,
      rating_count: sql`${targets.rating_count} + ${sign}`,
    })
    .where(eq(targets.id, targetId));
}
