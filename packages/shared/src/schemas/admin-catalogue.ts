import { z } from '../zod';
import { parseUsdToCents } from '../domain/usd-input';
import { IdSchema, PagePaginationSchema, PageSchema } from './common';

/*
 * Schemas of the back office's catalogue (issue 16, /api/admin/products, variants, stock,
 * photos). The product form on the web uses ProductFormSchema: the same rules, with the prices
 * as the dollars staff type, turned into the route's cents by `productFormToInput`.
 */

/* ========== staff photos (shared with the places back office) ========== */

/** A staff photo (products, places, hotels, rooms, activities): checked by content on the server. */
export const STAFF_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Longest side accepted: a modern phone camera is under this, a decompression bomb is not. */
export const STAFF_PHOTO_MAX_PX = 6000;
export const STAFF_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A product's gallery holds at most this many photos (views 0..7 at /api/media/products). */
export const PRODUCT_PHOTO_MAX = 8;

/* ========== shared rules ========== */

export const PRODUCT_STATUSES = ['draft', 'published'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const ADMIN_PRODUCTS_PAGE_SIZE = 30;
export const STOCK_MOVEMENTS_PAGE_SIZE = 50;
/** Largest price a product or variant can have: $100,000. */
export const PRICE_MAX_CENTS = 10_000_000;
/** Largest stock of a variant and largest single adjustment. */
export const STOCK_MAX = 100_000;
export const SPECS_MAX = 20;

const text = (min: number, max: number) =>
  z
    .string({ error: 'field-required' })
    .trim()
    .min(min, { error: min <= 1 ? 'field-required' : 'field-too-small' })
    .max(max, { error: 'field-too-large' });

/** A select's value: a number, or the string a form gives; empty means not chosen. */
const choice = z.coerce
  .number({ error: 'field-required' })
  .int({ error: 'field-required' })
  .min(1, { error: 'field-required' })
  .max(2_147_483_647, { error: 'field-invalid' });

const cents = z
  .number({ error: 'field-required' })
  .int({ error: 'price-invalid' })
  .min(0, { error: 'price-invalid' })
  .max(PRICE_MAX_CENTS, { error: 'field-too-large' });

/** A product code: letters, digits and single hyphens (`CT-TEN-001`), kept in capitals. */
const code = z
  .string({ error: 'field-required' })
  .trim()
  .toUpperCase()
  .min(3, { error: 'field-too-small' })
  .max(32, { error: 'field-too-large' })
  .regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, { error: 'field-invalid' });

export const ProductSpecInputSchema = z.object({
  label_en: text(1, 60),
  label_km: text(1, 60),
  value_en: text(1, 200),
  value_km: text(1, 200),
});
export type ProductSpecInput = z.infer<typeof ProductSpecInputSchema>;

const productFields = {
  code,
  category_id: choice,
  brand_id: choice,
  name_en: text(2, 120),
  name_km: text(2, 120),
  description_en: text(1, 5000),
  description_km: text(1, 5000),
  specs: z.array(ProductSpecInputSchema).max(SPECS_MAX, { error: 'field-too-large' }).default([]),
};

/** An original (crossed-out) price means something only above the price. */
function originalAbovePrice(
  v: { price_cents: number; original_price_cents?: number | null | undefined },
  ctx: z.core.$RefinementCtx,
) {
  if (v.original_price_cents != null && v.original_price_cents <= v.price_cents)
    ctx.addIssue({
      code: 'custom',
      path: ['original_price_cents'],
      message: 'original-price-too-low',
    });
}

/** PUT /api/admin/products/{id}: every field of the product (status has its own routes). */
export const ProductUpdateSchema = z
  .object({
    ...productFields,
    price_cents: cents,
    original_price_cents: cents.nullable().default(null),
  })
  .superRefine(originalAbovePrice);
export type ProductUpdate = z.input<typeof ProductUpdateSchema>;

/** POST /api/admin/products: a new product is a draft unless `status` says published. */
export const ProductCreateSchema = z
  .object({
    ...productFields,
    price_cents: cents,
    original_price_cents: cents.nullable().default(null),
    status: z.enum(PRODUCT_STATUSES, { error: 'field-invalid-option' }).default('draft'),
  })
  .superRefine(originalAbovePrice);
export type ProductCreate = z.input<typeof ProductCreateSchema>;

/** Dollars as typed ("12.50", "$1,200"), checked with the same function that converts them. */
const usd = (required: boolean) =>
  z.string().superRefine((v, ctx) => {
    if (v.trim() === '') {
      if (required) ctx.addIssue({ code: 'custom', message: 'field-required' });
      return;
    }
    const c = parseUsdToCents(v);
    if (c === null) ctx.addIssue({ code: 'custom', message: 'price-invalid' });
    else if (c > PRICE_MAX_CENTS) ctx.addIssue({ code: 'custom', message: 'field-too-large' });
  });

