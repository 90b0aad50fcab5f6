import { averageRating } from '@camtour/shared/domain/catalog';
import { searchText, searchWords } from '@camtour/shared/domain/search';
import type { FailureKey } from '@camtour/shared/errors';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  PRODUCT_PHOTO_MAX,
  STOCK_MOVEMENTS_PAGE_SIZE,
  type AdminProduct,
  type AdminProductsPage,
  type AdminProductsQueryParsed,
  type AdminVariant,
  type CatalogueOptions,
  type ProductStatus,
  type StockAdjustResult,
  type StockMovementsPage,
} from '@camtour/shared/schemas/admin-catalogue';
import type { IdResult } from '@camtour/shared/schemas/common';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginationOf } from '../../lib/pagination';
import type { Staff } from '../../lib/staff-routes';
import { recordAudit } from '../audit/audit';
import { deleteDrawnProductView, moveDrawnProductView } from '../demo-pictures/product-views';
import { mediaPathUrl, moveUpload, putUpload, removeUpload, uploadsAt } from '../media/uploads';
import * as repo from './admin-repository';

/** The product's fields as the form edits them (route input after its schema). */
export interface ProductInput {
  code: string;
  category_id: number;
  brand_id: number;
  name_en: string;
  name_km: string;
  description_en: string;
  description_km: string;
  specs: { label_en: string; label_km: string; value_en: string; value_km: string }[];
  price_cents: number;
  original_price_cents: number | null;
}

export interface VariantInput {
  color_id: number;
  size_id: number;
  price_cents: number | null;
}

/** The address a product photo is served at; `/api/media/` + this. */
export const productPhotoPath = (id: number, position: number) => `products/${id}/${position}.svg`;

/** What the audit log keeps of a product: everything staff can change. */
function productSnapshot(p: repo.ProductRow) {
  return {
    code: p.code,
    category_id: p.category_id,
    brand_id: p.brand_id,
    name_en: p.name_en,
    name_km: p.name_km,
    description_en: p.description_en,
    description_km: p.description_km,
    specs: p.specs,
    price_cents: p.price_cents,
    original_price_cents: p.original_price_cents,
    status: p.status,
    photo_count: p.photo_count,
  };
}

const variantSnapshot = (v: repo.VariantRow) => ({
  product_id: v.product_id,
  color_id: v.color_id,
  size_id: v.size_id,
  qty: v.qty,
  price_cents: v.price_cents,
});

const fieldError = (key: FailureKey, fields: string[]) =>
  new AppError(key, { fieldErrors: Object.fromEntries(fields.map((f) => [f, [key]])) });

/** A unique index broke under a race the pre-checks could not see: the same answer they give. */
function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const c = e as { code?: unknown; constraint?: unknown; constraint_name?: unknown };
    if (c.code === '23505') return String(c.constraint ?? c.constraint_name ?? '');
  }
  return null;
}

function translateConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'products_code_uq') throw fieldError('product-code-taken', ['code']);
  if (constraint === 'product_variants_option_uq')
    throw fieldError('variant-option-taken', ['color_id', 'size_id']);
  throw error;
}

