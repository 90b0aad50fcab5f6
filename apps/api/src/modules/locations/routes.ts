import { SIEM_REAP_PROVINCE_ID } from '@camtour/shared/constants';
import {
  cambodiaToday,
  HOME_SUGGESTION_PRODUCTS,
  TOP_VIEW_COUNT,
} from '@camtour/shared/domain/travel';
import { IdResultSchema } from '@camtour/shared/schemas/common';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import {
  AdventurePageSchema,
  AdventureQuerySchema,
  bookingRequestSchema,
  GuideQuerySchema,
  HomeDataSchema,
  HomeQuerySchema,
  IdParamsSchema,
  LocationDetailQuerySchema,
  LocationDetailSchema,
  LocationGuideSchema,
  LocationReviewSchema,
  SiemReapPageSchema,
  SiemReapQuerySchema,
} from '@camtour/shared/schemas/travel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { readMultipart } from '../../lib/multipart';
import { zodFieldErrors } from '../../plugins/errors';
import { createCatalogService } from '../catalog/catalog-service';
import { createBookingService } from './booking-service';
import { createLocationsService, filterFrom } from './locations-service';

const tags = ['travel'];
const loginFirst = async (req: { user: unknown }) => {
  if (!req.user) throw new AppError('You need to login first.');
};

export const locationsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const locations = createLocationsService(app.db);
  const catalog = createCatalogService(app.db);
  const bookings = createBookingService(
    app.db,
    app.mail,
    app.limiter,
    config.BOOKING_OPERATOR_EMAIL,
  );

  app.get(
    '/web/view/location',
    {
      schema: {
        tags,
        summary:
          'Home data and home search: locations, products, top viewed (per_page 12, or 5 for suggestions)',
        querystring: HomeQuerySchema,
        response: { 200: envelopeOf(HomeDataSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const f = { ...filterFrom(q), ...(q.category ? { categorySlug: q.category } : {}) };
      const [page, top, products] = await Promise.all([
        locations.page(f, q.page, q.per_page, q.lang),
        locations.topViewed({}, 10, q.lang),
        q.search
          ? catalog.beside({
              search: q.search,
              sort: 'popularity',
              page: 1,
              per_page: q.per_page <= 5 ? HOME_SUGGESTION_PRODUCTS : q.per_page,
            })
          : catalog.beside({ sort: 'popularity', page: 1, per_page: 8 }),
      ]);
      return ok({
        locations: page.locations,
        product: products,
        top_view_location: top,
        pagination: {
          current_page: page.pagination.current_page,
          last_page: page.pagination.last_page,
          total: page.pagination.total,
          per_page: q.per_page,
        },
      });
    },
  );

  app.get(
    '/web/view/adventure',
    {
      schema: {
        tags,
        summary:
          'Adventure list: province, district, commune, village, category, star, minimum views, search',
        querystring: AdventureQuerySchema,
        response: { 200: envelopeOf(AdventurePageSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const [page, top] = await Promise.all([
        locations.page(filterFrom(q), q.page, q.per_page, q.lang),
        locations.topViewed(q.province_id ? { provinceId: q.province_id } : {}, 5, q.lang),
      ]);
      return ok({ ...page, top_view_location: top });
    },
  );

  app.get(
    '/web/view/siemreap',
    {
      schema: {
        tags,
        summary: 'Siem Reap guide: its locations with filters, the top 3, related gear',
        querystring: SiemReapQuerySchema,
        response: { 200: envelopeOf(SiemReapPageSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const f = { ...filterFrom(q), provinceId: SIEM_REAP_PROVINCE_ID };
      const [page, top, gear] = await Promise.all([
        locations.page(f, q.page, q.per_page, q.lang),
        locations.topViewed({ provinceId: SIEM_REAP_PROVINCE_ID }, TOP_VIEW_COUNT, q.lang),
        catalog.beside({ sort: 'popularity', page: 1, per_page: 8, category_slug: undefined }),
      ]);
      return ok({ ...page, top_view_location: top, product_relates: gear });
    },
  );

  app.get(
    '/web/view/location/detail/:id',
    {
      schema: {
        tags,
        summary:
          'A location with photos, reviews, products, activities, nearby places and the typical weather',
        params: IdParamsSchema,
        querystring: LocationDetailQuerySchema,
        response: { 200: envelopeOf(LocationDetailSchema) },
      },
      config: {
        readCache: {
          countView: (req) =>
            locations.countView((req.params as { id: number }).id, app.viewerOf(req)),
        },
      },
    },
    async (req) =>
      ok(await locations.detail(req.params.id, req.query.lang, app.viewerOf(req), req.query.month)),
  );

  app.get(
    '/web/view/location/guide',
    {
      schema: {
        tags,
        summary: 'The travel tips of a location (an empty list when it has none)',
        querystring: GuideQuerySchema,
        response: { 200: envelopeOf(LocationGuideSchema) },
      },
    },
    async (req) => ok(await locations.guide(req.query.location_id, req.query.lang ?? 'en')),
  );

  app.post(
    '/web/locations/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Reviews a location (form data star, comment; login needed)',
        params: IdParamsSchema,
        response: { 201: envelopeOf(IdResultSchema) },
      },
      onRequest: loginFirst,
    },
    async (req, reply) => {
      const fields = req.isMultipart() ? (await readMultipart(req, '')).fields : (req.body ?? {});
      const parsed = LocationReviewSchema.safeParse(fields);
      if (!parsed.success)
        throw new AppError('validation-failed', { fieldErrors: zodFieldErrors(parsed.error) });
      const data = await locations.addReview(
        req.params.id,
        req.user!.id,
        parsed.data.star,
        parsed.data.comment,
      );
      return reply.code(201).send(ok(data, 'review-submitted'));
    },
  );

  app.post(
    '/web/activities/:id/booking',
    {
      schema: {
        tags,
        summary:
          'Requests a booking for an activity (D12): stored and e-mailed to the operator and to you',
        params: IdParamsSchema,
        response: { 201: envelopeOf(IdResultSchema) },
      },
    },
    async (req, reply) => {
      const parsed = bookingRequestSchema(cambodiaToday()).safeParse(req.body ?? {});
      if (!parsed.success)
        throw new AppError('validation-failed', { fieldErrors: zodFieldErrors(parsed.error) });
      const data = await bookings.request(req.params.id, parsed.data, {
        ip: req.ip,
        userId: req.user?.id ?? null,
      });
      return reply.code(201).send(ok(data, 'booking-initiated'));
    },
  );
};
