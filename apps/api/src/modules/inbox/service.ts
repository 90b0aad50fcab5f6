import {
  INBOX_PAGE_SIZE,
  type InboxBooking,
  type InboxBookingsPage,
  type InboxFeedback,
  type InboxFeedbackPage,
  type InboxHotelBooking,
  type InboxHotelBookingsPage,
  type InboxMark,
  type InboxQueryParsed,
} from '@camtour/shared/schemas/admin-content';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginationOf } from '../../lib/pagination';
import { recordAudit, type AuditActor } from '../audit/audit';
import * as repo from './repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toFeedback(r: repo.FeedbackItemRow): InboxFeedback {
  return {
    id: r.id,
    comment: r.comment,
    page: r.page,
    user_agent: r.user_agent,
    user_id: r.user_id,
    user_name: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    user_email: r.email,
    created_at: r.created_at.toISOString(),
    read_at: iso(r.read_at),
    handled_at: iso(r.handled_at),
  };
}

function toBooking(r: repo.BookingItemRow): InboxBooking {
  return {
    ...r,
    created_at: r.created_at.toISOString(),
    read_at: iso(r.read_at),
    handled_at: iso(r.handled_at),
  };
}

function toHotelBooking(r: repo.HotelBookingItemRow): InboxHotelBooking {
  return {
    ...r,
    created_at: r.created_at.toISOString(),
    read_at: iso(r.read_at),
    handled_at: iso(r.handled_at),
  };
}

const BOXES = {
  feedback: { entity: 'feedback', notFound: 'feedback-not-found' },
  bookings: { entity: 'booking', notFound: 'booking-request-not-found' },
  'hotel-bookings': { entity: 'hotel_booking', notFound: 'hotel-booking-request-not-found' },
} as const;

/**
 * The staff inbox (issue 16): feedback (D11), activity booking requests (D12) and requests to book
 * a hotel room (decision 029), read and handled.
 */
export function createInboxService(db: Db) {
  /**
   * Marks an item. A mark that is already so answers 200 with the item as it is and records
   * nothing: opening an item twice, or two staff opening it at once, reads it once.
   */
  async function markItem(
    box: repo.InboxTable,
    id: number,
    what: InboxMark,
    staff: AuditActor,
  ): Promise<void> {
    const { entity, notFound } = BOXES[box];
    await db.transaction(async (tx) => {
      const before = await repo.lockMarks(tx, box, id);
      if (!before) throw new AppError(notFound);
      const after = await repo.mark(tx, box, id, what);
      if (!after) return;
      await recordAudit(tx, {
        actor: staff,
        action: `${entity}.${what}`,
        entity,
        entityId: id,
        before: { read_at: iso(before.read_at), handled_at: iso(before.handled_at) },
        after: { read_at: iso(after.read_at), handled_at: iso(after.handled_at) },
      });
    });
  }

  return {
    async feedback(query: InboxQueryParsed): Promise<InboxFeedbackPage> {
      const [{ rows, total }, counts] = await Promise.all([
        repo.feedbackPage(db, query.state, query.page, INBOX_PAGE_SIZE),
        repo.countsOf(db, 'feedback'),
      ]);
      return {
        items: rows.map(toFeedback),
        counts,
        pagination: paginationOf(total, query.page, INBOX_PAGE_SIZE),
      };
    },

    async bookings(query: InboxQueryParsed): Promise<InboxBookingsPage> {
      const [{ rows, total }, counts] = await Promise.all([
        repo.bookingsPage(db, query.state, query.page, INBOX_PAGE_SIZE),
        repo.countsOf(db, 'bookings'),
      ]);
      return {
        items: rows.map(toBooking),
        counts,
        pagination: paginationOf(total, query.page, INBOX_PAGE_SIZE),
      };
    },

    async hotelBookings(query: InboxQueryParsed): Promise<InboxHotelBookingsPage> {
      const [{ rows, total }, counts] = await Promise.all([
        repo.hotelBookingsPage(db, query.state, query.page, INBOX_PAGE_SIZE),
        repo.countsOf(db, 'hotel-bookings'),
      ]);
      return {
        items: rows.map(toHotelBooking),
        counts,
        pagination: paginationOf(total, query.page, INBOX_PAGE_SIZE),
      };
    },

    async markFeedback(id: number, what: InboxMark, staff: AuditActor): Promise<InboxFeedback> {
      await markItem('feedback', id, what, staff);
      const row = await repo.feedbackItem(db, id);
      if (!row) throw new AppError('feedback-not-found');
      return toFeedback(row);
    },

    async markBooking(id: number, what: InboxMark, staff: AuditActor): Promise<InboxBooking> {
      await markItem('bookings', id, what, staff);
      const row = await repo.bookingItem(db, id);
      if (!row) throw new AppError('booking-request-not-found');
      return toBooking(row);
    },

    async markHotelBooking(
      id: number,
      what: InboxMark,
      staff: AuditActor,
    ): Promise<InboxHotelBooking> {
      await markItem('hotel-bookings', id, what, staff);
      const row = await repo.hotelBookingItem(db, id);
      if (!row) throw new AppError('hotel-booking-request-not-found');
      return toHotelBooking(row);
    },
  };
}
