import { z } from '../zod';
import { IdSchema, PageSchema } from './common';

import { SHOP_SORTS } from '../domain/catalog';

export { SHOP_SORTS, type ShopSort } from '../domain/catalog';

/** "3,7,12" → [3, 7, 12]; anything that is not a positive id is a 400. */
const idList = z
  .string()
  .max(500, { error: 'field-too-large' })
  .transform((v, ctx) => {
    const parts = v
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    const ids: number[] = [];
    for (const p of parts) {
      const r = IdSchema.safeParse(p);
      if (!r.success) {
        ctx.addIssue({ code: 'custom', message: 'invalid-id' });
        return z.NEVER;
      }
      ids.push(r.data);
    }
    return [...new Set(ids)];
  });

const dollars = z.coerce
  .number({ error: 'field-invalid' })
  .min(0, { error: 'field-too-small' })
  .max(1_000_000, { error: 'field-too-large' });

/**
 * GET /api/web/view/product. With `limit` it is the related-products form of
 * document 2 §7 (category_id or product_category_id, limit=4, exclude_id) and
 * answers a plain list; otherwise a page of the shop list.
 */
export const ProductListQuerySchema = z
  .object({
    search: z.string().trim().max(100, { error: 'field-too-large' }).optional(),
    category_ids: idList.optional(),
    brand_ids: idList.optional(),
    category_slug: z
      .string()
      .regex(/^[a-z0-9-]{1,60}$/, { error: 'field-invalid' })
      .optional(),
    category_id: IdSchema.optional(),
    product_category_id: IdSchema.optional(),
    exclude_id: IdSchema.optional(),
    limit: z.coerce
      .number({ error: 'field-invalid' })
      .int({ error: 'field-invalid' })
      .min(1, { error: 'field-too-small' })
      .max(48, { error: 'field-too-large' })
      .optional(),
    page: PageSchema.default(1),
    per_page: z.coerce
      .number({ error: 'field-invalid' })
      .int({ error: 'field-invalid' })
      .min(1, { error: 'field-too-small' })
      .max(48, { error: 'field-too-large' })
      .default(12),
    sort: z.enum(SHOP_SORTS, { error: 'field-invalid-option' }).default('newest'),
    min_price: dollars.optional(),
    max_price: dollars.optional(),
  })
  .refine(
    (q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price,
    {
      path: ['max_price'],
      error: 'price-range-invalid',
    },
  );
export type ProductListQuery = z.input<typeof ProductListQuerySchema>;

export const RecommendationQuerySchema = z.object({
  page: PageSchema.default(1),
  limit: z.coerce
    .number({ error: 'field-invalid' })
    .int({ error: 'field-invalid' })
    .min(1, { error: 'field-too-small' })
    .max(24, { error: 'field-too-large' })
    .default(6),
  sort: z.enum(SHOP_SORTS, { error: 'field-invalid-option' }).default('popularity'),
});

export const ProductIdParamsSchema = z.object({ id: IdSchema });
export const ReviewProductParamsSchema = z.object({ productId: IdSchema });
/** GET /api/web/product/reviews/{productId}: 10 a page. */
export const ReviewListQuerySchema = z.object({ page: PageSchema.default(1) });

/** Review (document 2 §5): a star above 0 and a non-blank comment. */
export const ProductReviewSchema = z.object({
  star: z.coerce
    .number({ error: 'review-star-required' })
    .int({ error: 'review-star-required' })
    .min(1, { error: 'review-star-required' })
    .max(5, { error: 'review-star-invalid' }),
  comment: z
    .string({ error: 'review-comment-required' })
    .trim()
    .min(1, { error: 'review-comment-required' })
    .max(2000, { error: 'review-comment-too-long' }),
});

const qty = z.coerce
  .number({ error: 'quantity-min' })
  .int({ error: 'quantity-min' })
  .min(1, { error: 'quantity-min' })
  .max(10_000, { error: 'field-too-large' });

/** A cart line is identified by product, colour and size; variant_id alone names all three. */
export const CartAddSchema = z
  .object({
    product_id: IdSchema,
    qty: qty.default(1),
    variant_id: IdSchema.optional(),
    color_id: IdSchema.optional(),
    size_id: IdSchema.optional(),
  })
  .refine(
    (v) => v.variant_id !== undefined || (v.color_id !== undefined && v.size_id !== undefined),
    {
      path: ['variant_id'],
      error: 'variant-required',
    },
  );

export const CartUpdateSchema = z.object({ cart_item_id: IdSchema, qty });
/** DELETE with no body empties the cart; Fastify hands the validator null then. */
export const CartRemoveSchema = z.object({ cart_item_id: IdSchema.optional() }).nullish();

/* ---------- responses ---------- */

export const ColorSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  name_km: z.string(),
  name_local: z.string(),
  hex: z.string(),
});
export const SizeSchema = z.object({
  id: z.number(),
  slug: z.string(),
  size: z.string(),
  size_km: z.string(),
  size_local: z.string(),
});
export const BrandSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  name_km: z.string(),
  brand_km: z.string(),
  brand_type: z.string(),
  description: z.string(),
  description_km: z.string(),
});
export type Brand = z.infer<typeof BrandSchema>;
export const BrandListSchema = z.array(BrandSchema);

export const ProductCategorySchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  name_km: z.string(),
  description: z.string(),
  description_km: z.string(),
  image: z.string(),
});
export type ProductCategory = z.infer<typeof ProductCategorySchema>;
export const ProductCategoryListSchema = z.array(ProductCategorySchema);

