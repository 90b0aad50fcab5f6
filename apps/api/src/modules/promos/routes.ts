import {
  IdParamsSchema,
  PromoCodeCreateSchema,
  PromoCodeSchema,
  PromoCodesPageSchema,
  PromoCodesQuerySchema,
  PromoCodeUpdateSchema,
  PromoUsesPageSchema,
  PromoUsesQuerySchema,
} from '@camtour/shared/schemas/admin-content';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { ADMIN_TAGS, staffOf, staffOnly } from '../../lib/staff-routes';
import { createPromosService } from './service';

/** Staff's promo codes (issue 16): list, create, edit the terms, switch off and on, the uses. */
export const adminPromosRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPromosService(app.db);
  staffOnly(app);

  app.get(
    '/admin/promo-codes',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Promo codes, newest first, 30 a page; search by code, filter by state',
        querystring: PromoCodesQuerySchema,
        response: { 200: envelopeOf(PromoCodesPageSchema) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.post(
    '/admin/promo-codes',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Creates a code (stored upper case); 409 promo-code-taken when it exists',
        body: PromoCodeCreateSchema,
        response: { 201: envelopeOf(PromoCodeSchema) },
      },
    },
    async (req, reply) => {
      const created = await service.create(req.body, staffOf(req));
      return reply.code(201).send(ok(created, 'Created'));
    },
  );

  app.get(
    '/admin/promo-codes/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'One promo code with its state',
        params: IdParamsSchema,
        response: { 200: envelopeOf(PromoCodeSchema) },
      },
    },
    async (req) => ok(await service.get(req.params.id)),
  );

  app.put(
    '/admin/promo-codes/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Sets percent, dates and limits; 409 promo-max-uses-below-uses when max_uses < uses',
        params: IdParamsSchema,
        body: PromoCodeUpdateSchema,
        response: { 200: envelopeOf(PromoCodeSchema) },
      },
    },
    async (req) => ok(await service.update(req.params.id, req.body, staffOf(req))),
  );

  app.post(
    '/admin/promo-codes/:id/deactivate',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Switches the code off at once (checkout refuses it); a no-op when already off',
        params: IdParamsSchema,
        response: { 200: envelopeOf(PromoCodeSchema) },
      },
    },
    async (req) => ok(await service.deactivate(req.params.id, staffOf(req))),
  );

  app.post(
    '/admin/promo-codes/:id/activate',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Switches the code back on; a no-op when already on',
        params: IdParamsSchema,
        response: { 200: envelopeOf(PromoCodeSchema) },
      },
    },
    async (req) => ok(await service.activate(req.params.id, staffOf(req))),
  );

  app.get(
    '/admin/promo-codes/:id/uses',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'The orders that used the code, newest first, 30 a page',
        params: IdParamsSchema,
        querystring: PromoUsesQuerySchema,
        response: { 200: envelopeOf(PromoUsesPageSchema) },
      },
    },
    async (req) => ok(await service.uses(req.params.id, req.query.page)),
  );
};
