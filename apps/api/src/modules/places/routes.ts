import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import {
  CategoryListQuerySchema,
  CategoryListSchema,
  CommuneIdParamsSchema,
  DistrictIdParamsSchema,
  PlaceListQuerySchema,
  PlaceLookupListSchema,
  ProvinceIdParamsSchema,
  ProvinceListSchema,
} from '@camtour/shared/schemas/places';
import { ok } from '../../lib/envelope';
import { createCatalogService } from '../catalog/catalog-service';
import { createPlacesService } from './places-service';

const tags = ['places'];
const lookupList = envelopeOf(PlaceLookupListSchema);

/** The place lookups of document 1 §7 and the location categories of document 3 §7. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const places = createPlacesService(app.db);
  const catalog = createCatalogService(app.db);

  app.get(
    '/web/view/location/provinces',
    {
      schema: {
        tags,
        summary: 'All provinces (ids of the earlier product, NCDD code beside them)',
        querystring: PlaceListQuerySchema,
        response: { 200: envelopeOf(ProvinceListSchema) },
      },
    },
    async (req) => ok(await places.provinces(req.query.lang)),
  );

  const childLookups = [
    {
      level: 'districts',
      path: 'districts/:provinceId',
      params: ProvinceIdParamsSchema,
      summary: 'Districts of a province',
    },
    {
      level: 'communes',
      path: 'communes/:districtId',
      params: DistrictIdParamsSchema,
      summary: 'Communes of a district',
    },
    {
      level: 'villages',
      path: 'villages/:communeId',
      params: CommuneIdParamsSchema,
      summary: 'Villages of a commune',
    },
  ] as const;
  for (const { level, path, params, summary } of childLookups) {
    app.get(
      `/web/view/location/${path}`,
      {
        schema: {
          tags,
          summary,
          params,
          querystring: PlaceListQuerySchema,
          response: { 200: lookupList },
        },
      },
      async (req) => {
        // Each params schema has exactly one id field, named after the parent.
        const [parentId] = Object.values(req.params as Record<string, number>);
        return ok(await places.children(level, parentId!, req.query.lang));
      },
    );
  }

  // Documents 1 and 3 read location categories here, document 2 product categories: `type` tells them apart.
  app.get(
    '/web/view/categories',
    {
      schema: {
        tags,
        summary: 'Location categories; with type=product, the shop categories',
        querystring: CategoryListQuerySchema,
        response: { 200: envelopeOf(CategoryListSchema) },
      },
    },
    async (req) =>
      ok(
        req.query.type === 'product'
          ? await catalog.categories()
          : await places.categories(req.query.lang),
      ),
  );
};
