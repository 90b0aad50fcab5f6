import { dollarsToCents } from '@camtour/shared/domain/money';
import { searchText } from '@camtour/shared/domain/search';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import {
  activities,
  communes,
  districts,
  hotelNearby,
  hotelRoomTypes,
  hotels,
  locationCategories,
  locationProducts,
  locationReviews,
  locations,
  locationTags,
  products,
  productVariants,
  tags,
  travelGuides,
  users,
  villages,
} from '../schema/index';
import adminUnits from './data/location-admin-units.json';
import hotelRows from './data/hotels.json';
import hotelRoomGuests from './data/hotel-room-guests.json';
import reviewRows from './data/location-reviews.json';
import locationRows from './data/locations.json';
import provinceRows from './data/provinces.json';
import { idFromCode } from './seed-places';
import { reviewerEmail } from './seed-users';

const DAY_MS = 86_400_000;
const provinceIdByCode = new Map(provinceRows.map((p) => [p.code, p.id]));
const bi = <T>(en: T, km: T) => ({ en, km });
type GuideSource = Record<string, unknown>;

/** The spec's tips shape (document 3 §3), per language; a section missing in the data stays null. */
function guideOf(g: GuideSource) {
  const has = (...keys: string[]) => keys.every((k) => g[k] !== undefined);
  const both = <T>(make: (l: 'en' | 'km') => T) => bi(make('en'), make('km'));
  return {
    best_time_to_visit: has('best_time_en') ? both((l) => g[`best_time_${l}`]) : bi(null, null),
    local_contacts: has('contacts') ? bi(g.contacts, g.contacts) : bi(null, null),
    currency_and_budget: has('budget_notes_en', 'atms_en', 'budget_en')
      ? both((l) => ({
          currency: g.currency ?? 'USD / KHR',
          notes: g[`budget_notes_${l}`],
          ATMs: g[`atms_${l}`],
          budget: g[`budget_${l}`],
        }))
      : bi(null, null),
    local_transportation: has('short_distances_en', 'long_distances_en', 'transport_tip_en')
      ? both((l) => ({
          shortDistances: g[`short_distances_${l}`],
          longDistances: g[`long_distances_${l}`],
          tip: g[`transport_tip_${l}`],
        }))
      : bi(null, null),
    what_to_pack: has('what_to_pack_en') ? both((l) => g[`what_to_pack_${l}`]) : bi(null, null),
    local_etiquette: has('greeting_en', 'customs_en')
      ? both((l) => ({ greeting: g[`greeting_${l}`], customs: g[`customs_${l}`] }))
      : bi(null, null),
    what_on_sale: has('on_sale_en') ? both((l) => g[`on_sale_${l}`]) : bi(null, null),
  };
}

async function seedAdminUnits(db: DbOrTx) {
  const base = (u: (typeof adminUnits)[number]) => ({
    id: idFromCode(u.code),
    code: u.code,
    name_en: u.name_en,
    name_km: u.name_km,
    type_en: u.type_en,
    type_km: u.type_km,
    lat: u.lat ?? null,
    lng: u.lng ?? null,
  });
  const of = (level: string) => adminUnits.filter((u) => u.level === level);
  if (of('district').length) {
    await db
      .insert(districts)
      .values(
        of('district').map((u) => ({ ...base(u), province_id: provinceIdByCode.get(u.parent)! })),
      )
      .onConflictDoNothing();
  }
  if (of('commune').length) {
    await db
      .insert(communes)
      .values(of('commune').map((u) => ({ ...base(u), district_id: idFromCode(u.parent) })))
      .onConflictDoNothing();
  }
  if (of('village').length) {
    await db
      .insert(villages)
      .values(of('village').map((u) => ({ ...base(u), commune_id: idFromCode(u.parent) })))
      .onConflictDoNothing();
  }
}

/**
 * Travel demo content (D5): places with photos, tags, activities, tips and
 * gear; reviews; Siem Reap hotels with rooms and nearby places. Only new
 * parents get their children, so every start can run it.
 */
