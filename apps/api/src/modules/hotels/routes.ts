import { HOTEL_REVIEWS_PAGE_SIZE } from '@camtour/shared/domain/hotel-booking';
import { cambodiaToday } from '@camtour/shared/domain/travel';
import { IdResultSchema } from '@camtour/shared/schemas/common';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import {
  HotelDetailSchema,
  HotelListResponseSchema,
  HotelReviewListSchema,
  HotelReviewSchema,
  HotelReviewsQuerySchema,
  HotelsQuerySchema,
  hotelBookingRequestSchema,
  IdParamsSchema,
} from '@camtour/shared/schemas/travel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { zodFieldErrors } from '../../plugins/errors';
import { createHotelBookingService } from './hotel-booking-service';
import { createHotelsService } from './hotels-service';

const tags = ['travel'];

export const hotelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const hotels = createHotelsService(app.db);
  const bookings = createHotelBookingService(app.db, app.mail, app.limiter);

  app.get(
    '/web/view/hotels/siemreap',
    {
      schema: {
        tags,
        summary: 'Siem Reap hotels: search, minPrice, maxPrice (a room in the range), type, page',
        querystring: HotelsQuerySchema,
        response: { 200: HotelListResponseSchema },
      },
    },
    async (req) => {
      const { data, paginate } = await hotels.list(req.query);
      return { result: true, error: false, message: 'success', data, paginate };
    },
  );

  app.get(
    '/web/view/hotels/siemreap/:id',
    {
      schema: {
        tags,
        summary:
          'A hotel with photos, room types (with their guest limit), nearby places, policies and its guests’ rating',
        params: IdParamsSchema,
        response: { 200: envelopeOf(HotelDetailSchema) },
      },
    },
    async (req) => ({
      result: true,
      error: false,
      message: 'success',
      data: await hotels.detail(req.params.id),
    }),
  );

  app.get(
    '/web/view/hotels/siemreap/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Guests’ reviews of a hotel, newest first, 10 a page, with the average and count',
        params: IdParamsSchema,
        querystring: HotelReviewsQuerySchema,
        response: { 200: envelopeOf(HotelReviewListSchema) },
      },
    },
    async (req) => ok(await hotels.reviews(req.params.id, req.query.page, HOTEL_REVIEWS_PAGE_SIZE)),
  );

  app.post(
    '/web/hotels/:id/reviews',
    {
      schema: {
        tags,
        summary: 'Reviews a hotel: star 1-5 and a comment (login needed; one per guest and hotel)',
        params: IdParamsSchema,
        body: HotelReviewSchema,
        response: { 201: envelopeOf(IdResultSchema) },
      },
      // As a place's review (document 3 §8): a visitor hears it before the body is read.
      onRequest: async (req) => {
        if (!req.user) throw new AppError('You need to login first.');
      },
    },
    async (req, reply) => {
      const data = await hotels.addReview(
        req.params.id,
        req.user!.id,
        req.body.star,
        req.body.comment,
      );
      return reply.code(201).send(ok(data, 'review-submitted'));
    },
  );

  app.post(
    '/web/hotels/:id/booking',
    {
      schema: {
        tags,
        summary:
          'Requests to book a room (decision 029): stored, e-mailed to the hotel and to you; nothing is reserved or charged',
        params: IdParamsSchema,
        response: { 201: envelopeOf(IdResultSchema) },
      },
    },
    async (req, reply) => {
      // Today is Cambodia's and changes at its midnight, so the schema is made per request.
      const parsed = hotelBookingRequestSchema(cambodiaToday()).safeParse(req.body ?? {});
      if (!parsed.success)
        throw new AppError('validation-failed', { fieldErrors: zodFieldErrors(parsed.error) });
      const data = await bookings.request(req.params.id, parsed.data, {
        ip: req.ip,
        userId: req.user?.id ?? null,
      });
      return reply.code(201).send(ok(data, 'hotel-booking-sent'));
    },
  );
};
