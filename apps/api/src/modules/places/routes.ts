import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import {
  CommuneIdParamsSchema,
  DistrictIdParamsSchema,
  LocationCategorySchema,
  PlaceListQuerySchema,
  PlaceLookupSchema,
  ProvinceIdParamsSchema,
  ProvinceLookupSchema,
} from '@camtour/shared/schemas/places';
import { ok } from '../../lib/envelope';
import { createPlacesService } from './places-service';

const tags = ['places'];
const lookupList = envelopeOf(z.array(PlaceLookupSchema));

/** The place lookups of document 1 §7 and the location categories of document 3 §7. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const places = createPlacesService(app.db);

  app.get(
    '/web/view/location/provinces',
    {
      schema: {
        tags,
        summary: 'All provinces (ids of the earlier product, NCDD code beside them)',
        querystring: PlaceListQuerySchema,
        response: { 200: envelopeOf(z.array(ProvinceLookupSchema)) },
      },
    },
    async (req) => ok(await places.provinces(req.query.lang)),
  );

  app.get(
    '/web/view/location/districts/:provinceId',
    {
      schema: {
        tags,
        summary: 'Districts of a province',
        params: ProvinceIdParamsSchema,
        querystring: PlaceListQuerySchema,
        response: { 200: lookupList },
      },
    },
    async (req) => ok(await places.districts(req.params.provinceId, req.query.lang)),
  );

  app.get(
    '/web/view/location/communes/:districtId',
    {
      schema: {
        tags,
        summary: 'Communes of a district',
        params: DistrictIdParamsSchema,
        querystring: PlaceListQuerySchema,
        response: { 200: lookupList },
      },
    },
    async (req) => ok(await places.communes(req.params.districtId, req.query.lang)),
  );

  app.get(
    '/web/view/location/villages/:communeId',
    {
      schema: {
        tags,
        summary: 'Villages of a commune',
        params: CommuneIdParamsSchema,
        querystring: PlaceListQuerySchema,
        response: { 200: lookupList },
      },
    },
    async (req) => ok(await places.villages(req.params.communeId, req.query.lang)),
  );

  app.get(
    '/web/view/categories',
    {
      schema: {
        tags,
        summary: 'Location categories',
        querystring: PlaceListQuerySchema,
        response: { 200: envelopeOf(z.array(LocationCategorySchema)) },
      },
    },
    async (req) => ok(await places.categories(req.query.lang)),
  );
};
