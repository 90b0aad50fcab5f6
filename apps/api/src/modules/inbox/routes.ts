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

/** The staff inbox (issue 16): feedback, activity and hotel booking requests, read and handled. */
export const adminInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createInboxService(app.db);
  staffOnly(app);

  app.get(
    '/admin/inbox/feedback',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Feedback, newest first, 30 a page; unread, unhandled or all, with the counts',
        querystring: InboxQuerySchema,
        response: { 200: envelopeOf(InboxFeedbackPageSchema) },
      },
    },
    async (req) => ok(await service.feedback(req.query)),
  );

  app.get(
    '/admin/inbox/bookings',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Booking requests, newest first, 30 a page; unread, unhandled or all, with the counts',
        querystring: InboxQuerySchema,
        response: { 200: envelopeOf(InboxBookingsPageSchema) },
      },
    },
    async (req) => ok(await service.bookings(req.query)),
  );

  app.get(
    '/admin/inbox/hotel-bookings',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Requests to book a hotel room, newest first, 30 a page; unread, unhandled or all, with the counts',
        querystring: InboxQuerySchema,
        response: { 200: envelopeOf(InboxHotelBookingsPageSchema) },
      },
    },
    async (req) => ok(await service.hotelBookings(req.query)),
  );

  for (const what of INBOX_MARKS) {
    app.post(
      `/admin/inbox/feedback/:id/${what}`,
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: `Feedback: ${MARK_SUMMARY[what]}`,
          params: IdParamsSchema,
          response: { 200: envelopeOf(InboxFeedbackSchema) },
        },
      },
      async (req) => ok(await service.markFeedback(req.params.id, what, staffOf(req))),
    );
    app.post(
      `/admin/inbox/bookings/:id/${what}`,
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: `Booking request: ${MARK_SUMMARY[what]}`,
          params: IdParamsSchema,
          response: { 200: envelopeOf(InboxBookingSchema) },
        },
      },
      async (req) => ok(await service.markBooking(req.params.id, what, staffOf(req))),
    );
    app.post(
      `/admin/inbox/hotel-bookings/:id/${what}`,
      {
        schema: {
          tags: ADMIN_TAGS,
          summary: `Request to book a hotel room: ${MARK_SUMMARY[what]}`,
          params: IdParamsSchema,
          response: { 200: envelopeOf(InboxHotelBookingSchema) },
        },
      },
      async (req) => ok(await service.markHotelBooking(req.params.id, what, staffOf(req))),
    );
  }
};
