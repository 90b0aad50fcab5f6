import { and, asc, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { searchCondition } from '../../lib/search-sql';
import {
  hotelBookingRequests,
  hotelNearby,
  hotelReviews,
  hotelRoomTypes,
  hotels,
  users,
} from '../../db/schema/index';

export interface HotelFilter {
  provinceId: number;
  searchWords?: string[];
  searchPhrase?: string;
  minCents?: number;
  maxCents?: number;
  type?: string;
}

/** A hotel matches a price range when one of its rooms does: its price span overlaps the range. */
function conditions(f: HotelFilter): SQL {
  const where: SQL[] = [eq(hotels.province_id, f.provinceId)];
  if (f.minCents !== undefined) where.push(gte(hotels.max_price_cents, f.minCents));
  if (f.maxCents !== undefined) where.push(lte(hotels.min_price_cents, f.maxCents));
  if (f.type) where.push(eq(hotels.type, f.type));
  if (f.searchWords?.length && f.searchPhrase) {
    where.push(searchCondition(hotels.search_text, f.searchWords, f.searchPhrase));
  }
  return and(...where)!;
}

export function listHotels(db: DbOrTx, f: HotelFilter, limit: number, offset: number) {
  return db
    .select()
    .from(hotels)
    .where(conditions(f))
    .orderBy(asc(hotels.min_price_cents), desc(hotels.stars), asc(hotels.id))
    .limit(limit)
    .offset(offset);
}

export async function countHotels(db: DbOrTx, f: HotelFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(hotels)
    .where(conditions(f));
  return row?.n ?? 0;
}

export async function findHotel(db: DbOrTx, id: number, provinceId: number) {
  const [row] = await db
    .select()
    .from(hotels)
    .where(and(eq(hotels.id, id), eq(hotels.province_id, provinceId)))
    .limit(1);
  return row ?? null;
}

export function roomsOf(db: DbOrTx, hotelId: number) {
  return db
    .select()
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.hotel_id, hotelId))
    .orderBy(asc(hotelRoomTypes.sort_order), asc(hotelRoomTypes.id));
}

export function nearbyOf(db: DbOrTx, hotelId: number) {
  return db
    .select()
    .from(hotelNearby)
    .where(eq(hotelNearby.hotel_id, hotelId))
    .orderBy(asc(hotelNearby.distance_km), asc(hotelNearby.id));
}

/** A room type of this hotel (null when the id is another hotel's or none). */
export async function roomOf(db: DbOrTx, hotelId: number, roomId: number) {
  const [row] = await db
    .select()
    .from(hotelRoomTypes)
    .where(and(eq(hotelRoomTypes.id, roomId), eq(hotelRoomTypes.hotel_id, hotelId)))
    .limit(1);
  return row ?? null;
}

/**
 * The public list: visible reviews newest first along `hotel_reviews_hotel_time_idx` (partial on
 * `hidden_at is null`, `desc nulls last` as drizzle writes it, so the order says so too).
 */
export function reviewsOf(db: DbOrTx, hotelId: number, limit: number, offset: number) {
  return db
    .select({
      id: hotelReviews.id,
      star: hotelReviews.star,
      comment: hotelReviews.comment,
      created_at: hotelReviews.created_at,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(hotelReviews)
    .innerJoin(users, eq(users.id, hotelReviews.user_id))
    .where(and(eq(hotelReviews.hotel_id, hotelId), isNull(hotelReviews.hidden_at)))
    .orderBy(
      sql`${hotelReviews.created_at} desc nulls last`,
      sql`${hotelReviews.id} desc nulls last`,
    )
    .limit(limit)
    .offset(offset);
}

/** One review per guest and hotel: a second one inserts nothing (null). */
export async function insertReview(db: DbOrTx, row: typeof hotelReviews.$inferInsert) {
  const [created] = await db
    .insert(hotelReviews)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: hotelReviews.id });
  return created ?? null;
}

/** Relative update: reviews stored at the same moment all count. */
export async function addRating(db: DbOrTx, hotelId: number, star: number): Promise<void> {
  await db
    .update(hotels)
    .set({
      rating_sum: sql`${hotels.rating_sum} + ${star}`,
      rating_count: sql`${hotels.rating_count} + 1`,
    })
    .where(eq(hotels.id, hotelId));
}

export async function insertBookingRequest(
  db: DbOrTx,
  row: typeof hotelBookingRequests.$inferInsert,
): Promise<number> {
  const [created] = await db
    .insert(hotelBookingRequests)
    .values(row)
    .returning({ id: hotelBookingRequests.id });
  return created!.id;
}
