import {
  AdminHotelCreateSchema,
  AdminHotelInputSchema,
  AdminHotelSchema,
  AdminHotelsPageSchema,
  AdminHotelsQuerySchema,
  AdminPhotosSchema,
  AdminPictureSchema,
  AdminRoomInputSchema,
  AdminRoomResultSchema,
  PhotoPositionParamsSchema,
  PlacePhotoFieldsSchema,
} from '@camtour/shared/schemas/admin-places';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import { IdParamsSchema } from '@camtour/shared/schemas/travel';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { zodFieldErrors } from '../../plugins/errors';
import { readStaffPhotoForm } from '../media/uploads';
import { createAdminHotelsService, type Staff } from './admin-service';

const tags = ['admin'];
const photoUpload = {
  consumes: ['multipart/form-data'],
  description:
    'Multipart: file `photo` (JPEG, PNG or WebP, checked by content and re-encoded). Errors on the field `photo`.',
};

/** Staff's hotels (issue 16): the list, one hotel, its photos and its room types. */
export const adminHotelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminHotelsService(app.db);
  // Before the body is even read: a visitor is 401 and a customer 403 whatever they send.
  app.addHook('onRequest', app.requireStaff);
  const staffOf = (req: FastifyRequest): Staff => ({ id: req.user!.id, email: req.user!.email });

  app.get(
    '/admin/hotels',
    {
      schema: {
        tags,
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
        tags,
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
        tags,
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
        tags,
        summary: "Replaces a hotel's own fields (room types change one by one)",
        params: IdParamsSchema,
        body: AdminHotelInputSchema,
        response: { 200: envelopeOf(AdminHotelSchema) },
      },
    },
    async (req) => ok(await service.update(req.params.id, req.body, staffOf(req))),
  );

  app.post(
    '/admin/hotels/:id/photos',
    {
      schema: {
        tags,
        summary:
          'Uploads a photo: replaces `position` when given, else appends (at most 8; 409 place-photo-limit)',
        ...photoUpload,
        params: IdParamsSchema,
        response: { 200: envelopeOf(AdminPhotosSchema) },
      },
    },
    async (req) => {
      const { fields, bytes } = await readStaffPhotoForm(req);
      const parsed = PlacePhotoFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw new AppError('validation-failed', { fieldErrors: zodFieldErrors(parsed.error) });
      return ok(await service.addPhoto(req.params.id, bytes, parsed.data.position, staffOf(req)));
    },
  );

  app.delete(
    '/admin/hotels/:id/photos/:position',
    {
      schema: {
        tags,
        summary:
          'Removes a photo; later ones move down one place; the last one stays (409 place-photo-last)',
        params: PhotoPositionParamsSchema,
        response: { 200: envelopeOf(AdminPhotosSchema) },
      },
    },
    async (req) => ok(await service.removePhoto(req.params.id, req.params.position, staffOf(req))),
  );

  app.post(
    '/admin/hotels/:id/rooms',
    {
      schema: {
        tags,
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
        tags,
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
        tags,
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
        tags,
        summary: "Uploads the room type's photo (replacing any before it)",
        ...photoUpload,
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
        tags,
        summary: "Removes the room type's uploaded photo (404 place-photo-not-found when none)",
        params: IdParamsSchema,
        response: { 200: envelopeOf(AdminPictureSchema) },
      },
    },
    async (req) => ok(await service.removeRoomPhoto(req.params.id, staffOf(req))),
  );
};
