import { IdResultSchema } from '@camtour/shared/schemas/common';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import {
  BrandListSchema,
  ProductCardListSchema,
  ProductCategoryListSchema,
  ProductDetailResponseSchema,
  ProductIdParamsSchema,
  ProductListOrRelatedSchema,
  ProductListQuerySchema,
  ProductReviewSchema,
  RecommendationQuerySchema,
  ReviewListQuerySchema,
  ReviewListResponseSchema,
  ReviewProductParamsSchema,
} from '@camtour/shared/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { createCatalogService } from './catalog-service';

const tags = ['shop'];

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalog = createCatalogService(app.db);

  app.get(
    '/web/view/product',
    {
      schema: {
        tags,
        summary:
          'Shop list (search, category_ids, brand_ids, price, sort, page); with `limit`, the related-products list',
        querystring: ProductListQuerySchema,
        response: { 200: envelopeOf(ProductListOrRelatedSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      if (q.limit !== undefined) return ok(await catalog.related({ ...q, limit: q.limit }));
      return ok(await catalog.list(q));
    },
  );

  app.get(
    '/web/view/product/confirm/order',
    {
      schema: {
        tags,
        summary:
          'Recommended products for the order confirmation (page=1, limit=6, sort=popularity)',
        querystring: RecommendationQuerySchema,
        response: { 200: envelopeOf(ProductCardListSchema) },
      },
    },
    async (req) => {
      const { products } = await catalog.list({
        sort: req.query.sort,
        page: req.query.page,
        per_page: req.query.limit,
      });
      return ok(products);
    },
  );

  app.get(
    '/web/view/product/categories',
    {
      schema: {
        tags,
        summary: 'Product categories',
        response: { 200: envelopeOf(ProductCategoryListSchema) },
      },
    },
    async () => ok(await catalog.categories()),
  );

  app.get(
    '/web/view/product/:id',
    {
      schema: {
        tags,
        summary: 'Product detail with related_products and related_category (counts a view)',
        params: ProductIdParamsSchema,
        response: { 200: envelopeOf(ProductDetailResponseSchema) },
      },
      config: {
        readCache: {
          countView: (req) =>
            catalog.countView((req.params as { id: number }).id, app.viewerOf(req)),
        },
      },
    },
    async (req) => ok(await catalog.detail(req.params.id, app.viewerOf(req))),
  );

  app.get(
    '/web/view/brands',
    {
      schema: {
        tags,
        summary: 'Brands with their brand_type',
        response: { 200: envelopeOf(BrandListSchema) },
      },
    },
    async () => ok(await catalog.brands()),
  );

  app.get(
    '/web/product/reviews/:productId',
    {
      schema: {
        tags,
        summary: 'Reviews of a product, newest first, 10 a page',
        params: ReviewProductParamsSchema,
        querystring: ReviewListQuerySchema,
        response: { 200: envelopeOf(ReviewListResponseSchema) },
      },
    },
    async (req) => ok(await catalog.reviews(req.params.productId, req.query.page, 10)),
  );

  app.post(
    '/web/product/reviews/:productId',
    {
      schema: {
        tags,
        summary: 'Writes a review (login needed; one per customer and product)',
        params: ReviewProductParamsSchema,
        body: ProductReviewSchema,
        response: { 201: envelopeOf(IdResultSchema) },
      },
      // The spec's own answer for a visitor (document 2 §8); checked before the body is read.
      onRequest: async (req) => {
        if (!req.user) throw new AppError('You need to login first.');
      },
    },
    async (req, reply) => {
      const data = await catalog.addReview(
        req.params.productId,
        req.user!.id,
        req.body.star,
        req.body.comment,
      );
      return reply.code(201).send(ok(data, 'review-submitted'));
    },
  );
};
