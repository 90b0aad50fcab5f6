import {
  IdParamsSchema,
  INBOX_MARKS,
  InboxBookingSchema,
  InboxBookingsPageSchema,
  InboxFeedbackPageSchema,
  InboxFeedbackSchema,
  InboxHotelBookingSchema,
  InboxHotelBookingsPageSchema,
  InboxQuerySchema,
  type InboxMark,
} from '@camtour/shared/schemas/admin-content';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { ADMIN_TAGS, staffOf, staffOnly } from '../../lib/staff-routes';
import { createInboxService } from './service';

const MARK_SUMMARY: Record<InboxMark, string> = {
  read: 'Marks it read (a no-op when read)',
  unread: 'Marks it unread, and so not handled (a no-op when unread)',
  handled: 'Marks it handled, and so read (a no-op when handled)',
  unhandled: 'Marks it not handled; it stays read (a no-op when not handled)',
};

/** Each box's path (its repository name), what its items are called in the docs, and its schemas. */
const BOXES = [
  {
    box: 'feedback',
    items: 'Feedback',
    item: 'Feedback',
    page: InboxFeedbackPageSchema,
    one: InboxFeedbackSchema,
  },
  {
    box: 'bookings',
    items: 'Booking requests',
    item: 'Booking request',
    page: InboxBookingsPageSchema,
    one: InboxBookingSchema,
  },
  {
    box: 'hotel-bookings',
    items: 'Requests to book a hotel room',
    item: 'Request to book a hotel room',
    page: InboxHotelBookingsPageSchema,
    one: InboxHotelBookingSchema,
  },
] as const;

/** The staff inbox (issue 16): feedback, activity and hotel booking requests, read and handled. */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInboxService(app.db);
  staffOnly(app);

  for (const { box, items, page } of BOXES) {
    app.get(
      `/admin/inbox/${box}`,
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: `${items}, newest first, 30 a page; unread, unhandled or all, with the counts`,
          querystring: InboxQuerySchema,
          response: { 200: envelopeOf(page) },
        },
      },
      async (req) => ok(await service.page(box, req.query)),
    );
  }

  for (const what of INBOX_MARKS) {
    for (const { box, item, one } of BOXES) {
      app.post(
        `/admin/inbox/${box}/:id/${what}`,
        {
          schema: {
            tags: ADMIN_TAGS,
            summary: `${item}: ${MARK_SUMMARY[what]}`,
            params: IdParamsSchema,
            response: { 200: envelopeOf(one) },
          },
        },
        async (req) => ok(await service.mark(box, req.params.id, what, staffOf(req))),
      );
    }
  }
};
