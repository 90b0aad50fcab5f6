import type { InboxMark } from '@camtour/shared/schemas/admin-content';
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  activities,
  bookingRequests,
  feedback,
  hotelBookingRequests,
  hotelRoomTypes,
  hotels,
  locations,
  users,
} from '../../db/schema/index';

export type InboxTable = 'feedback' | 'bookings' | 'hotel-bookings';
export type InboxState = 'unread' | 'unhandled' | 'all';

const TABLES = {
  feedback,
  bookings: bookingRequests,
  'hotel-bookings': hotelBookingRequests,
} as const;

function stateCondition(table: InboxTable, state: InboxState): SQL | undefined {
  const t = TABLES[table];
  if (state === 'unread') return isNull(t.read_at);
  if (state === 'unhandled') return isNull(t.handled_at);
  return undefined;
}

const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

/**
 * The box's tab badges. Unread is counted from the partial `*_unread_idx`; unhandled has no
 * index of its own (migration 0016 added none) and reads the table, small as inboxes are.
 */
export async function countsOf(db: DbOrTx, table: InboxTable) {
  const t = TABLES[table];
  const [[unread], [unhandled]] = await Promise.all([
    db.select({ n: count() }).from(t).where(isNull(t.read_at)),
    db.select({ n: count() }).from(t).where(isNull(t.handled_at)),
  ]);
  return { unread: unread?.n ?? 0, unhandled: unhandled?.n ?? 0 };
}

async function totalOf(db: DbOrTx, table: InboxTable, where: SQL | undefined) {
  const t = TABLES[table];
  const [row] = await db.select({ n: count() }).from(t).where(where);
  return row?.n ?? 0;
}

const feedbackSelect = (db: DbOrTx) =>
  db
    .select({
      id: feedback.id,
      comment: feedback.comment,
      page: feedback.page,
      user_agent: feedback.user_agent,
      user_id: feedback.user_id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      created_at: feedback.created_at,
      read_at: feedback.read_at,
      handled_at: feedback.handled_at,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.user_id));
export type FeedbackItemRow = Awaited<ReturnType<typeof feedbackSelect>>[number];

/** Newest first along feedback_created_idx (or, for unread, feedback_unread_idx). */
export const feedbackListQuery = (db: DbOrTx, state: InboxState, limit: number, offset: number) =>
  feedbackSelect(db)
    .where(stateCondition('feedback', state))
    .orderBy(desc(feedback.created_at), desc(feedback.id))
    .limit(limit)
    .offset(offset);

export async function feedbackPage(db: DbOrTx, state: InboxState, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    feedbackListQuery(db, state, perPage, offsetOf(page, perPage)),
    totalOf(db, 'feedback', stateCondition('feedback', state)),
  ]);
  return { rows, total };
}

export async function feedbackItem(db: DbOrTx, id: number) {
  const [row] = await feedbackSelect(db).where(eq(feedback.id, id)).limit(1);
  return row ?? null;
}

const bookingSelect = (db: DbOrTx) =>
  db
    .select({
      id: bookingRequests.id,
      activity_id: bookingRequests.activity_id,
      activity_name_en: activities.name_en,
      activity_name_km: activities.name_km,
      location_id: locations.id,
      location_name_en: locations.name_en,
      location_name_km: locations.name_km,
      name: bookingRequests.name,
      email: bookingRequests.email,
      date: bookingRequests.date,
      party_size: bookingRequests.party_size,
      note: bookingRequests.note,
      lang: bookingRequests.lang,
      created_at: bookingRequests.created_at,
      read_at: bookingRequests.read_at,
      handled_at: bookingRequests.handled_at,
    })
    .from(bookingRequests)
    .innerJoin(activities, eq(activities.id, bookingRequests.activity_id))
    .innerJoin(locations, eq(locations.id, activities.location_id));
export type BookingItemRow = Awaited<ReturnType<typeof bookingSelect>>[number];

/** Newest first along booking_requests_created_idx (or, for unread, the partial unread index). */
export const bookingsListQuery = (db: DbOrTx, state: InboxState, limit: number, offset: number) =>
  bookingSelect(db)
    .where(stateCondition('bookings', state))
    // The index is `desc nulls last` (migration 0016), unlike feedback's: same rows, no sort.
    .orderBy(
      sql`${bookingRequests.created_at} desc nulls last`,
      sql`${bookingRequests.id} desc nulls last`,
    )
    .limit(limit)
    .offset(offset);

