import {
  INBOX_PAGE_SIZE,
  type InboxBooking,
  type InboxCounts,
  type InboxFeedback,
  type InboxHotelBooking,
  type InboxMark,
  type InboxQueryParsed,
} from '@camtour/shared/schemas/admin-content';
import type { FailureKey } from '@camtour/shared/errors';
import type { PagePagination } from '@camtour/shared/schemas/common';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginationOf } from '../../lib/pagination';
import { recordAudit, type AuditActor } from '../audit/audit';
import * as repo from './repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the API answers for an item of each box. */
interface InboxItems {
  feedback: InboxFeedback;
  bookings: InboxBooking;
  'hotel-bookings': InboxHotelBooking;
}

/** A page of one box (distributive, so a page of "any box" is one box's page, never a mix). */
export type InboxPage<B extends repo.InboxTable> = B extends repo.InboxTable
  ? { items: InboxItems[B][]; counts: InboxCounts; pagination: PagePagination }
  : never;

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

/** A booking request is answered as stored, with its dates as ISO strings. */
function toRequest<R extends { created_at: Date; read_at: Date | null; handled_at: Date | null }>(
  r: R,
) {
  return {
    ...r,
    created_at: r.created_at.toISOString(),
    read_at: iso(r.read_at),
    handled_at: iso(r.handled_at),
  };
}

/** Per box: the audit entity, the error key of a missing item, and the item as answered. */
const BOXES: {
  [B in repo.InboxTable]: {
    entity: string;
    notFound: FailureKey;
    toItem: (row: repo.InboxItemRow<B>) => InboxItems[B];
  };
} = {
  feedback: { entity: 'feedback', notFound: 'feedback-not-found', toItem: toFeedback },
  bookings: { entity: 'booking', notFound: 'booking-request-not-found', toItem: toRequest },
  'hotel-bookings': {
    entity: 'hotel_booking',
    notFound: 'hotel-booking-request-not-found',
    toItem: toRequest,
  },
};

/**
 * The staff inbox (issue 16): feedback (D11), activity booking requests (D12) and requests to book
 * a hotel room (decision 029), read and handled.
 */
export function createInboxService(db: Db) {
  return {
    /** A page of the box in the state asked for, with the box's unread and unhandled counts. */
    async page<B extends repo.InboxTable>(box: B, query: InboxQueryParsed): Promise<InboxPage<B>> {
      const [{ rows, total }, counts] = await Promise.all([
        repo.pageOf(db, box, query.state, query.page, INBOX_PAGE_SIZE),
        repo.countsOf(db, box),
      ]);
      const { toItem } = BOXES[box];
      const page = {
        items: rows.map((row) => toItem(row)),
        counts,
        pagination: paginationOf(total, query.page, INBOX_PAGE_SIZE),
      };
      // The same shape: TypeScript does not resolve a distributive type inside a generic body.
      return page as InboxPage<B>;
    },

    /**
     * Marks an item and answers it as it now is. A mark that is already so answers 200 with the
     * item as it is and records nothing: opening an item twice, or two staff opening it at once,
     * reads it once.
     */
    async mark<B extends repo.InboxTable>(
      box: B,
      id: number,
      what: InboxMark,
      staff: AuditActor,
    ): Promise<InboxItems[B]> {
      const { entity, notFound, toItem } = BOXES[box];
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
      const row = await repo.itemOf(db, box, id);
      if (!row) throw new AppError(notFound);
      return toItem(row);
    },
  };
}