export async function seedTravel(db: DbOrTx, now = Date.now()): Promise<void> {
  await seedAdminUnits(db);
  const categoryId = new Map(
    (
      await db
        .select({ id: locationCategories.id, slug: locationCategories.slug })
        .from(locationCategories)
    ).map((c) => [c.slug, c.id]),
  );
  const tagId = new Map(
    (await db.select({ id: tags.id, slug: tags.slug }).from(tags)).map((t) => [t.slug, t.id]),
  );
  const categoryNames = new Map(
    (await db.select().from(locationCategories)).map((c) => [c.slug, [c.name_en, c.name_km]]),
  );

  const created = await db
    .insert(locations)
    .values(
      locationRows.map((l) => ({
        slug: l.slug,
        name_en: l.name_en,
        name_km: l.name_km,
        short_description_en: l.short_description_en,
        short_description_km: l.short_description_km,
        description_en: l.description_en,
        description_km: l.description_km,
        category_id: categoryId.get(l.category)!,
        province_id: provinceIdByCode.get(l.province_code)!,
        district_id: l.district_code ? idFromCode(l.district_code) : null,
        commune_id: l.commune_code ? idFromCode(l.commune_code) : null,
        village_id: l.village_code ? idFromCode(l.village_code) : null,
        lat: l.lat,
        lng: l.lng,
        url_location: l.url_location ?? null,
        min_money_riel: l.min_money_riel,
        max_money_riel: l.max_money_riel,
        total_view: l.views,
        photo_count: l.photo_count,
        search_text: searchText([
          l.name_en,
          l.name_km,
          l.short_description_en,
          ...(categoryNames.get(l.category) ?? []),
        ]),
        created_at: new Date(now - l.created_days_ago * DAY_MS),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: locations.id, slug: locations.slug });
  const newId = new Map(created.map((c) => [c.slug, c.id]));
  const fresh = locationRows.filter((l) => newId.has(l.slug));

  const tagRows = fresh.flatMap((l) =>
    l.tags.map((t) => ({ location_id: newId.get(l.slug)!, tag_id: tagId.get(t)! })),
  );
  if (tagRows.length) await db.insert(locationTags).values(tagRows).onConflictDoNothing();
  const activityRows = fresh.flatMap((l) =>
    l.activities.map((a, i) => ({
      location_id: newId.get(l.slug)!,
      name_en: a.name_en,
      name_km: a.name_km,
      description_en: a.description_en,
      description_km: a.description_km,
      difficulty: a.difficulty,
      duration_hours: a.duration_hours,
      price_cents: dollarsToCents(a.price),
      currency: a.currency,
      max_participants: a.max_participants ?? null,
      included: bi(a.included_en, a.included_km),
      requirements: bi(a.requirements_en, a.requirements_km),
      is_active: a.is_active,
      sort_order: i,
      search_text: searchText([a.name_en, a.name_km]),
    })),
  );
  if (activityRows.length) await db.insert(activities).values(activityRows);
  const guideRows = fresh
    .filter((l) => l.guide)
    .map((l) => ({ location_id: newId.get(l.slug)!, guide: guideOf(l.guide as GuideSource) }));
  if (guideRows.length) await db.insert(travelGuides).values(guideRows).onConflictDoNothing();

  // Gear for a place: the first variant of each product it names.
  const codes = [...new Set(fresh.flatMap((l) => l.products))];
  if (codes.length) {
    const firstVariant = new Map(
      (
        await db
          .select({ code: products.code, variant: sql<number>`min(${productVariants.id})` })
          .from(products)
          .innerJoin(productVariants, sql`${productVariants.product_id} = ${products.id}`)
          .where(inArray(products.code, codes))
          .groupBy(products.code)
      ).map((r) => [r.code, r.variant]),
    );
    const rows = fresh.flatMap((l) =>
      l.products
        .filter((c) => firstVariant.has(c))
        .map((c) => ({ location_id: newId.get(l.slug)!, variant_id: firstVariant.get(c)! })),
    );
    if (rows.length) await db.insert(locationProducts).values(rows).onConflictDoNothing();
  }

  const allIds = new Map(
    (await db.select({ id: locations.id, slug: locations.slug }).from(locations)).map((r) => [
      r.slug,
      r.id,
    ]),
  );
  const reviewers = new Map(
    (
      await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, [0, 1, 2, 3, 4, 5, 6, 7].map(reviewerEmail)))
    ).map((r) => [r.email, r.id]),
  );
  const reviews = reviewRows
    .filter((r) => allIds.has(r.location_slug) && reviewers.has(reviewerEmail(r.reviewer)))
    .map((r) => ({
      location_id: allIds.get(r.location_slug)!,
      user_id: reviewers.get(reviewerEmail(r.reviewer))!,
      star: r.star,
      comment: r.comment,
      created_at: new Date(now - r.days_ago * DAY_MS),
    }));
  if (reviews.length) await db.insert(locationReviews).values(reviews).onConflictDoNothing();
  await db.execute(sql`
    update ${locations} l set
      rating_sum = coalesce((select sum(r.star) from ${locationReviews} r where r.location_id = l.id), 0),
      rating_count = (select count(*) from ${locationReviews} r where r.location_id = l.id)`);

  await seedHotels(db, allIds, now);
}