export async function bookingsPage(db: DbOrTx, state: InboxState, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    bookingsListQuery(db, state, perPage, offsetOf(page, perPage)),
    totalOf(db, 'bookings', stateCondition('bookings', state)),
  ]);
  return { rows, total };
}

export async function bookingItem(db: DbOrTx, id: number) {
  const [row] = await bookingSelect(db).where(eq(bookingRequests.id, id)).limit(1);
  return row ?? null;
}

const hotelBookingSelect = (db: DbOrTx) =>
  db
    .select({
      id: hotelBookingRequests.id,
      hotel_id: hotelBookingRequests.hotel_id,
      hotel_name_en: hotels.name_en,
      hotel_name_km: hotels.name_km,
      room_type_id: hotelBookingRequests.room_type_id,
      room_title_en: hotelRoomTypes.title_en,
      room_title_km: hotelRoomTypes.title_km,
      check_in: hotelBookingRequests.check_in,
      check_out: hotelBookingRequests.check_out,
      nights: sql<number>`(${hotelBookingRequests.check_out} - ${hotelBookingRequests.check_in})::int`,
      guests: hotelBookingRequests.guests,
      name: hotelBookingRequests.name,
      email: hotelBookingRequests.email,
      phone: hotelBookingRequests.phone,
      note: hotelBookingRequests.note,
      lang: hotelBookingRequests.lang,
      created_at: hotelBookingRequests.created_at,
      read_at: hotelBookingRequests.read_at,
      handled_at: hotelBookingRequests.handled_at,
    })
    .from(hotelBookingRequests)
    .innerJoin(hotels, eq(hotels.id, hotelBookingRequests.hotel_id))
    .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelBookingRequests.room_type_id));
export type HotelBookingItemRow = Awaited<ReturnType<typeof hotelBookingSelect>>[number];

/** Newest first along hotel_booking_requests_created_idx (or the partial unread/unhandled one). */
export const hotelBookingsListQuery = (
  db: DbOrTx,
  state: InboxState,
  limit: number,
  offset: number,
) =>
  hotelBookingSelect(db)
    .where(stateCondition('hotel-bookings', state))
    // Migration 0018's indexes are `desc nulls last`: the same order, so no sort.
    .orderBy(
      sql`${hotelBookingRequests.created_at} desc nulls last`,
      sql`${hotelBookingRequests.id} desc nulls last`,
    )
    .limit(limit)
    .offset(offset);

export async function hotelBookingsPage(
  db: DbOrTx,
  state: InboxState,
  page: number,
  perPage: number,
) {
  const [rows, total] = await Promise.all([
    hotelBookingsListQuery(db, state, perPage, offsetOf(page, perPage)),
    totalOf(db, 'hotel-bookings', stateCondition('hotel-bookings', state)),
  ]);
  return { rows, total };
}

export async function hotelBookingItem(db: DbOrTx, id: number) {
  const [row] = await hotelBookingSelect(db).where(eq(hotelBookingRequests.id, id)).limit(1);
  return row ?? null;
}

/** The item's marks, locked until the transaction ends (for an exact audit entry). */
export async function lockMarks(tx: DbOrTx, table: InboxTable, id: number) {
  const t = TABLES[table];
  const [row] = await tx
    .select({ read_at: t.read_at, handled_at: t.handled_at })
    .from(t)
    .where(eq(t.id, id))
    .for('update');
  return row ?? null;
}

/**
 * One conditional update per mark: it changes the item only when the mark changes something
 * (null otherwise). Handled implies read, so `handled` also reads an unread item and `unread`
 * also takes `handled` away.
 */
export async function mark(tx: DbOrTx, table: InboxTable, id: number, what: InboxMark) {
  const t = TABLES[table];
  const now = sql`now()`;
  const change = {
    read: { set: { read_at: now }, when: isNull(t.read_at) },
    unread: { set: { read_at: null, handled_at: null }, when: isNotNull(t.read_at) },
    handled: {
      set: { handled_at: now, read_at: sql`coalesce(${t.read_at}, now())` },
      when: isNull(t.handled_at),
    },
    unhandled: { set: { handled_at: null }, when: isNotNull(t.handled_at) },
  }[what];
  const [row] = await tx
    .update(t)
    .set(change.set)
    .where(and(eq(t.id, id), change.when))
    .returning({ read_at: t.read_at, handled_at: t.handled_at });
  return row ?? null;
}