/** The product form: the route's fields, prices in dollars as typed. */
export const ProductFormSchema = z
  .object({ ...productFields, price: usd(true), original_price: usd(false) })
  .superRefine((v, ctx) => {
    const price = parseUsdToCents(v.price);
    const original = v.original_price.trim() ? parseUsdToCents(v.original_price) : null;
    if (price !== null && original !== null && original <= price)
      ctx.addIssue({ code: 'custom', path: ['original_price'], message: 'original-price-too-low' });
  });
export type ProductFormValues = z.input<typeof ProductFormSchema>;

/** The form's values as the route takes them (call after the form's schema has passed). */
export function productFormToInput(v: z.output<typeof ProductFormSchema>): ProductUpdate {
  const { price, original_price, ...rest } = v;
  return {
    ...rest,
    price_cents: parseUsdToCents(price) ?? 0,
    original_price_cents: original_price.trim() ? parseUsdToCents(original_price) : null,
  };
}

/** Where the route's field errors show on the form (the prices are typed in dollars). */
export const FORM_FIELD_OF: Record<string, string> = {
  price_cents: 'price',
  original_price_cents: 'original_price',
};

/* ========== GET /api/admin/products ========== */

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'field-invalid-option' })
  .transform((v) => v === 'true' || v === '1');

export const AdminProductsQuerySchema = z.object({
  /** Any words of the code or the names, English or Khmer (the shop's search, D6). */
  search: z
    .string()
    .trim()
    .min(1, { error: 'field-required' })
    .max(100, { error: 'field-too-large' })
    .optional(),
  status: z.enum(PRODUCT_STATUSES, { error: 'field-invalid-option' }).optional(),
  category_id: IdSchema.optional(),
  brand_id: IdSchema.optional(),
  /** Only products with a variant at or under the shop's "low stock" count (4), sold-out included. */
  low_stock: flag.optional(),
  page: PageSchema.default(1),
});
export type AdminProductsQuery = z.input<typeof AdminProductsQuerySchema>;
export type AdminProductsQueryParsed = z.output<typeof AdminProductsQuerySchema>;

const CategoryRefSchema = z.object({
  id: z.number().int(),
  name_en: z.string(),
  name_km: z.string(),
});
const BrandRefSchema = z.object({ id: z.number().int(), name: z.string(), name_km: z.string() });

export const AdminProductRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_km: z.string(),
  category: CategoryRefSchema,
  brand: BrandRefSchema,
  price_cents: z.number().int(),
  original_price_cents: z.number().int().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  total_stock: z.number().int(),
  variant_count: z.number().int(),
  /** Variants at or under 4 units (0 included). */
  low_stock_variants: z.number().int(),
  photo_count: z.number().int(),
  /** The first photo, or null before one is uploaded. */
  thumbnail_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

export const AdminProductsPageSchema = z.object({
  products: z.array(AdminProductRowSchema),
  pagination: PagePaginationSchema,
});
export type AdminProductsPage = z.infer<typeof AdminProductsPageSchema>;

/* ========== GET /api/admin/products/{id} ========== */

export const AdminColorSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_en: z.string(),
  name_km: z.string(),
  hex: z.string(),
});
export const AdminSizeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  size_en: z.string(),
  size_km: z.string(),
});

export const AdminVariantSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  color: AdminColorSchema,
  size: AdminSizeSchema,
  qty: z.number().int(),
  /** Null: the product's price. */
  price_cents: z.number().int().nullable(),
  /** What a customer pays for it. */
  effective_price_cents: z.number().int(),
  /** Ordered at least once: it cannot be deleted (order lines and restocks point at it). */
  in_orders: z.boolean(),
});
export type AdminVariant = z.infer<typeof AdminVariantSchema>;

export const AdminProductPhotoSchema = z.object({
  position: z.number().int(),
  /** The address the shop shows it at, with a version so a new upload shows at once here. */
  url: z.string(),
  /** True for a staff upload, false for a drawn demo picture. */
  uploaded: z.boolean(),
});

export const AdminProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  category_id: z.number().int(),
  brand_id: z.number().int(),
  category: CategoryRefSchema,
  brand: BrandRefSchema,
  name_en: z.string(),
  name_km: z.string(),
  description_en: z.string(),
  description_km: z.string(),
  specs: z.array(ProductSpecInputSchema),
  price_cents: z.number().int(),
  original_price_cents: z.number().int().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  photo_count: z.number().int(),
  photos: z.array(AdminProductPhotoSchema),
  variants: z.array(AdminVariantSchema),
  total_stock: z.number().int(),
  rating: z.number(),
  review_count: z.number().int(),
  sold: z.number().int(),
  total_views: z.number().int(),
  /** Why it cannot be published now (error keys), empty when it can. */
  publish_blockers: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const ProductIdParamsSchema = z.object({ id: IdSchema });
