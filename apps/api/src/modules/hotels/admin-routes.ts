import {
  AdminHotelCreateSchema,
  AdminHotelInputSchema,
  AdminHotelSchema,
  AdminHotelsPageSchema,
  AdminHotelsQuerySchema,
  AdminPictureSchema,
  AdminRoomInputSchema,
  AdminRoomResultSchema,
} from '@camtour/shared/schemas/admin-places';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import { IdParamsSchema } from '@camtour/shared/schemas/travel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { ADMIN_TAGS, STAFF_PHOTO_UPLOAD, staffOf, staffOnly } from '../../lib/staff-routes';
import { galleryRoutes } from '../locations/admin-places';
import { readStaffPhotoForm } from '../media/uploads';
import { createAdminHotelsService } from './admin-service';

/** Staff's hotels (issue 16): the list, one hotel, its photos and its room types. */
export const adminHotelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminHotelsService(app.db);
  staffOnly(app);

  app.get(
    '/admin/hotels',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Hotels, newest first (best match first when searching), 30 a page; type, stars',
        querystring: AdminHotelsQuerySchema,
        response: { 200: envelopeOf(AdminHotelsPageSchema) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.get(
    '/admin/hotels/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'One hotel with every field, its photos and its room types',
        params: IdParamsSchema,
        response: { 200: envelopeOf(AdminHotelSchema) },
      },
    },
    async (req) => ok(await service.detail(req.params.id)),
  );

  app.post(
    '/admin/hotels',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Creates a hotel with its room types (at least one); the price range comes from the rooms',
        body: AdminHotelCreateSchema,
        response: { 201: envelopeOf(AdminHotelSchema) },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await service.create(req.body, staffOf(req)))),
  );

  app.put(
    '/admin/hotels/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: "Replaces a hotel's own fields (room types change one by one)",
        params: IdParamsSchema,
        body: AdminHotelInputSchema,
        response: { 200: envelopeOf(AdminHotelSchema) },
      },
    },
    async (req) => ok(await service.update(req.params.id, req.body, staffOf(req))),
  );

  galleryRoutes(app, 'hotels', service);

  app.post(
    '/admin/hotels/:id/rooms',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: "Adds a room type; the hotel's price range is read again from its rooms",
        params: IdParamsSchema,
        body: AdminRoomInputSchema,
        response: { 201: envelopeOf(AdminRoomResultSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await service.createRoom(req.params.id, req.body, staffOf(req)))),
  );

  app.put(
    '/admin/rooms/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: "Replaces a room type; the hotel's price range is read again from its rooms",
        params: IdParamsSchema,
        body: AdminRoomInputSchema,
        response: { 200: envelopeOf(AdminRoomResultSchema) },
      },
    },
    async (req) => ok(await service.updateRoom(req.params.id, req.body, staffOf(req))),
  );

  app.delete(
    '/admin/rooms/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Deletes a room type; a hotel keeps at least one (409 hotel-needs-a-room)',
        params: IdParamsSchema,
        response: { 200: envelopeOf(AdminRoomResultSchema) },
      },
    },
    async (req) => ok(await service.deleteRoom(req.params.id, staffOf(req))),
  );

  app.post(
    '/admin/rooms/:id/photo',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: "Uploads the room type's photo (replacing any before it)",
        ...STAFF_PHOTO_UPLOAD,
        params: IdParamsSchema,
        response: { 200: envelopeOf(AdminPictureSchema) },
      },
    },
    async (req) => {
      const { bytes } = await readStaffPhotoForm(req);
      return ok(await service.putRoomPhoto(req.params.id, bytes, staffOf(req)));
    },
  );

  app.delete(
    '/admin/rooms/:id/photo',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: "Removes the room type's uploaded photo (404 place-photo-not-found when none)",
        params: IdParamsSchema,
        response: { 200: envelopeOf(AdminPictureSchema) },
      },
    },
    async (req) => ok(await service.removeRoomPhoto(req.params.id, staffOf(req))),
  );
};
