import { createHash } from 'node:crypto';
import { DEFAULT_PRODUCT_COLOUR, drawPicture, type DemoPicture } from '@camtour/demo-art/picture';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  activities,
  colors,
  demoPictures,
  hotelRoomTypes,
  hotels,
  locationCategories,
  locations,
  productCategories,
  products,
  productVariants,
} from '../schema/index';
import hotelRows from './data/hotels.json';
import locationRows from './data/locations.json';
import categoryRows from './data/product-categories.json';
import productRows from './data/products.json';

/** A picture and the address it is served at under /api/media. */
export interface PlannedPicture {
  path: string;
  picture: DemoPicture;
}

/** Views 0..count-1, as many as the row says it has photos (eight drawings at most). */
const views = (count: number) => Array.from({ length: Math.min(count, 8) }, (_, v) => v);

// The art hints of the seed data, by the identity of the seeded row (slug, code, position).
const locationArt = new Map(locationRows.map((l) => [l.slug, l]));
const hotelArt = new Map(hotelRows.map((h) => [h.slug, h]));
const productArt = new Map(productRows.map((p) => [p.code, p.art]));
const shopCategoryArt = new Map(categoryRows.map((c) => [c.slug, c.art]));

/**
 * Each item's place among the seed's items of its kind (decision 028): the drawings turn
 * their layouts and lights in this order, so items of one kind never look alike by chance.
 */
function countByKind(items: [identity: string, kind: string][]): Map<string, number> {
  const seen = new Map<string, number>();
  return new Map(
    items.map(([identity, kind]) => {
      const nth = seen.get(kind) ?? 0;
      seen.set(kind, nth + 1);
      return [identity, nth];
    }),
  );
}
const activityId = (slug: string, position: number) => `${slug}/activity-${position}`;
const roomId = (slug: string, position: number) => `${slug}/room-${position}`;
const nthOf = new Map([
  ...countByKind(locationRows.map((l) => [l.slug, `location/${l.art}`])),
  ...countByKind(
    locationRows.flatMap((l) =>
      l.activities.map((a, i): [string, string] => [activityId(l.slug, i), `location/${a.art}`]),
    ),
  ),
  ...countByKind(hotelRows.map((h) => [h.slug, `hotel/${h.art}`])),
  ...countByKind(
    hotelRows.flatMap((h) =>
      h.room_types.map((r, i): [string, string] => [roomId(h.slug, i), `hotel/${r.art}`]),
    ),
  ),
  ...countByKind(productRows.map((p) => [p.code, `product/${p.art}`])),
]);

async function placePictures(db: DbOrTx): Promise<PlannedPicture[]> {
  const out: PlannedPicture[] = [];
  for (const c of await db.select({ slug: locationCategories.slug }).from(locationCategories)) {
    out.push({
      path: `category/${c.slug}.svg`,
      picture: { family: 'location-category', slug: c.slug },
    });
  }
  const places = await db
    .select({ id: locations.id, slug: locations.slug, photo_count: locations.photo_count })
    .from(locations);
  for (const l of places) {
    const kind = locationArt.get(l.slug)?.art;
    if (!kind) continue;
    for (const view of views(l.photo_count))
      out.push({
        path: `locations/${l.id}/${view}.svg`,
        picture: { family: 'location', kind, view, identity: l.slug, nth: nthOf.get(l.slug) },
      });
  }
  const acts = await db
    .select({ id: activities.id, position: activities.sort_order, slug: locations.slug })
    .from(activities)
    .innerJoin(locations, eq(locations.id, activities.location_id));
  for (const a of acts) {
    const kind = locationArt.get(a.slug)?.activities[a.position]?.art;
    // An activity shows its place in one of the eight lights, chosen by its id, from its own spot.
    if (kind)
      out.push({
        path: `activities/${a.id}.svg`,
        picture: {
          family: 'location',
          kind,
          view: a.id % 8,
          identity: activityId(a.slug, a.position),
          nth: nthOf.get(activityId(a.slug, a.position)),
        },
      });
  }
  return out;
}

