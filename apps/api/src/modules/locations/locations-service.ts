import { averageRating } from '@camtour/shared/domain/catalog';
import { centsToDollars } from '@camtour/shared/domain/money';
import { searchWords } from '@camtour/shared/domain/search';
import { cambodiaMonth } from '@camtour/shared/domain/travel';
import {
  DIFFICULTY_LEVEL,
  mapLinkFromCoordinates,
  type Difficulty,
} from '@camtour/shared/domain/travel';
import type { IdResult, Lang } from '@camtour/shared/schemas/common';
import {
  GUIDE_SECTIONS,
  type Activity,
  type AdventurePage,
  type GuideTips,
  type LocationCard,
  type LocationDetail,
  type LocationGuide,
} from '@camtour/shared/schemas/travel';
import type { Db } from '../../db/client';
import climate from '../../db/seed/data/climate.json';
import { AppError } from '../../lib/app-error';
import { raterName } from '../../lib/search-sql';
import type { Viewer } from '../../plugins/visitors';
import * as repo from './locations-repository';
import type { CardRow, LocationFilter } from './locations-repository';

export const locationPhotoUrl = (id: number, n = 0) => `/api/media/locations/${id}/${n}.svg`;
export const activityImageUrl = (id: number) => `/api/media/activities/${id}.svg`;

/**
 * Photo 0, or the category's drawn picture while a place made in the back office has no photo
 * yet (photo_count 0), so no card points at a picture that is not there.
 */
const thumbnailOf = (l: { id: number; photo_count: number }, categorySlug: string) =>
  l.photo_count > 0 ? locationPhotoUrl(l.id) : `/api/media/category/${categorySlug}.svg`;

type Unit = { id: number; name_en: string; name_km: string } | null;
const named = (u: Unit, lang: Lang) =>
  u
    ? {
        id: u.id,
        name: lang === 'km' ? u.name_km : u.name_en,
        local_name: u.name_km,
        name_km: u.name_km,
      }
    : null;

export function toLocationCard(r: CardRow, lang: Lang): LocationCard {
  const l = r.location;
  return {
    id: l.id,
    slug: l.slug,
    name: lang === 'km' ? l.name_km : l.name_en,
    name_local: l.name_km,
    name_km: l.name_km,
    short_description: lang === 'km' ? l.short_description_km : l.short_description_en,
    short_description_local: l.short_description_km,
    is_thumbnail: thumbnailOf(l, r.category.slug),
    category: {
      id: r.category.id,
      slug: r.category.slug,
      name: lang === 'km' ? r.category.name_km : r.category.name_en,
      name_km: r.category.name_km,
    },
    province: named(r.province, lang)!,
    district: named(r.district, lang),
    commune: named(r.commune, lang),
    village: named(r.village, lang),
    rate_star: averageRating(l.rating_sum, l.rating_count),
    review_count: l.rating_count,
    total_view: l.total_view,
    lat: l.lat,
    lng: l.lng,
    created_at: l.created_at.toISOString(),
  };
}

export function toActivity(
  a: Awaited<ReturnType<typeof repo.activitiesOf>>[number],
  lang: Lang,
): Activity {
  const price = centsToDollars(a.price_cents);
  return {
    id: a.id,
    location_id: a.location_id,
    image: activityImageUrl(a.id),
    title: lang === 'km' ? a.name_km : a.name_en,
    name: a.name_en,
    name_km: a.name_km,
    description: lang === 'km' ? a.description_km : a.description_en,
    description_km: a.description_km,
    is_active: a.is_active,
    difficulty: a.difficulty as Difficulty,
    difficulty_level: DIFFICULTY_LEVEL[a.difficulty as Difficulty] ?? 1,
    price,
    price_per_person: price,
    price_cents: a.price_cents,
    currency: a.currency,
    duration: a.duration_hours,
    duration_hours: a.duration_hours,
    max_participants: a.max_participants,
    included_items: a.included.en,
    included_items_km: a.included.km,
    requirements: a.requirements.en,
    requirements_km: a.requirements.km,
  };
}

export function filterFrom(q: {
  province_id?: number | undefined;
  district_id?: number | undefined;
  commune_id?: number | undefined;
  village_id?: number | undefined;
  category_id?: number | undefined;
  star?: number | undefined;
  min_total_view?: number | undefined;
  search?: string | undefined;
}): LocationFilter {
  const words = q.search ? searchWords(q.search) : [];
  return {
    provinceId: q.province_id,
    districtId: q.district_id,
    communeId: q.commune_id,
    villageId: q.village_id,
    categoryId: q.category_id,
    minStar: q.star,
    minViews: q.min_total_view,
    ...(words.length ? { searchWords: words, searchPhrase: words.join(' ') } : {}),
  };
}

type Climate = typeof climate;
type Month = Climate['regions'][keyof Climate['regions']][number];

/** The typical climate of a month for a province (D5): a table, not a forecast. */
export function typicalWeather(provinceCode: string, month: number) {
  const region = (climate.province_region as Record<string, string>)[provinceCode];
  const months =
    (climate.regions as Record<string, Month[]>)[region ?? ''] ??
    Object.values(climate.regions)[0]!;
  const at = (m: number) => months.find((x) => x.month === ((m - 1 + 12) % 12) + 1)!;
  const now = at(month);
  return {
    month,
    typical: true as const,
    high_c: now.high_c,
    low_c: now.low_c,
    rain_mm: now.rain_mm,
    rainy_days: now.rainy_days,
    condition: now.condition as 'sunny' | 'partly-cloudy' | 'showers' | 'stormy',
    next_months: [1, 2, 3].map((d) => {
      const m = at(month + d);
      return { month: m.month, high_c: m.high_c, low_c: m.low_c, condition: m.condition };
    }),
  };
}

