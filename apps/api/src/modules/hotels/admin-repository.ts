import { and, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hotelBookingRequests, hotelRoomTypes, hotels, provinces } from '../../db/schema/index';
import { searchCondition } from '../../lib/search-sql';

export interface AdminHotelFilter {
  type?: string | undefined;
  stars?: number | undefined;
  searchWords?: string[] | undefined;
  searchPhrase?: string | undefined;
}

export type HotelRow = typeof hotels.$inferSelect;
export type HotelValues = Omit<typeof hotels.$inferInsert, 'id' | 'created_at'>;
export type RoomRow = typeof hotelRoomTypes.$inferSelect;
export type RoomValues = Omit<typeof hotelRoomTypes.$inferInsert, 'id' | 'hotel_id'>;

function conditions(f: AdminHotelFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.type) where.push(eq(hotels.type, f.type));
  if (f.stars) where.push(eq(hotels.stars, f.stars));
  // hotels_search_trgm_idx: names, type and addresses, Khmer segmented (D6).
  if (f.searchWords?.length && f.searchPhrase)
    where.push(searchCondition(hotels.search_text, f.searchWords, f.searchPhrase));
  return where.length ? and(...where) : undefined;
}

/** Newest first (the primary key), best match first when searching. */
export async function listPage(db: DbOrTx, f: AdminHotelFilter, limit: number, offset: number) {
  const relevance = f.searchPhrase
    ? [sql`word_similarity(${f.searchPhrase}, ${hotels.search_text}) desc`]
    : [];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        hotel: hotels,
        province: { id: provinces.id, name_en: provinces.name_en, name_km: provinces.name_km },
        // hotel_room_types_hotel_idx
        room_count: sql<number>`(select count(*)::int from ${hotelRoomTypes} r where r.hotel_id = ${hotels}.id)`,
      })
      .from(hotels)
      .innerJoin(provinces, eq(provinces.id, hotels.province_id))
      .where(conditions(f))
      .orderBy(...relevance, desc(hotels.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(hotels).where(conditions(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findHotel(db: DbOrTx, id: number, lock = false) {
  const q = db.select().from(hotels).where(eq(hotels.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The public hotel page's query: its room types in their order. */
export { roomsOf } from './hotels-repository';

export async function findRoom(db: DbOrTx, id: number) {
  const [row] = await db.select().from(hotelRoomTypes).where(eq(hotelRoomTypes.id, id)).limit(1);
  return row ?? null;
}

export async function roomCount(db: DbOrTx, hotelId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.hotel_id, hotelId));
  return row?.n ?? 0;
}

export async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: hotels.slug })
    .from(hotels)
    .where(like(hotels.slug, `${base}%`));
  return new Set(rows.map((r) => r.slug));
}

export async function insertHotel(tx: DbOrTx, values: HotelValues) {
  const [row] = await tx.insert(hotels).values(values).returning();
  return row!;
}

export async function updateHotel(tx: DbOrTx, id: number, values: Partial<HotelValues>) {
  const [row] = await tx.update(hotels).set(values).where(eq(hotels.id, id)).returning();
  return row!;
}

export async function insertRoom(tx: DbOrTx, hotelId: number, values: RoomValues) {
  const [row] = await tx
    .insert(hotelRoomTypes)
    .values({ ...values, hotel_id: hotelId })
    .returning();
  return row!;
}

export async function updateRoom(tx: DbOrTx, id: number, values: RoomValues) {
  const [row] = await tx
    .update(hotelRoomTypes)
    .set(values)
    .where(eq(hotelRoomTypes.id, id))
    .returning();
  return row!;
}

/** Requests to book this room (through `hotel_booking_requests_room_idx`). */
export async function roomRequestCount(tx: DbOrTx, roomId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(hotelBookingRequests)
    .where(eq(hotelBookingRequests.room_type_id, roomId));
  return row?.n ?? 0;
}

export async function deleteRoom(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(hotelRoomTypes).where(eq(hotelRoomTypes.id, id));
}

/**
 * The hotel's price range read from its rooms, in one statement inside the room change's
 * transaction (the hotel row is locked first, so two room changes of one hotel take turns and
 * the last one to commit sees every room).
 */
export async function recomputePrices(tx: DbOrTx, hotelId: number) {
  const [row] = await tx
    .update(hotels)
    .set({
      min_price_cents: sql`(select min(r.price_min_cents) from ${hotelRoomTypes} r where r.hotel_id = ${hotelId})`,
      max_price_cents: sql`(select max(r.price_max_cents) from ${hotelRoomTypes} r where r.hotel_id = ${hotelId})`,
    })
    .where(eq(hotels.id, hotelId))
    .returning({
      id: hotels.id,
      min_price_cents: hotels.min_price_cents,
      max_price_cents: hotels.max_price_cents,
    });
  return row!;
}
