import {
  RELATED_LIMIT,
  averageRating,
  sliderMax,
  stockStatus,
} from '@camtour/shared/domain/catalog';
import { centsToDollars, dollarsToCents } from '@camtour/shared/domain/money';
import { searchWords } from '@camtour/shared/domain/search';
import type { IdResult } from '@camtour/shared/schemas/common';
import type {
  Brand,
  ProductCard,
  ProductCategory,
  ProductDetail,
  ProductDetailResponse,
  ProductListResponse,
  RelatedProduct,
  Review,
  ReviewListResponse,
} from '@camtour/shared/schemas/shop';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { raterName } from '../../lib/search-sql';
import type { Viewer } from '../../plugins/visitors';
import * as repo from './catalog-repository';
import type { CardRow, ProductFilter, ShopSort } from './catalog-repository';

export const productImageUrl = (id: number, view = 0, colorSlug?: string) =>
  `/api/media/products/${id}/${colorSlug ? `${colorSlug}-` : ''}${view}.svg`;

export function toCard(r: CardRow): ProductCard {
  const p = r.product;
  const thumb = productImageUrl(p.id);
  return {
    id: p.id,
    product_id: p.id,
    code: p.code,
    name: p.name_en,
    name_km: p.name_km,
    name_local: p.name_km,
    product_name: p.name_en,
    product_name_km: p.name_km,
    price: centsToDollars(p.price_cents),
    price_cents: p.price_cents,
    original_price: p.original_price_cents === null ? null : centsToDollars(p.original_price_cents),
    original_price_cents: p.original_price_cents,
    status: p.status,
    thumbnail: thumb,
    is_thumbnail: thumb,
    brand: {
      id: r.brand.id,
      slug: r.brand.slug,
      name: r.brand.name,
      name_km: r.brand.name_km,
      brand_km: r.brand.name_km,
      brand_type: r.brand.brand_type,
    },
    category: {
      id: r.category.id,
      slug: r.category.slug,
      name: r.category.name_en,
      name_km: r.category.name_km,
    },
    category_id: r.category.id,
    product_category_id: r.category.id,
    total_views: p.total_views,
    sold: p.sold,
    rating: averageRating(p.rating_sum, p.rating_count),
    review_count: p.rating_count,
    total_stock: r.total_stock,
    stock_status: stockStatus(r.total_stock),
    created_at: p.created_at.toISOString(),
  };
}

function toReview(r: {
  review: {
    id: number;
    product_id: number;
    user_id: number;
    star: number;
    comment: string;
    created_at: Date;
  };
  first_name: string;
  last_name: string;
}): Review {
  return {
    id: r.review.id,
    product_id: r.review.product_id,
    star: r.review.star,
    comment: r.review.comment,
    rater_id: r.review.user_id,
    rater_name: raterName(r.first_name, r.last_name),
    created_at: r.review.created_at.toISOString(),
  };
}

export interface ListInput {
  search?: string | undefined;
  category_ids?: number[] | undefined;
  brand_ids?: number[] | undefined;
  category_slug?: string | undefined;
  category_id?: number | undefined;
  product_category_id?: number | undefined;
  exclude_id?: number | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  sort: ShopSort;
  page: number;
  per_page: number;
  limit?: number | undefined;
}

function filterOf(q: ListInput): ProductFilter {
  const words = q.search ? searchWords(q.search) : [];
  const categoryIds = [
    ...(q.category_ids ?? []),
    ...[q.category_id, q.product_category_id].filter((v): v is number => v !== undefined),
  ];
  return {
    ...(words.length ? { searchWords: words, searchPhrase: words.join(' ') } : {}),
    ...(categoryIds.length ? { categoryIds } : {}),
    ...(q.brand_ids?.length ? { brandIds: q.brand_ids } : {}),
    ...(q.category_slug ? { categorySlug: q.category_slug } : {}),
    ...(q.min_price !== undefined ? { minCents: dollarsToCents(q.min_price) } : {}),
    ...(q.max_price !== undefined ? { maxCents: dollarsToCents(q.max_price) } : {}),
    ...(q.exclude_id !== undefined ? { excludeId: q.exclude_id } : {}),
  };
}