async function hotelPictures(db: DbOrTx): Promise<PlannedPicture[]> {
  const out: PlannedPicture[] = [];
  const rows = await db
    .select({ id: hotels.id, slug: hotels.slug, photo_count: hotels.photo_count })
    .from(hotels);
  for (const h of rows) {
    const kind = hotelArt.get(h.slug)?.art;
    if (!kind) continue;
    for (const view of views(h.photo_count))
      out.push({
        path: `hotels/${h.id}/${view}.svg`,
        picture: { family: 'hotel', kind, view, identity: h.slug, nth: nthOf.get(h.slug) },
      });
  }
  const rooms = await db
    .select({ id: hotelRoomTypes.id, position: hotelRoomTypes.sort_order, slug: hotels.slug })
    .from(hotelRoomTypes)
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotel_id));
  for (const r of rooms) {
    const kind = hotelArt.get(r.slug)?.room_types[r.position]?.art;
    if (kind)
      out.push({
        path: `rooms/${r.id}.svg`,
        picture: {
          family: 'hotel',
          kind,
          view: 0,
          identity: roomId(r.slug, r.position),
          nth: nthOf.get(roomId(r.slug, r.position)),
        },
      });
  }
  return out;
}

async function shopPictures(db: DbOrTx): Promise<PlannedPicture[]> {
  const out: PlannedPicture[] = [];
  for (const c of await db.select({ slug: productCategories.slug }).from(productCategories)) {
    const kind = shopCategoryArt.get(c.slug);
    if (!kind) continue;
    const picture = { family: 'product', kind, colour: DEFAULT_PRODUCT_COLOUR, view: 0 } as const;
    out.push({ path: `product-category/${c.slug}.svg`, picture });
  }
  const variants = await db
    .select({ product: productVariants.product_id, slug: colors.slug, hex: colors.hex })
    .from(productVariants)
    .innerJoin(colors, eq(colors.id, productVariants.color_id))
    .orderBy(asc(productVariants.id));
  const coloursOf = new Map<number, Map<string, string>>();
  for (const v of variants) {
    const list = coloursOf.get(v.product) ?? new Map<string, string>();
    coloursOf.set(v.product, list.set(v.slug, v.hex));
  }
  for (const p of await db.select({ id: products.id, code: products.code }).from(products)) {
    const kind = productArt.get(p.code);
    if (!kind) continue;
    // A product comes in the colours of its variants; without one named, in its first variant's.
    const colours = [...(coloursOf.get(p.id) ?? new Map<string, string>())];
    const first = colours[0]?.[1] ?? DEFAULT_PRODUCT_COLOUR;
    for (const view of [0, 1, 2]) {
      // The product's code makes its make its own: two tents in one green never look alike.
      const at = (colour: string) =>
        ({
          family: 'product',
          kind,
          colour,
          view,
          identity: p.code,
          nth: nthOf.get(p.code),
        }) as const;
      out.push({ path: `products/${p.id}/${view}.svg`, picture: at(first) });
      for (const [slug, hex] of colours)
        out.push({ path: `products/${p.id}/${slug}-${view}.svg`, picture: at(hex) });
    }
  }
  return out;
}

/** Every demo picture the seeded rows show, with its address. */
export async function planPictures(db: DbOrTx): Promise<PlannedPicture[]> {
  return [...(await placePictures(db)), ...(await hotelPictures(db)), ...(await shopPictures(db))];
}

const etagOf = (svg: string) => `"${createHash('sha256').update(svg).digest('base64url')}"`;

/**
 * Draws the demo pictures of the seeded rows and stores those that are new or
 * drawn differently now (decisions 016 and 028). Each distinct picture is drawn
 * once: a product's uncoloured view is its first colour's.
 */
export async function seedPictures(db: DbOrTx): Promise<void> {
  const drawn = new Map<string, { svg: string; etag: string } | null>();
  const stored = new Map(
    (await db.select({ path: demoPictures.path, etag: demoPictures.etag }).from(demoPictures)).map(
      (r) => [r.path, r.etag],
    ),
  );
  const rows: { path: string; etag: string; svg: string }[] = [];
  for (const { path, picture } of await planPictures(db)) {
    const key = JSON.stringify(picture);
    if (!drawn.has(key)) {
      const svg = drawPicture(picture);
      drawn.set(key, svg === null ? null : { svg, etag: etagOf(svg) });
    }
    const made = drawn.get(key);
    if (made && stored.get(path) !== made.etag) rows.push({ path, ...made });
  }
  // A few hundred kilobytes per statement, whichever driver runs.
  for (let i = 0; i < rows.length; i += 50) {
    await db
      .insert(demoPictures)
      .values(rows.slice(i, i + 50))
      .onConflictDoUpdate({
        target: demoPictures.path,
        set: { etag: sql`excluded.etag`, svg: sql`excluded.svg` },
      });
  }
}
