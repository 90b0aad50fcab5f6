import {
  AdminActivityInputSchema,
  AdminActivitySchema,
  AdminGuideInputSchema,
  AdminGuideSchema,
  AdminLocationInputSchema,
  AdminLocationSchema,
  AdminLocationsPageSchema,
  AdminLocationsQuerySchema,
  AdminPictureSchema,
  AdminPlacesOptionsQuerySchema,
  AdminPlacesOptionsSchema,
} from '@camtour/shared/schemas/admin-places';
import { IdResultSchema } from '@camtour/shared/schemas/common';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import { IdParamsSchema } from '@camtour/shared/schemas/travel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { ADMIN_TAGS, STAFF_PHOTO_UPLOAD, staffOf, staffOnly } from '../../lib/staff-routes';
import { readStaffPhotoForm } from '../media/uploads';
import { createAdminActivitiesService } from './admin-activities';
import { galleryRoutes } from './admin-places';
import { createAdminLocationsService } from './admin-service';

/** Staff's locations (issue 16): the list, one place, its photos, activities and travel tips. */
export const adminLocationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminLocationsService(app.db);
  const activities = createAdminActivitiesService(app.db);
  staffOnly(app);

  app.get(
    '/admin/locations',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Locations, newest first (best match first when searching), 30 a page',
        querystring: AdminLocationsQuerySchema,
        response: { 200: envelopeOf(AdminLocationsPageSchema) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.get(
    '/admin/places/options',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'What the place forms choose from: provinces, categories, tags, hotel types; districts, communes, villages of the given parent',
        querystring: AdminPlacesOptionsQuerySchema,
        response: { 200: envelopeOf(AdminPlacesOptionsSchema) },
      },
    },
    async (req) => ok(await service.options(req.query)),
  );

  app.get(
    '/admin/locations/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'One location with every field, tags, photos, activities and travel tips',
        params: IdParamsSchema,
        response: { 200: envelopeOf(AdminLocationSchema) },
      },
    },
    async (req) => ok(await service.detail(req.params.id)),
  );

  app.post(
    '/admin/locations',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Creates a location (slug from the English name unless given; 409 place-slug-taken); it starts with no photo',
        body: AdminLocationInputSchema,
        response: { 201: envelopeOf(AdminLocationSchema) },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await service.create(req.body, staffOf(req)))),
  );

  app.put(
    '/admin/locations/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Replaces the fields and tags of a location',
        params: IdParamsSchema,
        body: AdminLocationInputSchema,
        response: { 200: envelopeOf(AdminLocationSchema) },
      },
    },
    async (req) => ok(await service.update(req.params.id, req.body, staffOf(req))),
  );

  galleryRoutes(app, 'locations', service);

  app.put(
    '/admin/locations/:id/guide',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Replaces the travel tips in English and Khmer (a null section is not shown); the public guide shows them at once',
        params: IdParamsSchema,
        body: AdminGuideInputSchema,
        response: { 200: envelopeOf(AdminGuideSchema) },
      },
    },
    async (req) => ok(await service.putGuide(req.params.id, req.body, staffOf(req))),
  );

  app.post(
    '/admin/locations/:id/activities',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Adds an activity to a location',
        params: IdParamsSchema,
        body: AdminActivityInputSchema,
        response: { 201: envelopeOf(AdminActivitySchema) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(ok(await activities.createActivity(req.params.id, req.body, staffOf(req)))),
  );

  app.put(
    '/admin/activities/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Replaces an activity (is_active false deactivates it: no new booking requests)',
        params: IdParamsSchema,
        body: AdminActivityInputSchema,
        response: { 200: envelopeOf(AdminActivitySchema) },
      },
    },
    async (req) => ok(await activities.updateActivity(req.params.id, req.body, staffOf(req))),
  );

  app.delete(
    '/admin/activities/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Deletes an activity nobody asked to book; one with booking requests is 409 activity-has-bookings (deactivate it instead)',
        params: IdParamsSchema,
        response: { 200: envelopeOf(IdResultSchema) },
      },
    },
    async (req) => ok(await activities.deleteActivity(req.params.id, staffOf(req))),
  );

  app.post(
    '/admin/activities/:id/photo',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: "Uploads the activity's photo (replacing any before it)",
        ...STAFF_PHOTO_UPLOAD,
        params: IdParamsSchema,
        response: { 200: envelopeOf(AdminPictureSchema) },
      },
    },
    async (req) => {
      const { bytes } = await readStaffPhotoForm(req);
      return ok(await activities.putActivityPhoto(req.params.id, bytes, staffOf(req)));
    },
  );

  app.delete(
    '/admin/activities/:id/photo',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: "Removes the activity's uploaded photo (404 place-photo-not-found when none)",
        params: IdParamsSchema,
        response: { 200: envelopeOf(AdminPictureSchema) },
      },
    },
    async (req) => ok(await activities.removeActivityPhoto(req.params.id, staffOf(req))),
  );
};
