import { envelopeOf } from '@camtour/shared/schemas/envelope';
import {
  HotelDetailSchema,
  HotelListResponseSchema,
  HotelsQuerySchema,
  IdParamsSchema,
} from '@camtour/shared/schemas/travel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHotelsService } from './hotels-service';

const tags = ['travel'];

export const hotelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const hotels = createHotelsService(app.db);

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
        summary: 'A hotel with photos, room types, nearby places and policies',
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
};
