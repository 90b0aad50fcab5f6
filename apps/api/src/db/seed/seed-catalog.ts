import { dollarsToCents } from '@camtour/shared/domain/money';
import { searchText } from '@camtour/shared/domain/search';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  brands,
  colors,
  productCategories,
  productReviews,
  products,
  productVariants,
  sizes,
  users,
} from '../schema/index';
import brandRows from './data/brands.json';
import colorRows from './data/colors.json';
import categoryRows from './data/product-categories.json';
import reviewRows from './data/product-reviews.json';
import productRows from './data/products.json';
import sizeRows from './data/sizes.json';
import { reviewerEmail } from './seed-users';

const DAY_MS = 86_400_000;

const idsBySlug = async <T extends { id: number; slug: string }>(rows: Promise<T[]>) =>
  new Map((await rows).map((r) => [r.slug, r.id]));

function need<K, V>(map: Map<K, V>, key: K, what: string): V {
  const v = map.get(key);
  if (v === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return v;
}

/**
 * The gear shop's demo content (D5): categories, brands, colours, sizes,
 * 40+ products with variants and stock, and reviews. Rows that exist are left
 * alone; rating totals are recomputed from the reviews every time.
 */
export async function seedCatalog(db: DbOrTx, now = Date.now()): Promise<void> {
  await db
    .insert(productCategories)
    // The art hint is not the category's: it says how its demo picture is drawn (seed-pictures.ts).
    .values(categoryRows.map(({ art: _art, ...c }, i) => ({ ...c, sort_order: i + 1 })))
    .onConflictDoNothing();
  await db.insert(brands).values(brandRows).onConflictDoNothing();
  await db.insert(colors).values(colorRows).onConflictDoNothing();
  await db
    .insert(sizes)
    .values(sizeRows.map((s, i) => ({ ...s, sort_order: i + 1 })))
    .onConflictDoNothing();

  const categoryId = await idsBySlug(
    db.select({ id: productCategories.id, slug: productCategories.slug }).from(productCategories),
  );
  const brandId = await idsBySlug(db.select({ id: brands.id, slug: brands.slug }).from(brands));
  const colorId = await idsBySlug(db.select({ id: colors.id, slug: colors.slug }).from(colors));
  const sizeId = await idsBySlug(db.select({ id: sizes.id, slug: sizes.slug }).from(sizes));
  const brandName = new Map(brandRows.map((b) => [b.slug, [b.name, b.name_km]]));
  const categoryName = new Map(categoryRows.map((c) => [c.slug, [c.name_en, c.name_km]]));

  await db
    .insert(products)
    .values(
      productRows.map((p) => ({
        code: p.code,
        category_id: need(categoryId, p.category, 'category'),
        brand_id: need(brandId, p.brand, 'brand'),
        name_en: p.name_en,
        name_km: p.name_km,
        description_en: p.description_en,
        description_km: p.description_km,
        specs: p.specs,
        price_cents: dollarsToCents(p.price),
        original_price_cents: p.original_price ? dollarsToCents(p.original_price) : null,
        status: p.status,
        total_views: p.views,
        sold: p.sold,
        search_text: searchText([
          p.name_en,
          p.name_km,
          p.code,
          ...(brandName.get(p.brand) ?? []),
          ...(categoryName.get(p.category) ?? []),
        ]),
        created_at: new Date(now - p.created_days_ago * DAY_MS),
      })),
    )
    .onConflictDoNothing();

  const productId = new Map(
    (await db.select({ id: products.id, code: products.code }).from(products)).map((r) => [
      r.code,
      r.id,
    ]),
  );
  await db
    .insert(productVariants)
    .values(
      productRows.flatMap((p) =>
        p.variants.map((v) => ({
          product_id: need(productId, p.code, 'product'),
          color_id: need(colorId, v.color, 'colour'),
          size_id: need(sizeId, v.size, 'size'),
          qty: v.stock,
          price_cents: 'price' in v && typeof v.price === 'string' ? dollarsToCents(v.price) : null,
        })),
      ),
    )
    .onConflictDoNothing();

  const reviewerEmails = [...new Set(reviewRows.map((r) => reviewerEmail(r.reviewer)))];
  const reviewerId = new Map(
    (
      await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, reviewerEmails))
    ).map((r) => [r.email, r.id]),
  );
  await db
    .insert(productReviews)
    .values(
      reviewRows.map((r) => ({
        product_id: need(productId, r.product_code, 'product'),
        user_id: need(reviewerId, reviewerEmail(r.reviewer), 'reviewer'),
        star: r.star,
        comment: r.comment,
        created_at: new Date(now - r.days_ago * DAY_MS),
      })),
    )
    .onConflictDoNothing();

  // Rating totals are derived data: recompute them so they always match the reviews.
  await db.execute(sql`
    update ${products} p set
      rating_sum = coalesce((select sum(r.star) from ${productReviews} r where r.product_id = p.id), 0),
      rating_count = (select count(*) from ${productReviews} r where r.product_id = p.id)`);
}