export const VariantSchema = z.object({
  id: z.number(),
  color_id: z.number(),
  size_id: z.number(),
  qty: z.number(),
  price: z.number(),
  price_cents: z.number(),
  stock_status: z.enum(['in_stock', 'low_stock', 'out_of_stock']),
});
export const ReviewSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  star: z.number(),
  comment: z.string(),
  rater_id: z.number(),
  rater_name: z.string(),
  created_at: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A product card (lists, related, recommendations). */
export const ProductCardSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  code: z.string(),
  name: z.string(),
  name_km: z.string(),
  name_local: z.string(),
  product_name: z.string(),
  product_name_km: z.string(),
  price: z.number(),
  price_cents: z.number(),
  original_price: z.number().nullable(),
  original_price_cents: z.number().nullable(),
  status: z.string(),
  thumbnail: z.string(),
  is_thumbnail: z.string(),
  brand: BrandSchema.pick({
    id: true,
    slug: true,
    name: true,
    name_km: true,
    brand_km: true,
    brand_type: true,
  }),
  category: ProductCategorySchema.pick({ id: true, slug: true, name: true, name_km: true }),
  category_id: z.number(),
  product_category_id: z.number(),
  total_views: z.number(),
  sold: z.number(),
  rating: z.number(),
  review_count: z.number(),
  total_stock: z.number(),
  stock_status: z.enum(['in_stock', 'low_stock', 'out_of_stock']),
  created_at: z.string(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;
export const ProductCardListSchema = z.array(ProductCardSchema);

/**
 * A product shown beside places (home `product[]`, the Siem Reap guide's `product_relates[]`):
 * a card plus the variant a buyer would get first (document 3 §3, related product), the first in
 * stock in the shop's variant order; a product without variants has empty names and `qty` 0.
 */
export const RelatedProductSchema = ProductCardSchema.extend({
  color: z.string(),
  color_km: z.string(),
  size: z.string(),
  size_km: z.string(),
  qty: z.number(),
});
export type RelatedProduct = z.infer<typeof RelatedProductSchema>;
export const RelatedProductListSchema = z.array(RelatedProductSchema);

export const ProductDetailSchema = ProductCardSchema.extend({
  description: z.string(),
  description_km: z.string(),
  description_local: z.string(),
  specs: z.array(
    z.object({
      label_en: z.string(),
      label_km: z.string(),
      value_en: z.string(),
      value_km: z.string(),
    }),
  ),
  images: z.array(z.object({ image_url: z.string(), color_id: z.number() })),
  variants: z.array(VariantSchema),
  colors: z.array(ColorSchema),
  sizes: z.array(SizeSchema),
  stars: z.array(ReviewSchema),
  pcategory: ProductCategorySchema.pick({ id: true, slug: true, name: true, name_km: true }),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ShopPaginationSchema = z.object({
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
export type ShopPagination = z.infer<typeof ShopPaginationSchema>;

/** A page of the shop list, with the price range of the slider. */
export const ProductListResponseSchema = z.object({
  products: z.array(ProductCardSchema),
  pagination: ShopPaginationSchema,
  price_range: z.object({ min: z.number(), max: z.number(), slider_max: z.number() }),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

/** GET /api/web/view/product: a page of the list, or with `limit` the plain related list. */
export const ProductListOrRelatedSchema = z.union([
  ProductListResponseSchema,
  ProductCardListSchema,
]);

export const ProductDetailResponseSchema = z.object({
  product: ProductDetailSchema,
  related_products: z.array(ProductCardSchema),
  related_category: z.array(ProductCardSchema),
});
export type ProductDetailResponse = z.infer<typeof ProductDetailResponseSchema>;

export const ReviewListResponseSchema = z.object({
  reviews: z.array(ReviewSchema),
  pagination: ShopPaginationSchema,
  rating: z.number(),
  review_count: z.number(),
});
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;

export const CartIssueSchema = z.enum([
  'variant-unavailable',
  'product-unavailable',
  'out-of-stock',
  'exceeds-stock',
]);

/** A cart line in both shapes the spec names (document 2 §3 and §7). */
export const CartItemSchema = z.object({
  id: z.number(),
  cart_item_id: z.number(),
  cartItemId: z.number(),
  product_id: z.number(),
  name: z.string(),
  name_km: z.string(),
  name_local: z.string(),
  code: z.string(),
  price: z.number(),
  price_cents: z.number(),
  line_total: z.number(),
  line_total_cents: z.number(),
  quantity: z.number(),
  qty: z.number(),
  image: z.string(),
  colorId: z.number().nullable(),
  colorName: z.string().nullable(),
  colorName_km: z.string().nullable(),
  sizeId: z.number().nullable(),
  sizeName: z.string().nullable(),
  sizeName_km: z.string().nullable(),
  variantId: z.number().nullable(),
  brand: z.string(),
  category: z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    name_km: z.string(),
    name_local: z.string(),
  }),
  maxQuantity: z.number(),
  available: z.boolean(),
  issue: CartIssueSchema.nullable(),
  product: z.object({ id: z.number(), name: z.string(), name_km: z.string() }),
  variant: z
    .object({ id: z.number(), qty: z.number(), price: z.number(), price_cents: z.number() })
    .nullable(),
  color: z.object({ id: z.number(), name: z.string(), name_km: z.string() }).nullable(),
  size: z.object({ id: z.number(), size: z.string(), size_km: z.string() }).nullable(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const CartSchema = z.object({
  items: z.array(CartItemSchema),
  count: z.number(),
  subtotal: z.number(),
  subtotal_cents: z.number(),
  has_issues: z.boolean(),
});
export type Cart = z.infer<typeof CartSchema>;

/** GET /api/web/product/cart/count: units in the cart. */
export const CartCountSchema = z.object({ count: z.number() });
export type CartCount = z.infer<typeof CartCountSchema>;