export function createAdminCatalogueService(db: Db) {
  /** Runs a change; a unique index refusing it becomes the 409 the pre-check would have given. */
  async function change<T>(run: (tx: DbOrTx) => Promise<T>): Promise<T> {
    try {
      return await db.transaction(run);
    } catch (error) {
      translateConflict(error);
    }
  }

  async function lockOr404(tx: DbOrTx, id: number) {
    const row = await repo.lockProduct(tx, id);
    if (!row) throw new AppError('product-not-found');
    return row;
  }

  /** Category and brand must exist; the search words come from their names too (D6). */
  async function checkRefs(tx: DbOrTx, input: ProductInput) {
    const [category, brand] = await Promise.all([
      repo.findCategory(tx, input.category_id),
      repo.findBrand(tx, input.brand_id),
    ]);
    const errors: Record<string, string[]> = {};
    if (!category) errors.category_id = ['category-not-found'];
    if (!brand) errors.brand_id = ['brand-not-found'];
    if (!category || !brand) throw new AppError('validation-failed', { fieldErrors: errors });
    return {
      search_text: searchText([
        input.name_en,
        input.name_km,
        input.code,
        brand.name,
        brand.name_km,
        category.name_en,
        category.name_km,
      ]),
    };
  }

  async function checkOptions(tx: DbOrTx, colorId: number, sizeId: number) {
    const { color, size } = await repo.findColorsAndSizes(tx, colorId, sizeId);
    const errors: Record<string, string[]> = {};
    if (!color) errors.color_id = ['color-not-found'];
    if (!size) errors.size_id = ['size-not-found'];
    if (!color || !size) throw new AppError('validation-failed', { fieldErrors: errors });
  }

  function blockers(variantCount: number, photoCount: number): FailureKey[] {
    return [
      ...(variantCount === 0 ? (['product-needs-variant'] as const) : []),
      ...(photoCount === 0 ? (['product-needs-photo'] as const) : []),
    ];
  }

  async function detail(dbOrTx: DbOrTx, id: number): Promise<AdminProduct> {
    const row = await repo.findProduct(dbOrTx, id);
    if (!row) throw new AppError('product-not-found');
    const { product: p } = row;
    const paths = Array.from({ length: p.photo_count }, (_, n) => productPhotoPath(id, n));
    const [variantRows, uploads] = await Promise.all([
      repo.variantsOf(dbOrTx, id),
      uploadsAt(dbOrTx, paths),
    ]);
    const variants: AdminVariant[] = variantRows.map(({ variant: v, color, size, in_orders }) => ({
      id: v.id,
      product_id: v.product_id,
      color: {
        id: color.id,
        slug: color.slug,
        name_en: color.name_en,
        name_km: color.name_km,
        hex: color.hex,
      },
      size: { id: size.id, slug: size.slug, size_en: size.size_en, size_km: size.size_km },
      qty: v.qty,
      price_cents: v.price_cents,
      effective_price_cents: v.price_cents ?? p.price_cents,
      in_orders: Boolean(in_orders),
    }));
    return {
      id: p.id,
      // The fields staff edit, as the audit log keeps them (the response schema orders the keys).
      ...productSnapshot(p),
      status: p.status as ProductStatus,
      category: {
        id: row.category.id,
        name_en: row.category.name_en,
        name_km: row.category.name_km,
      },
      brand: { id: row.brand.id, name: row.brand.name, name_km: row.brand.name_km },
      photos: paths.map((path, position) => {
        const version = uploads.get(path);
        return {
          position,
          url: `/api/media/${path}${version ? `?v=${version.slice(0, 8)}` : ''}`,
          uploaded: version !== undefined,
        };
      }),
      variants,
      total_stock: variants.reduce((sum, v) => sum + v.qty, 0),
      rating: averageRating(p.rating_sum, p.rating_count),
      review_count: p.rating_count,
      sold: p.sold,
      total_views: p.total_views,
      publish_blockers: blockers(variants.length, p.photo_count),
      created_at: p.created_at.toISOString(),
      updated_at: p.updated_at.toISOString(),
    };
  }

  /** Publishing needs a variant to buy and a photo to show; the product row is locked. */
  async function setStatus(id: number, status: ProductStatus, staff: Staff) {
    return change(async (tx) => {
      const before = await lockOr404(tx, id);
      if (status === 'published') {
        const missing = blockers(await repo.countVariants(tx, id), before.photo_count);
        if (missing[0]) throw new AppError(missing[0]);
      }
      const after = await repo.updateProduct(tx, id, { status });
      await recordAudit(tx, {
        actor: staff,
        action: status === 'published' ? 'product.publish' : 'product.unpublish',
        entity: 'product',
        entityId: id,
        before: { status: before.status },
        after: { status: after!.status },
      });
      return detail(tx, id);
    });
  }

  return {
    async list(q: AdminProductsQueryParsed): Promise<AdminProductsPage> {
      const words = q.search ? searchWords(q.search) : [];
      const f: repo.AdminProductFilter = {
        ...(words.length ? { searchWords: words, searchPhrase: words.join(' ') } : {}),
        status: q.status,
        categoryId: q.category_id,
        brandId: q.brand_id,
        lowStock: q.low_stock,
      };
      const perPage = ADMIN_PRODUCTS_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        repo.listProducts(db, f, perPage, (q.page - 1) * perPage),
        repo.countProducts(db, f),
      ]);
      return {
        products: rows.map((r) => ({
          id: r.product.id,
          code: r.product.code,
          name_en: r.product.name_en,
          name_km: r.product.name_km,
          category: { id: r.category.id, name_en: r.category.name_en, name_km: r.category.name_km },
          brand: { id: r.brand.id, name: r.brand.name, name_km: r.brand.name_km },
          price_cents: r.product.price_cents,
          original_price_cents: r.product.original_price_cents,
          status: r.product.status as ProductStatus,
          total_stock: r.total_stock,
          variant_count: r.variant_count,
          low_stock_variants: r.low_stock_variants,
          photo_count: r.product.photo_count,
          thumbnail_url:
            r.product.photo_count > 0 ? mediaPathUrl(productPhotoPath(r.product.id, 0)) : null,
          created_at: r.product.created_at.toISOString(),
          updated_at: r.product.updated_at.toISOString(),
        })),
        pagination: paginationOf(total, q.page, perPage),
      };
    },

    get: (id: number) => detail(db, id),

    async options(): Promise<CatalogueOptions> {
      const [categories, brands, colors, sizes] = await Promise.all([
        repo.listCategories(db),
        repo.listBrands(db),
        repo.listColors(db),
        repo.listSizes(db),
      ]);
      return {
        categories: categories.map((c) => ({
          id: c.id,
          slug: c.slug,
          name_en: c.name_en,
          name_km: c.name_km,
        })),
        brands: brands.map((b) => ({ id: b.id, slug: b.slug, name: b.name, name_km: b.name_km })),
        colors: colors.map((c) => ({
          id: c.id,
          slug: c.slug,
          name_en: c.name_en,
          name_km: c.name_km,
          hex: c.hex,
        })),
        sizes: sizes.map((s) => ({
          id: s.id,
          slug: s.slug,
          size_en: s.size_en,
          size_km: s.size_km,
        })),
      };
    },

    /** A new product has no photo and no variant yet, so only a draft can be created. */
    async create(input: ProductInput & { status: ProductStatus }, staff: Staff) {
      return change(async (tx) => {
        const { search_text } = await checkRefs(tx, input);
        if (input.status === 'published') throw new AppError('product-needs-variant');
        if (await repo.codeTaken(tx, input.code)) throw fieldError('product-code-taken', ['code']);
        const created = await repo.insertProduct(tx, {
          ...input,
          status: 'draft',
          photo_count: 0,
          search_text,
        });
        if (!created) throw fieldError('product-code-taken', ['code']);
        await recordAudit(tx, {
          actor: staff,
          action: 'product.create',
          entity: 'product',
          entityId: created.id,
          before: null,
          after: productSnapshot(created),
        });
        return detail(tx, created.id);
      });
    },

    async update(id: number, input: ProductInput, staff: Staff) {
      return change(async (tx) => {
        const before = await lockOr404(tx, id);
        const { search_text } = await checkRefs(tx, input);
        if (await repo.codeTaken(tx, input.code, id))
          throw fieldError('product-code-taken', ['code']);
        const after = await repo.updateProduct(tx, id, { ...input, search_text });
        await recordAudit(tx, {
          actor: staff,
          action: 'product.update',
          entity: 'product',
          entityId: id,
          before: productSnapshot(before),
          after: productSnapshot(after!),
        });
        return detail(tx, id);
      });
    },

    publish: (id: number, staff: Staff) => setStatus(id, 'published', staff),
    unpublish: (id: number, staff: Staff) => setStatus(id, 'draft', staff),

    async addVariant(productId: number, input: VariantInput & { qty: number }, staff: Staff) {
      return change(async (tx) => {
        await lockOr404(tx, productId);
        await checkOptions(tx, input.color_id, input.size_id);
        // The opening stock is the ledger's 'initial' movement, in the staff member's name.
        await repo.labelStockChange(tx, 'initial', '', staff.id);
        const created = await repo.insertVariant(tx, { product_id: productId, ...input });
        if (!created) throw fieldError('variant-option-taken', ['color_id', 'size_id']);
        await repo.touchProduct(tx, productId);
        await recordAudit(tx, {
          actor: staff,
          action: 'variant.create',
          entity: 'variant',
          entityId: created.id,
          before: null,
          after: variantSnapshot(created),
        });
        return detail(tx, productId);
      });
    },

    async updateVariant(id: number, input: VariantInput, staff: Staff) {
      return change(async (tx) => {
        const before = await repo.findVariant(tx, id);
        if (!before) throw new AppError('variant-not-found');
        await checkOptions(tx, input.color_id, input.size_id);
        const after = await repo.updateVariant(tx, id, input);
        if (after === 'taken') throw fieldError('variant-option-taken', ['color_id', 'size_id']);
        if (!after) throw new AppError('variant-not-found');
        await repo.touchProduct(tx, before.product_id);
        await recordAudit(tx, {
          actor: staff,
          action: 'variant.update',
          entity: 'variant',
          entityId: id,
          before: variantSnapshot(before),
          after: variantSnapshot(after),
        });
        return detail(tx, before.product_id);
      });
    },

    /**
     * Refused for a variant that was ever ordered (its order lines and a cancel's restock name
     * it) and for the last variant of a published product (nothing left to buy).
     */
    async deleteVariant(id: number, staff: Staff): Promise<IdResult> {
      return change(async (tx) => {
        const found = await repo.findVariant(tx, id);
        if (!found) throw new AppError('variant-not-found');
        const product = await lockOr404(tx, found.product_id);
        if (await repo.variantInOrders(tx, id)) throw new AppError('variant-in-orders');
        if (product.status === 'published' && (await repo.countVariants(tx, product.id)) <= 1)
          throw new AppError('product-needs-variant');
        const before = await repo.deleteVariant(tx, id);
        if (!before) throw new AppError('variant-not-found');
        await repo.touchProduct(tx, product.id);
        await recordAudit(tx, {
          actor: staff,
          action: 'variant.delete',
          entity: 'variant',
          entityId: id,
          before: variantSnapshot(before),
          after: null,
        });
        return { id };
      });
    },

    /** One conditional update, labelled for the ledger: never below zero, however many at once. */
    async adjustStock(
      id: number,
      input: { delta: number; reason_note: string },
      staff: Staff,
    ): Promise<StockAdjustResult> {
      return change(async (tx) => {
        await repo.labelStockChange(tx, 'adjustment', input.reason_note, staff.id);
        const moved = await repo.adjustStock(tx, id, input.delta);
        if (!moved) {
          if (!(await repo.findVariant(tx, id))) throw new AppError('variant-not-found');
          throw fieldError('stock-below-zero', ['delta']);
        }
        await recordAudit(tx, {
          actor: staff,
          action: 'stock.adjust',
          entity: 'variant',
          entityId: id,
          before: { qty: moved.before },
          after: { qty: moved.qty, delta: input.delta, note: input.reason_note },
        });
        return { variant_id: id, qty: moved.qty };
      });
    },

    async movements(
      productId: number,
      q: { variant_id?: number | undefined; page: number },
    ): Promise<StockMovementsPage> {
      if (!(await repo.findProduct(db, productId))) throw new AppError('product-not-found');
      const perPage = STOCK_MOVEMENTS_PAGE_SIZE;
      const [rows, total] = await Promise.all([
        repo.listMovements(db, productId, q.variant_id, perPage, (q.page - 1) * perPage),
        repo.countMovements(db, productId, q.variant_id),
      ]);
      return {
        movements: rows.map((r) => ({
          id: r.movement.id,
          variant_id: r.movement.variant_id,
          color_en: r.color_en,
          color_km: r.color_km,
          size_en: r.size_en,
          size_km: r.size_km,
          delta: r.movement.delta,
          qty_after: r.movement.qty_after,
          reason: r.movement.reason,
          note: r.movement.note,
          actor_email: r.actor_email,
          created_at: r.movement.created_at.toISOString(),
        })),
        pagination: paginationOf(total, q.page, perPage),
      };
    },

    /** Replaces the photo at `position`, or appends one while the gallery has room. */
    async addPhoto(productId: number, bytes: Buffer, position: number | null, staff: Staff) {
      return change(async (tx) => {
        const before = await lockOr404(tx, productId);
        let at = position;
        if (at === null) {
          if (before.photo_count >= PRODUCT_PHOTO_MAX) throw new AppError('product-photo-limit');
          at = before.photo_count;
        } else if (at >= before.photo_count) {
          throw new AppError('product-photo-not-found');
        }
        const stored = await putUpload(tx, productPhotoPath(productId, at), bytes);
        const count = Math.max(before.photo_count, at + 1);
        await repo.updateProduct(tx, productId, { photo_count: count });
        await recordAudit(tx, {
          actor: staff,
          action: 'product.photo.add',
          entity: 'product',
          entityId: productId,
          before: { photo_count: before.photo_count },
          after: {
            photo_count: count,
            position: at,
            image_id: stored.image_id,
            replaced: position !== null,
          },
        });
        return detail(tx, productId);
      });
    },

    /** The later photos move down one place; a published product keeps at least one. */
    async removePhoto(productId: number, position: number, staff: Staff) {
      return change(async (tx) => {
        const before = await lockOr404(tx, productId);
        if (position >= before.photo_count) throw new AppError('product-photo-not-found');
        if (before.status === 'published' && before.photo_count <= 1)
          throw new AppError('product-photo-last');
        await removeUpload(tx, productPhotoPath(productId, position));
        await deleteDrawnProductView(tx, productId, position);
        for (let n = position + 1; n < before.photo_count; n += 1) {
          await moveUpload(tx, productPhotoPath(productId, n), productPhotoPath(productId, n - 1));
          await moveDrawnProductView(tx, productId, n, n - 1);
        }
        const count = before.photo_count - 1;
        await repo.updateProduct(tx, productId, { photo_count: count });
        await recordAudit(tx, {
          actor: staff,
          action: 'product.photo.remove',
          entity: 'product',
          entityId: productId,
          before: { photo_count: before.photo_count, position },
          after: { photo_count: count },
        });
        return detail(tx, productId);
      });
    },
  };
}