export const VariantIdParamsSchema = z.object({ id: IdSchema });
export const PhotoParamsSchema = z.object({
  id: IdSchema,
  position: z.coerce
    .number({ error: 'product-photo-not-found' })
    .int({ error: 'product-photo-not-found' })
    .min(0, { error: 'product-photo-not-found' })
    .max(PRODUCT_PHOTO_MAX - 1, { error: 'product-photo-not-found' }),
});

/* ========== GET /api/admin/catalogue/options ========== */

export const CatalogueOptionsSchema = z.object({
  categories: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name_en: z.string(), name_km: z.string() }),
  ),
  brands: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name: z.string(), name_km: z.string() }),
  ),
  colors: z.array(AdminColorSchema),
  sizes: z.array(AdminSizeSchema),
});
export type CatalogueOptions = z.infer<typeof CatalogueOptionsSchema>;

/* ========== variants ========== */

const variantPrice = cents.nullable().default(null);

/** POST /api/admin/products/{id}/variants. */
export const VariantCreateSchema = z.object({
  color_id: choice,
  size_id: choice,
  qty: z
    .number({ error: 'field-required' })
    .int({ error: 'field-invalid' })
    .min(0, { error: 'field-too-small' })
    .max(STOCK_MAX, { error: 'field-too-large' }),
  price_cents: variantPrice,
});
export type VariantCreate = z.input<typeof VariantCreateSchema>;

/**
 * The variant form: the route's fields, the price in dollars as typed (empty: the product's
 * price). `qty` is there only when the variant is new.
 */
export const VariantFormSchema = z.object({
  color_id: choice,
  size_id: choice,
  qty: VariantCreateSchema.shape.qty.optional(),
  price: usd(false),
});
export type VariantFormValues = z.input<typeof VariantFormSchema>;

/** The variant form's values as the routes take them (call after the form's schema passed). */
export function variantFormToInput(v: z.output<typeof VariantFormSchema>) {
  return {
    color_id: v.color_id,
    size_id: v.size_id,
    price_cents: v.price.trim() ? parseUsdToCents(v.price) : null,
    ...(v.qty === undefined ? {} : { qty: v.qty }),
  };
}

/** PUT /api/admin/variants/{id}: the stock moves only through an adjustment, with a reason. */
export const VariantUpdateSchema = z.strictObject(
  { color_id: choice, size_id: choice, price_cents: variantPrice },
  { error: 'field-unknown' },
);
export type VariantUpdate = z.input<typeof VariantUpdateSchema>;

/* ========== stock ========== */

/** POST /api/admin/variants/{id}/stock. */
export const StockAdjustSchema = z.object({
  delta: z
    .number({ error: 'stock-delta-invalid' })
    .int({ error: 'stock-delta-invalid' })
    .min(-STOCK_MAX, { error: 'stock-delta-invalid' })
    .max(STOCK_MAX, { error: 'stock-delta-invalid' })
    .refine((d) => d !== 0, { error: 'stock-delta-invalid' }),
  reason_note: z
    .string({ error: 'stock-note-invalid' })
    .trim()
    .min(3, { error: 'stock-note-invalid' })
    .max(200, { error: 'stock-note-invalid' }),
});
export type StockAdjust = z.input<typeof StockAdjustSchema>;

export const STOCK_REASONS = ['initial', 'sale', 'restock', 'adjustment'] as const;

export const StockMovementsQuerySchema = z.object({
  variant_id: IdSchema.optional(),
  page: PageSchema.default(1),
});
export type StockMovementsQuery = z.input<typeof StockMovementsQuerySchema>;

export const StockMovementSchema = z.object({
  id: z.number().int(),
  variant_id: z.number().int(),
  color_en: z.string(),
  color_km: z.string(),
  size_en: z.string(),
  size_km: z.string(),
  delta: z.number().int(),
  qty_after: z.number().int(),
  reason: z.string(),
  note: z.string(),
  /** Null for a sale, a restock by a cancel, the seed, or a deleted account. */
  actor_email: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof StockMovementSchema>;

export const StockMovementsPageSchema = z.object({
  movements: z.array(StockMovementSchema),
  pagination: PagePaginationSchema,
});
export type StockMovementsPage = z.infer<typeof StockMovementsPageSchema>;

/** POST /api/admin/variants/{id}/stock answers the variant's new stock. */
export const StockAdjustResultSchema = z.object({
  variant_id: z.number().int(),
  qty: z.number().int(),
});
export type StockAdjustResult = z.infer<typeof StockAdjustResultSchema>;