export function createCatalogService(db: Db) {
  const service = {
    /** A page of the shop list, with the total and the price range for the slider. */
    async list(q: ListInput): Promise<ProductListResponse> {
      const f = filterOf(q);
      const offset = (q.page - 1) * q.per_page;
      const [rows, ranged, highest] = await Promise.all([
        repo.publicReads.cards(db, f, q.sort, q.per_page, offset),
        f.searchPhrase ? null : repo.publicReads.range(db, f),
        repo.publicReads.highestPrice(db),
      ]);
      // A search's page carries its total and range; a page past the end has no row to carry them.
      const carried = rows[0]?.stats;
      const stats =
        ranged ??
        (carried
          ? { total: carried[0], min: carried[1], max: carried[2] }
          : offset === 0
            ? { total: 0, min: 0, max: 0 }
            : await repo.publicReads.range(db, f));
      return {
        products: rows.map(toCard),
        pagination: {
          current_page: q.page,
          last_page: Math.max(1, Math.ceil(stats.total / q.per_page)),
          per_page: q.per_page,
          total: stats.total,
        },
        price_range: {
          min: centsToDollars(stats.min),
          max: centsToDollars(stats.max),
          slider_max: sliderMax(highest),
        },
      };
    },

    /**
     * A page of cards shown beside places, each with the variant a buyer would get first
     * (document 3 §3, related product).
     */
    async beside(q: ListInput): Promise<RelatedProduct[]> {
      const { products } = await service.list(q);
      if (products.length === 0) return [];
      const leads = new Map(
        (
          await repo.leadVariants(
            db,
            products.map((p) => p.id),
          )
        ).map((v) => [v.product_id, v]),
      );
      return products.map((p) => {
        const v = leads.get(p.id);
        return {
          ...p,
          color: v?.color ?? '',
          color_km: v?.color_km ?? '',
          size: v?.size ?? '',
          size_km: v?.size_km ?? '',
          qty: v?.qty ?? 0,
        };
      });
    },

    /** The related form of document 2 §7: a plain list of at most `limit`. */
    async related(q: ListInput & { limit: number }): Promise<ProductCard[]> {
      const rows = await repo.publicReads.cards(
        db,
        filterOf(q),
        q.sort === 'newest' ? 'popularity' : q.sort,
        q.limit,
        0,
      );
      return rows.map(toCard);
    },

    /** Counts the visitor's view of a kept answer (plugins/read-cache.ts); true when new. */
    countView(id: number, viewer: Viewer): Promise<boolean> {
      return repo.addView(db, id, viewer);
    },

    async detail(id: number, viewer: Viewer): Promise<ProductDetailResponse> {
      const card = await repo.publicReads.card(db, id);
      if (!card) throw new AppError('product-not-found');
      if (await repo.addView(db, id, viewer)) card.product.total_views += 1;
      const [variantRows, reviewRows, sameCategory, sameBrand] = await Promise.all([
        repo.publicReads.variants(db, id),
        repo.publicReads.reviews(db, id, 10, 0),
        repo.publicReads.cards(
          db,
          { categoryIds: [card.category.id], excludeId: id },
          'popularity',
          RELATED_LIMIT,
          0,
        ),
        repo.publicReads.cards(
          db,
          { brandIds: [card.brand.id], excludeId: id },
          'popularity',
          RELATED_LIMIT,
          0,
        ),
      ]);
      const colors = new Map(variantRows.map((v) => [v.color.id, v.color]));
      const sizes = new Map(variantRows.map((v) => [v.size.id, v.size]));
      const base = toCard(card);
      const product: ProductDetail = {
        ...base,
        description: card.product.description_en,
        description_km: card.product.description_km,
        description_local: card.product.description_km,
        specs: card.product.specs,
        images: [...colors.values()].flatMap((c) =>
          // As many views as the product has photos (staff uploads or the drawn ones).
          Array.from({ length: card.product.photo_count }, (_, view) => ({
            image_url: productImageUrl(id, view, c.slug),
            color_id: c.id,
          })),
        ),
        variants: variantRows.map(({ variant: v }) => {
          const cents = v.price_cents ?? card.product.price_cents;
          return {
            id: v.id,
            color_id: v.color_id,
            size_id: v.size_id,
            qty: v.qty,
            price: centsToDollars(cents),
            price_cents: cents,
            stock_status: stockStatus(v.qty),
          };
        }),
        colors: [...colors.values()].map((c) => ({
          id: c.id,
          slug: c.slug,
          name: c.name_en,
          name_km: c.name_km,
          name_local: c.name_km,
          hex: c.hex,
        })),
        sizes: [...sizes.values()].map((s) => ({
          id: s.id,
          slug: s.slug,
          size: s.size_en,
          size_km: s.size_km,
          size_local: s.size_km,
        })),
        stars: reviewRows.map(toReview),
        pcategory: base.category,
      };
      // "Related products" are the brand's other items, padded with the category's when the brand has few.
      const relatedIds = new Set(sameBrand.map((r) => r.product.id));
      const related = [
        ...sameBrand,
        ...sameCategory.filter((r) => !relatedIds.has(r.product.id)),
      ].slice(0, RELATED_LIMIT);
      return {
        product,
        related_products: related.map(toCard),
        related_category: sameCategory.map(toCard),
      };
    },

    async reviews(productId: number, page: number, perPage: number): Promise<ReviewListResponse> {
      const card = await repo.publicReads.card(db, productId);
      if (!card) throw new AppError('product-not-found');
      const rows = await repo.publicReads.reviews(db, productId, perPage, (page - 1) * perPage);
      return {
        reviews: rows.map(toReview),
        pagination: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(card.product.rating_count / perPage)),
          per_page: perPage,
          total: card.product.rating_count,
        },
        rating: averageRating(card.product.rating_sum, card.product.rating_count),
        review_count: card.product.rating_count,
      };
    },

    /** One review per customer and product; the rating totals move in the same transaction. */
    async addReview(
      productId: number,
      userId: number,
      star: number,
      comment: string,
    ): Promise<IdResult> {
      if (!(await repo.findCard(db, productId))) throw new AppError('product-not-found');
      return db.transaction(async (tx) => {
        const review = await repo.insertReview(tx, {
          product_id: productId,
          user_id: userId,
          star,
          comment,
        });
        if (!review) throw new AppError('review-already-submitted');
        await repo.addRating(tx, productId, star);
        return { id: review.id };
      });
    },

    async categories(): Promise<ProductCategory[]> {
      const rows = await repo.listProductCategories(db);
      return rows.map((c) => ({
        id: c.id,
        slug: c.slug,
        name: c.name_en,
        name_km: c.name_km,
        description: c.description_en,
        description_km: c.description_km,
        image: `/api/media/product-category/${c.slug}.svg`,
      }));
    },

    async brands(): Promise<Brand[]> {
      const rows = await repo.listBrands(db);
      return rows.map((b) => ({
        id: b.id,
        slug: b.slug,
        name: b.name,
        name_km: b.name_km,
        brand_km: b.name_km,
        brand_type: b.brand_type,
        description: b.description_en,
        description_km: b.description_km,
      }));
    },
  };
  return service;
}
