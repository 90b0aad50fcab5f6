import {
  AdminProductSchema,
  AdminProductsPageSchema,
  AdminProductsQuerySchema,
  CatalogueOptionsSchema,
  PhotoParamsSchema,
  PRODUCT_PHOTO_MAX,
  ProductCreateSchema,
  ProductIdParamsSchema,
  ProductUpdateSchema,
  StockAdjustResultSchema,
  StockAdjustSchema,
  StockMovementsPageSchema,
  StockMovementsQuerySchema,
  VariantCreateSchema,
  VariantIdParamsSchema,
  VariantUpdateSchema,
} from '@camtour/shared/schemas/admin-catalogue';
import { IdResultSchema } from '@camtour/shared/schemas/common';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { ADMIN_TAGS, staffOf, staffOnly } from '../../lib/staff-routes';
import { readStaffPhotoForm } from '../media/uploads';
import { createAdminCatalogueService } from './admin-service';

const product = { 200: envelopeOf(AdminProductSchema) };

/** The optional `position` of a photo form: a gallery place to replace, as text. */
function photoPosition(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  if (!/^\d{1,2}$/.test(value) || Number(value) >= PRODUCT_PHOTO_MAX)
    throw new AppError('validation-failed', { fieldErrors: { position: ['field-invalid'] } });
  return Number(value);
}

/** Staff's catalogue (issue 16): products, variants, stock with its ledger, photos, publishing. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createAdminCatalogueService(app.db);
  staffOnly(app);

  app.get(
    '/admin/products',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Products, newest first (best match when searching), 30 a page; filters status, category, brand, low stock',
        querystring: AdminProductsQuerySchema,
        response: { 200: envelopeOf(AdminProductsPageSchema) },
      },
    },
    async (req) => ok(await service.list(req.query)),
  );

  app.get(
    '/admin/catalogue/options',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: "The product form's choices: categories, brands, colours and sizes",
        response: { 200: envelopeOf(CatalogueOptionsSchema) },
      },
    },
    async () => ok(await service.options()),
  );

  app.get(
    '/admin/products/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'One product: every field in both languages, variants, photos, what blocks publishing',
        params: ProductIdParamsSchema,
        response: product,
      },
    },
    async (req) => ok(await service.get(req.params.id)),
  );

  app.post(
    '/admin/products',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Creates a product as a draft; 409 product-code-taken on field code',
        body: ProductCreateSchema,
        response: product,
      },
    },
    async (req) => ok(await service.create(req.body, staffOf(req))),
  );

  app.put(
    '/admin/products/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Updates every field of a product (status has its own routes)',
        params: ProductIdParamsSchema,
        body: ProductUpdateSchema,
        response: product,
      },
    },
    async (req) => ok(await service.update(req.params.id, req.body, staffOf(req))),
  );

  app.post(
    '/admin/products/:id/publish',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Shows the product in the shop; 409 product-needs-variant or product-needs-photo without one',
        params: ProductIdParamsSchema,
        response: product,
      },
    },
    async (req) => ok(await service.publish(req.params.id, staffOf(req))),
  );

  app.post(
    '/admin/products/:id/unpublish',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Hides the product from the shop (a draft): no list, page, cart or checkout',
        params: ProductIdParamsSchema,
        response: product,
      },
    },
    async (req) => ok(await service.unpublish(req.params.id, staffOf(req))),
  );

  app.post(
    '/admin/products/:id/variants',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: 'Adds a colour and size with its opening stock; 409 variant-option-taken',
        params: ProductIdParamsSchema,
        body: VariantCreateSchema,
        response: product,
      },
    },
    async (req) => ok(await service.addVariant(req.params.id, req.body, staffOf(req))),
  );

  app.put(
    '/admin/variants/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: "Changes a variant's colour, size and price (stock moves only by an adjustment)",
        params: VariantIdParamsSchema,
        body: VariantUpdateSchema,
        response: product,
      },
    },
    async (req) => ok(await service.updateVariant(req.params.id, req.body, staffOf(req))),
  );

  app.delete(
    '/admin/variants/:id',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Deletes a variant never ordered (else 409 variant-in-orders); not the last of a published product',
        params: VariantIdParamsSchema,
        response: { 200: envelopeOf(IdResultSchema) },
      },
    },
    async (req) => ok(await service.deleteVariant(req.params.id, staffOf(req))),
  );

  app.post(
    '/admin/variants/:id/stock',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Adds or removes units with a reason, atomically; 409 stock-below-zero, never below 0',
        params: VariantIdParamsSchema,
        body: StockAdjustSchema,
        response: { 200: envelopeOf(StockAdjustResultSchema) },
      },
    },
    async (req) => ok(await service.adjustStock(req.params.id, req.body, staffOf(req))),
  );

  app.get(
    '/admin/products/:id/stock-movements',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary: "The product's stock ledger, newest first, 50 a page; one variant with variant_id",
        params: ProductIdParamsSchema,
        querystring: StockMovementsQuerySchema,
        response: { 200: envelopeOf(StockMovementsPageSchema) },
      },
    },
    async (req) => ok(await service.movements(req.params.id, req.query)),
  );

  app.post(
    '/admin/products/:id/photos',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Uploads a photo (multipart `photo`, JPEG/PNG/WebP ≤ 8 MB): replaces `position`, else appends (at most 8)',
        consumes: ['multipart/form-data'],
        params: ProductIdParamsSchema,
        response: product,
      },
    },
    async (req) => {
      const { fields, bytes } = await readStaffPhotoForm(req);
      const position = photoPosition(fields.position);
      return ok(await service.addPhoto(req.params.id, bytes, position, staffOf(req)));
    },
  );

  app.delete(
    '/admin/products/:id/photos/:position',
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Removes a photo; the later ones move down. Refused for the last photo of a published product',
        params: PhotoParamsSchema,
        response: product,
      },
    },
    async (req) => ok(await service.removePhoto(req.params.id, req.params.position, staffOf(req))),
  );
};
