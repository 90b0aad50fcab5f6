import type { InboxMark } from '@camtour/shared/schemas/admin-content';
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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

export type InboxState = 'unread' | 'unhandled' | 'all';

type InboxPgTable = typeof feedback | typeof bookingRequests | typeof hotelBookingRequests;

const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;

function stateCondition(t: InboxPgTable, state: InboxState): SQL | undefined {
  if (state === 'unread') return isNull(t.read_at);
  if (state === 'unhandled') return isNull(t.handled_at);
  return undefined;
}

/** The columns every box has last: when an item came, and its two marks. */
const marksOf = <T extends InboxPgTable>(t: T) => ({
  created_at: t.created_at,
  read_at: t.read_at,
  handled_at: t.handled_at,
});

/**
 * One box's reads, from its table, its item query (the fields the inbox shows, with their joins)
 * and the order its created index gives, so a page is read along the index with no sort.
 */
function inboxBox<Q extends PgSelect>(box: {
  table: InboxPgTable;
  select: (db: DbOrTx) => Q;
  /** How the box's created index is sorted; the page is read in that order, so with no sort. */
  createdIndex: 'desc' | 'desc nulls last';
}) {
  const { table: t, select, createdIndex } = box;
  const newestFirst =
    createdIndex === 'desc'
      ? [desc(t.created_at), desc(t.id)]
      : [sql`${t.created_at} desc nulls last`, sql`${t.id} desc nulls last`];
  type Row = Q['_']['result'][number];

  /** Newest first, along the created index (or, for unread or unhandled, the partial one). */
  const listQuery = (db: DbOrTx, state: InboxState, limit: number, offset: number) =>
    select(db)
      .where(stateCondition(t, state))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);

  async function totalOf(db: DbOrTx, state: InboxState) {
    const [row] = await db.select({ n: count() }).from(t).where(stateCondition(t, state));
    return row?.n ?? 0;
  }

  return {
    table: t,
    listQuery,
    async page(db: DbOrTx, state: InboxState, page: number, perPage: number) {
      const [rows, total] = await Promise.all([
        listQuery(db, state, perPage, offsetOf(page, perPage)),
        totalOf(db, state),
      ]);
      return { rows, total };
    },
    async item(db: DbOrTx, id: number): Promise<Row | null> {
      // Awaited inside the generic, the rows are typed by the constraint; they are this box's rows.
      const [row] = (await select(db).where(eq(t.id, id)).limit(1)) as Row[];
      return row ?? null;
    },
  };
}

const READS = {
  feedback: inboxBox({
    table: feedback,
    select: (db) =>
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
          ...marksOf(feedback),
        })
        .from(feedback)
        .leftJoin(users, eq(users.id, feedback.user_id))
        .$dynamic(),
    createdIndex: 'desc',
  }),
  bookings: inboxBox({
    table: bookingRequests,
    select: (db) =>
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
          ...marksOf(bookingRequests),
        })
        .from(bookingRequests)
        .innerJoin(activities, eq(activities.id, bookingRequests.activity_id))
        .innerJoin(locations, eq(locations.id, activities.location_id))
        .$dynamic(),
    // Migration 0016 made it `desc nulls last`, unlike feedback's: the same rows either way.
    createdIndex: 'desc nulls last',
  }),
  'hotel-bookings': inboxBox({
    table: hotelBookingRequests,
    select: (db) =>
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
          ...marksOf(hotelBookingRequests),
        })
        .from(hotelBookingRequests)
        .innerJoin(hotels, eq(hotels.id, hotelBookingRequests.hotel_id))
        .innerJoin(hotelRoomTypes, eq(hotelRoomTypes.id, hotelBookingRequests.room_type_id))
        .$dynamic(),
    // Migration 0018's indexes are `desc nulls last` too.
    createdIndex: 'desc nulls last',
  }),
};

/** The inbox's boxes: feedback, activity booking requests, requests to book a hotel room. */
export type InboxTable = keyof typeof READS;
export type InboxItemRow<B extends InboxTable> = Awaited<
  ReturnType<(typeof READS)[B]['listQuery']>
>[number];
export type FeedbackItemRow = InboxItemRow<'feedback'>;
export type BookingItemRow = InboxItemRow<'bookings'>;
export type HotelBookingItemRow = InboxItemRow<'hotel-bookings'>;

interface BoxReads<B extends InboxTable> {
  table: InboxPgTable;
  page(
    db: DbOrTx,
    state: InboxState,
    page: number,
    perPage: number,
  ): Promise<{ rows: InboxItemRow<B>[]; total: number }>;
  item(db: DbOrTx, id: number): Promise<InboxItemRow<B> | null>;
}

/** Each box's reads typed by the box, so one generic function serves every box. */
const BOXES: { [B in InboxTable]: BoxReads<B> } = READS;

/** A page of a box (its rows and how many match the state), and one item of it. */
export const pageOf = <B extends InboxTable>(
  db: DbOrTx,
  box: B,
  state: InboxState,
  page: number,
  perPage: number,
) => BOXES[box].page(db, state, page, perPage);

export const itemOf = <B extends InboxTable>(db: DbOrTx, box: B, id: number) =>
  BOXES[box].item(db, id);

/** Each box's page query on its own, for the tests that read its plan. */
export const feedbackListQuery = READS.feedback.listQuery;
export const bookingsListQuery = READS.bookings.listQuery;
export const hotelBookingsListQuery = READS['hotel-bookings'].listQuery;

/**
 * The box's tab badges. Unread is counted from the partial `*_unread_idx`; unhandled has no
 * index of its own (migration 0016 added none) and reads the table, small as inboxes are.
 */
export async function countsOf(db: DbOrTx, box: InboxTable) {
  const t = BOXES[box].table;
  const [[unread], [unhandled]] = await Promise.all([
    db.select({ n: count() }).from(t).where(isNull(t.read_at)),
    db.select({ n: count() }).from(t).where(isNull(t.handled_at)),
  ]);
  return { unread: unread?.n ?? 0, unhandled: unhandled?.n ?? 0 };
}

/** The item's marks, locked until the transaction ends (for an exact audit entry). */
export async function lockMarks(tx: DbOrTx, box: InboxTable, id: number) {
  const t = BOXES[box].table;
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
export async function mark(tx: DbOrTx, box: InboxTable, id: number, what: InboxMark) {
  const t = BOXES[box].table;
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