async function seedHotels(db: DbOrTx, locationId: Map<string, number>, now: number) {
  const created = await db
    .insert(hotels)
    .values(
      hotelRows.map((h, i) => {
        const cents = h.room_types.flatMap((r) => [
          dollarsToCents(r.price_min),
          dollarsToCents(r.price_max),
        ]);
        return {
          slug: h.slug,
          name_en: h.name_en,
          name_km: h.name_km,
          type: h.type,
          stars: h.stars,
          description_en: h.description_en,
          description_km: h.description_km,
          address_en: h.address_en,
          address_km: h.address_km,
          province_id: provinceIdByCode.get(h.district_code.slice(0, 2))!,
          district_id: idFromCode(h.district_code),
          lat: h.lat,
          lng: h.lng,
          email: h.email,
          phone: h.phone,
          photo_count: h.photo_count,
          services: h.services,
          meals: h.meals,
          min_price_cents: Math.min(...cents),
          max_price_cents: Math.max(...cents),
          search_text: searchText([h.name_en, h.name_km, h.type, h.address_en, h.address_km]),
          created_at: new Date(now - i * DAY_MS),
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: hotels.id, slug: hotels.slug });
  const newId = new Map(created.map((c) => [c.slug, c.id]));
  const fresh = hotelRows.filter((h) => newId.has(h.slug));
  const rooms = fresh.flatMap((h) =>
    h.room_types.map((r, i) => ({
      hotel_id: newId.get(h.slug)!,
      title_en: r.title_en,
      title_km: r.title_km,
      description_en: r.description_en,
      description_km: r.description_km,
      price_min_cents: dollarsToCents(r.price_min),
      price_max_cents: dollarsToCents(r.price_max),
      sort_order: i,
      // Per room in the hotel's order (decision 029); a room the file does not name takes 2.
      max_guests: (hotelRoomGuests as Record<string, number[]>)[h.slug]?.[i] ?? 2,
    })),
  );
  if (rooms.length) await db.insert(hotelRoomTypes).values(rooms);
  const nearby = fresh.flatMap((h) =>
    h.nearby.map((n) => ({
      hotel_id: newId.get(h.slug)!,
      location_id: n.location_slug ? (locationId.get(n.location_slug) ?? null) : null,
      title_en: n.title_en,
      title_km: n.title_km,
      description_en: n.description_en,
      description_km: n.description_km,
      distance_km: n.distance_km,
    })),
  );
  if (nearby.length) await db.insert(hotelNearby).values(nearby);
}