/** Cambodia's month (UTC+7), not the server's. */
export const cambodianMonth = (now = new Date()) => cambodiaMonth(now.getTime());

export function createLocationsService(db: Db) {
  return {
    async page(
      f: LocationFilter,
      page: number,
      perPage: number,
      lang: Lang,
    ): Promise<Omit<AdventurePage, 'top_view_location'>> {
      const offset = (page - 1) * perPage;
      // A search's page carries its total; a page past the end has no row to carry it.
      const [rows, counted] = await Promise.all([
        repo.runCards(db, f, perPage, offset),
        f.searchPhrase ? null : repo.runCount(db, f),
      ]);
      const total = counted ?? rows[0]?.total ?? (offset === 0 ? 0 : await repo.runCount(db, f));
      return {
        locations: rows.map((r) => toLocationCard(r, lang)),
        pagination: {
          total,
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
        },
      };
    },

    async topViewed(f: LocationFilter, limit: number, lang: Lang): Promise<LocationCard[]> {
      return (await repo.runCards(db, f, limit, 0)).map((r) => toLocationCard(r, lang));
    },

    /** Counts the visitor's view of a kept answer (plugins/read-cache.ts); true when new. */
    countView(id: number, viewer: Viewer): Promise<boolean> {
      return repo.addView(db, id, viewer);
    },

    async detail(
      id: number,
      lang: Lang,
      viewer: Viewer,
      month = cambodianMonth(),
    ): Promise<LocationDetail> {
      const card = await repo.detailReads.card(db, id);
      if (!card) throw new AppError('location-not-found');
      if (await repo.addView(db, id, viewer)) card.location.total_view += 1;
      const l = card.location;
      const related = (f: LocationFilter) =>
        repo.runCards(db, { ...f, excludeId: id }, 6, 0).then((rows) =>
          rows.map((r) => ({
            id: r.location.id,
            name: lang === 'km' ? r.location.name_km : r.location.name_en,
            name_local: r.location.name_km,
            is_thumbnail: thumbnailOf(r.location, r.category.slug),
            total_view: r.location.total_view,
          })),
        );
      const [tagRows, reviewRows, productRows, activityRows, sameDistrict, sameCategory] =
        await Promise.all([
          repo.detailReads.tags(db, id),
          repo.detailReads.reviews(db, id, 20),
          repo.detailReads.products(db, id),
          repo.detailReads.activities(db, id),
          l.district_id ? related({ districtId: l.district_id }) : Promise.resolve([]),
          related({ categoryId: l.category_id }),
        ]);
      return {
        ...toLocationCard(card, lang),
        local_name: l.name_km,
        description: lang === 'km' ? l.description_km : l.description_en,
        description_local: l.description_km,
        photos: Array.from({ length: l.photo_count }, (_, n) => ({
          photo_url: locationPhotoUrl(id, n),
        })),
        tags: tagRows.map((t) => ({
          id: t.id,
          slug: t.slug,
          name: lang === 'km' ? t.name_km : t.name_en,
          name_km: t.name_km,
        })),
        lot: l.lng,
        url_location: l.url_location,
        map_url: l.url_location ?? mapLinkFromCoordinates(l.lat, l.lng),
        min_money: l.min_money_riel,
        max_money: l.max_money_riel,
        stars: reviewRows.map((r) => ({
          id: r.review.id,
          rater_name: raterName(r.first_name, r.last_name),
          star: r.review.star,
          comment: r.review.comment,
          created_at: r.review.created_at.toISOString(),
        })),
        products: productRows.map((p) => ({
          product_id: p.product.id,
          product_name: p.product.name_en,
          product_name_km: p.product.name_km,
          color: p.color.name_en,
          color_km: p.color.name_km,
          size: p.size.size_en,
          size_km: p.size.size_km,
          price: centsToDollars(p.variant.price_cents ?? p.product.price_cents),
          qty: p.variant.qty,
          is_thumbnail: `/api/media/products/${p.product.id}/${p.color.slug}-0.svg`,
        })),
        active_travel_activities: activityRows.map((a) => toActivity(a, lang)),
        same_district_locations: sameDistrict,
        same_category_locations: sameCategory,
        weather: typicalWeather(card.province.code, month),
      };
    },

    async guide(locationId: number, lang: Lang): Promise<LocationGuide> {
      if (!(await repo.findCard(db, locationId))) throw new AppError('location-not-found');
      const row = await repo.guideOf(db, locationId);
      if (!row) return [];
      const g = row.guide as Record<string, { en?: unknown; km?: unknown } | undefined>;
      // The spec's seven sections, null where this guide has none; the response schema checks them.
      const pick = (lng: Lang) =>
        Object.fromEntries(GUIDE_SECTIONS.map((k) => [k, g[k]?.[lng] ?? null])) as GuideTips;
      const tips = pick(lang);
      return [{ ...tips, location_id: locationId, tips, tips_en: pick('en'), tips_km: pick('km') }];
    },

    async addReview(
      locationId: number,
      userId: number,
      star: number,
      comment: string,
    ): Promise<IdResult> {
      if (!(await repo.findCard(db, locationId))) throw new AppError('location-not-found');
      return db.transaction(async (tx) => {
        const review = await repo.insertReview(tx, {
          location_id: locationId,
          user_id: userId,
          star,
          comment,
        });
        if (!review) throw new AppError('review-already-submitted');
        await repo.addRating(tx, locationId, star);
        return { id: review.id };
      });
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
