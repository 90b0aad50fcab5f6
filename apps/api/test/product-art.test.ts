import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_KINDS, renderProductArt } from '@camtour/demo-art/products/render';
import { locationBadges, productBadges } from '@camtour/shared/domain/badges';
import { averageRating } from '@camtour/shared/domain/catalog';
import { dollarsToCents } from '@camtour/shared/domain/money';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/db/seed/data');
const read = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as T;

interface Category {
  slug: string;
  name_en: string;
  name_km: string;
  description_en: string;
  description_km: string;
}
interface Brand {
  slug: string;
  name: string;
  name_km: string;
  brand_type: string;
  description_en: string;
  description_km: string;
}
interface Color {
  slug: string;
  name_en: string;
  name_km: string;
  hex: string;
}
interface Size {
  slug: string;
  size_en: string;
  size_km: string;
}
interface Spec {
  label_en: string;
  label_km: string;
  value_en: string;
  value_km: string;
}
interface Variant {
  color: string;
  size: string;
  stock: number;
  price?: string;
}
interface Product {
  code: string;
  category: string;
  brand: string;
  art: string;
  name_en: string;
  name_km: string;
  description_en: string;
  description_km: string;
  specs: Spec[];
  price: string;
  original_price: string | null;
  status: string;
  created_days_ago: number;
  views: number;
  sold: number;
  variants: Variant[];
}
interface Review {
  product_code: string;
  reviewer: number;
  star: number;
  comment: string;
  days_ago: number;
}

const categories = read<Category[]>('product-categories.json');
const brands = read<Brand[]>('brands.json');
const colors = read<Color[]>('colors.json');
const sizes = read<Size[]>('sizes.json');
const products = read<Product[]>('products.json');
const reviews = read<Review[]>('product-reviews.json');

const KHMER = /[\u1780-\u17FF]/;
const MONEY = /^\d+\.\d{2}$/;
const EXPECTED_KINDS = [
  'tent',
  'bottle',
  'pump',
  'mattress',
  'hammock',
  'pillow',
  'chair',
  'table',
  'sleeping-bag',
  'shelter',
  'backpack',
  'lantern',
  'headlamp',
  'stove',
  'poles',
  'first-aid',
  'dry-bag',
  'poncho',
  'knife',
  'cookware',
];
const CATEGORY_SLUGS = [
  'camping-equipment',
  'camping-tents',
  'bottles',
  'camping-pump',
  'mattress',
  'pillow-hammock',
  'chair-table',
  'sleeping-bag',
  'camping-shelters',
  'camping-accessories',
  'camping-trekking',
];

const countWhere = <T>(list: T[], test: (item: T) => boolean) => list.filter(test).length;

describe('renderProductArt', () => {
  it('knows exactly the picture kinds the data uses', () => {
    expect([...ART_KINDS].sort()).toEqual([...EXPECTED_KINDS].sort());
  });

  it.each(EXPECTED_KINDS)('draws %s in three views that sharp renders at 800 px', async (kind) => {
    const seen = new Set<string>();
    for (const [view, hex] of [
      [0, '#2f6b3a'],
      [1, '#C62828'],
      [2, '#d9c29c'],
    ] as const) {
      const svg = renderProductArt(kind, hex, view);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 800"/);
      expect(svg).not.toMatch(/<image|href=|<text|font-family|<script/i);
      // And as one product's own make (decision 028).
      const own = renderProductArt(kind, hex, view, `CT-${kind}-001`);
      expect(own).not.toBe(svg);
      seen.add(svg!);
      for (const drawn of [svg!, own!]) {
        const png = await sharp(Buffer.from(drawn)).png().toBuffer();
        const meta = await sharp(png).metadata();
        expect(meta.width).toBe(800);
        expect(meta.height).toBe(800);
      }
    }
    expect(seen.size).toBe(3);
  });

  it('returns null for an unknown kind, a bad colour or a bad view', () => {
    expect(renderProductArt('spaceship', '#2f6b3a', 0)).toBeNull();
    expect(renderProductArt('constructor', '#2f6b3a', 0)).toBeNull();
    expect(renderProductArt('', '#2f6b3a', 0)).toBeNull();
    for (const bad of ['red', '#fff', '2f6b3a', '#2f6b3g', '#2f6b3a0', '#2f6b3a"/><script>']) {
      expect(renderProductArt('tent', bad, 0)).toBeNull();
    }
    for (const view of [3, -1, 1.5, Number.NaN]) {
      expect(renderProductArt('tent', '#2f6b3a', view)).toBeNull();
    }
  });

  it('is deterministic and follows the colour', () => {
    for (const kind of EXPECTED_KINDS) {
      expect(renderProductArt(kind, '#e86a2c', 1)).toBe(renderProductArt(kind, '#e86a2c', 1));
      expect(renderProductArt(kind, '#e86a2c', 0)).not.toBe(renderProductArt(kind, '#3a8fd0', 0));
    }
  });
});

