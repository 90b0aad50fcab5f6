import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { searchCondition } from '../../lib/search-sql';
import { hotelNearby, hotelRoomTypes, hotels } from '../../db/schema/index';

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