describe('shop seed data', () => {
  const brandSlugs = new Set(brands.map((b) => b.slug));
  const colorBySlug = new Map(colors.map((c) => [c.slug, c]));
  const sizeSlugs = new Set(sizes.map((s) => s.slug));
  const productByCode = new Map(products.map((p) => [p.code, p]));

  it('has the 11 categories in order', () => {
    expect(categories.map((c) => c.slug)).toEqual(CATEGORY_SLUGS);
  });

  it('has at least 9 brands, at least 4 of them local', () => {
    expect(brands.length).toBeGreaterThanOrEqual(9);
    expect(countWhere(brands, (b) => b.brand_type === 'Local Brand')).toBeGreaterThanOrEqual(4);
    for (const b of brands) expect(['Local Brand', 'International Brand']).toContain(b.brand_type);
    expect(brandSlugs.size).toBe(brands.length);
  });

  it('has 10 to 14 colours with valid hex values, red among them', () => {
    expect(colors.length).toBeGreaterThanOrEqual(10);
    expect(colors.length).toBeLessThanOrEqual(14);
    expect(colorBySlug.has('red')).toBe(true);
    expect(colorBySlug.size).toBe(colors.length);
    for (const c of colors) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('has unique size slugs', () => {
    expect(sizeSlugs.size).toBe(sizes.length);
  });

  it('writes every Khmer field in Khmer script', () => {
    const texts: [string, string][] = [
      ...categories.flatMap((c) => [
        [c.slug, c.name_km],
        [c.slug, c.description_km],
      ]),
      ...brands.flatMap((b) => [
        [b.slug, b.name_km],
        [b.slug, b.description_km],
      ]),
      ...colors.map((c): [string, string] => [c.slug, c.name_km]),
      ...sizes.map((s): [string, string] => [s.slug, s.size_km]),
      ...products.flatMap((p) => [
        [p.code, p.name_km],
        [p.code, p.description_km],
        ...p.specs.flatMap((s) => [
          [p.code, s.label_km],
          [p.code, s.value_km],
        ]),
      ]),
    ] as [string, string][];
    const notKhmer = texts.filter(([, text]) => !KHMER.test(text));
    // Codes such as "IPX4" or "UPF 50+" are the same in both languages.
    expect(notKhmer.every(([, text]) => /^[A-Z0-9 .+]+$/.test(text))).toBe(true);
    expect(notKhmer.length).toBeLessThan(10);
  });

  it('has at least 44 products, at least 3 per category, all valid', () => {
    expect(products.length).toBeGreaterThanOrEqual(44);
    for (const slug of CATEGORY_SLUGS) {
      expect(
        countWhere(products, (p) => p.category === slug),
        slug,
      ).toBeGreaterThanOrEqual(3);
    }
    expect(productByCode.size).toBe(products.length);
    for (const p of products) {
      const where = p.code;
      expect(p.code, where).toMatch(/^CT-[A-Z]{3}-\d{3}$/);
      expect(CATEGORY_SLUGS, where).toContain(p.category);
      expect(brandSlugs.has(p.brand), where).toBe(true);
      expect(EXPECTED_KINDS, where).toContain(p.art);
      expect(KHMER.test(p.name_km) && KHMER.test(p.description_km), where).toBe(true);
      expect(p.status, where).toBe('published');
      expect(p.price, where).toMatch(MONEY);
      if (p.original_price !== null) {
        expect(p.original_price, where).toMatch(MONEY);
        expect(Number(p.original_price), where).toBeGreaterThan(Number(p.price));
      }
      expect(p.specs.length, where).toBeGreaterThanOrEqual(3);
      expect(p.specs.length, where).toBeLessThanOrEqual(6);
      const sentences = p.description_en.split(/[.!?](?:\s|$)/).filter((s) => s.trim());
      expect(sentences.length, where).toBeGreaterThanOrEqual(2);
      expect(sentences.length, where).toBeLessThanOrEqual(4);
      const khSentences = p.description_km.split('។').filter((s) => s.trim());
      expect(khSentences.length, where).toBeGreaterThanOrEqual(2);
      expect(khSentences.length, where).toBeLessThanOrEqual(4);
      expect(Number.isInteger(p.created_days_ago) && p.created_days_ago >= 0, where).toBe(true);
      expect(p.views >= 0 && p.views <= 5000 && Number.isInteger(p.views), where).toBe(true);
      expect(p.sold >= 0 && p.sold <= 800 && Number.isInteger(p.sold), where).toBe(true);
      expect(p.variants.length, where).toBeGreaterThanOrEqual(1);
      expect(p.variants.length, where).toBeLessThanOrEqual(6);
      const pairs = new Set<string>();
      for (const v of p.variants) {
        const colour = colorBySlug.get(v.color);
        expect(colour, `${where} ${v.color}`).toBeDefined();
        expect(sizeSlugs.has(v.size), `${where} ${v.size}`).toBe(true);
        expect(Number.isInteger(v.stock) && v.stock >= 0, where).toBe(true);
        if (v.price !== undefined) expect(v.price, where).toMatch(MONEY);
        pairs.add(`${v.color}/${v.size}`);
        expect(renderProductArt(p.art, colour!.hex, 0), where).not.toBeNull();
      }
      expect(pairs.size, `${where} has a repeated colour and size`).toBe(p.variants.length);
    }
  });

  it('spreads prices, ages, discounts and stock as the demo needs', () => {
    const price = (p: Product) => Number(p.price);
    expect(countWhere(products, (p) => price(p) > 100)).toBeGreaterThanOrEqual(8);
    expect(countWhere(products, (p) => price(p) < 20)).toBeGreaterThanOrEqual(10);
    const fresh = countWhere(products, (p) => p.created_days_ago < 30);
    expect(fresh).toBeGreaterThanOrEqual(8);
    expect(fresh).toBeLessThanOrEqual(14);
    const discounted = countWhere(products, (p) => p.original_price !== null) / products.length;
    expect(discounted).toBeGreaterThan(0.25);
    expect(discounted).toBeLessThan(0.45);
    expect(countWhere(products, (p) => p.views === 0)).toBeGreaterThanOrEqual(2);
    const stock = (p: Product, test: (n: number) => boolean) =>
      p.variants.some((v) => test(v.stock));
    expect(countWhere(products, (p) => stock(p, (n) => n === 0))).toBeGreaterThanOrEqual(6);
    expect(countWhere(products, (p) => stock(p, (n) => n >= 1 && n <= 4))).toBeGreaterThanOrEqual(
      6,
    );
    expect(
      countWhere(products, (p) => p.variants.every((v) => v.stock === 0)),
    ).toBeGreaterThanOrEqual(2);
    expect(
      countWhere(products, (p) => p.variants.some((v) => v.color === 'red')),
    ).toBeGreaterThanOrEqual(5);
  });

  it('has at least 60 valid reviews over at least 25 products', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(60);
    expect(new Set(reviews.map((r) => r.product_code)).size).toBeGreaterThanOrEqual(25);
    const once = new Set<string>();
    for (const r of reviews) {
      const product = productByCode.get(r.product_code);
      expect(product, r.product_code).toBeDefined();
      expect(Number.isInteger(r.reviewer) && r.reviewer >= 0 && r.reviewer <= 7).toBe(true);
      expect(Number.isInteger(r.star) && r.star >= 1 && r.star <= 5).toBe(true);
      expect(Number.isInteger(r.days_ago) && r.days_ago >= 1 && r.days_ago <= 300).toBe(true);
      // A review is never older than its product.
      expect(r.days_ago, r.product_code).toBeLessThan(product!.created_days_ago);
      expect(r.comment.trim().length).toBeGreaterThan(10);
      const key = `${r.product_code}/${r.reviewer}`;
      expect(once.has(key), `${key} reviewed twice`).toBe(false);
      once.add(key);
    }
    const khmer = countWhere(reviews, (r) => KHMER.test(r.comment)) / reviews.length;
    expect(khmer).toBeGreaterThan(0.25);
    expect(khmer).toBeLessThan(0.45);
    expect(countWhere(reviews, (r) => r.star >= 4) / reviews.length).toBeGreaterThan(0.7);
    expect(countWhere(reviews, (r) => r.star <= 3)).toBeGreaterThanOrEqual(3);
  });
});

interface PlaceRow {
  slug: string;
  views: number;
  created_days_ago: number;
}
interface PlaceReview {
  location_slug: string;
  star: number;
}

describe('badges over the seed data (decision 028)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const places = read<PlaceRow[]>('locations.json');
  const placeReviews = read<PlaceReview[]>('location-reviews.json');

  it('pick out a few places, not nearly all of them', () => {
    const badges = places.map((l) => {
      const stars = placeReviews.filter((r) => r.location_slug === l.slug).map((r) => r.star);
      const sum = stars.reduce((a, b) => a + b, 0);
      return locationBadges(
        {
          rate_star: averageRating(sum, stars.length),
          review_count: stars.length,
          total_view: l.views,
          created_at: ago(l.created_days_ago),
        },
        now,
      );
    });
    const carrying = (badge: string) => badges.filter((b) => b.includes(badge as never)).length;
    expect(places.length).toBeGreaterThanOrEqual(39);
    for (const badge of ['new', 'top-rated', 'popular']) {
      expect(carrying(badge), badge).toBeGreaterThanOrEqual(2);
      expect(carrying(badge), badge).toBeLessThanOrEqual(8);
    }
    // Once 35 of 39 places carried both "top rated" and "popular".
    expect(badges.filter((b) => b.length === 2).length).toBeLessThanOrEqual(4);
    expect(badges.filter((b) => b.length > 0).length).toBeLessThanOrEqual(places.length / 3);
  });

  it('never show a shopper the content status, and leave most products plain', () => {
    const badges = products.map((p) =>
      productBadges(
        {
          price_cents: dollarsToCents(p.price),
          original_price_cents: p.original_price === null ? null : dollarsToCents(p.original_price),
          created_at: ago(p.created_days_ago),
        },
        now,
      ),
    );
    expect(badges.every((b) => b.length <= 2)).toBe(true);
    for (const kind of ['new', 'premium', 'discount'])
      expect(badges.filter((b) => b.some((x) => x.kind === kind)).length, kind).toBeLessThan(
        products.length * 0.4,
      );
    expect(badges.filter((b) => b.length > 0).length).toBeLessThan(products.length * 0.6);
  });
});
