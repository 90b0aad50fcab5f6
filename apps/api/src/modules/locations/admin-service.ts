import { averageRating } from '@camtour/shared/domain/catalog';
import { searchText, searchWords } from '@camtour/shared/domain/search';
import {
  ACTIVITY_DIFFICULTIES,
  ADMIN_PLACES_PAGE_SIZE,
  type AdminGuide,
  type AdminGuideInputParsed,
  type AdminLocation,
  type AdminLocationInputParsed,
  type AdminLocationsPage,
  type AdminPhotos,
  type AdminPlacesOptions,
} from '@camtour/shared/schemas/admin-places';
import { HOTEL_TYPES, GUIDE_SECTIONS, type GuideTips } from '@camtour/shared/schemas/travel';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/audit';
import { toActivity } from './admin-activities';
import * as repo from './admin-repository';
import {
  addGalleryPhoto,
  freeSlug,
  galleryPhotos,
  lockSlugs,
  removeGalleryPhoto,
  slugify,
  SLUG_TAKEN,
} from './admin-places';

export type Staff = AuditActor & { id: number };

const categoryPicture = (slug: string) => `/api/media/category/${slug}.svg`;

const fieldErrors = (errors: Record<string, string[]>) =>
  new AppError('validation-failed', { fieldErrors: errors });

/** What the audit log keeps of a location: its own fields and tags (not counters or search text). */
function snapshot(l: repo.LocationRow, tagIds: number[]) {
  const {
    search_text: _s,
    total_view: _v,
    rating_sum: _r,
    rating_count: _c,
    created_at: _t,
    ...own
  } = l;
  return { ...own, tag_ids: tagIds };
}

type StoredGuide = Record<string, { en?: unknown; km?: unknown } | undefined>;

/** The stored guide read per language, exactly as the public guide endpoint reads it. */
export function guideFromStored(stored: Record<string, unknown>): AdminGuide {
  const g = stored as StoredGuide;
  const pick = (lang: 'en' | 'km') =>
    Object.fromEntries(GUIDE_SECTIONS.map((k) => [k, g[k]?.[lang] ?? null])) as GuideTips;
  return { tips_en: pick('en'), tips_km: pick('km') };
}

/** The jsonb the public endpoint reads: each section holds its English and Khmer value. */
export function guideToStored(input: AdminGuideInputParsed): Record<string, unknown> {
  return Object.fromEntries(
    GUIDE_SECTIONS.map((k) => [k, { en: input.tips_en[k] ?? null, km: input.tips_km[k] ?? null }]),
  );
}

export function createAdminLocationsService(db: Db) {
  async function mustFind(tx: DbOrTx, id: number, lock = false) {
    const row = await repo.findLocation(tx, id, lock);
    if (!row) throw new AppError('location-not-found');
    return row;
  }

  /** Every id the form sent must name a row, and each unit must lie in the one above it. */
  async function checkReferences(tx: DbOrTx, input: AdminLocationInputParsed) {
    const errors: Record<string, string[]> = {};
    const [category, province, district, commune, village, tags] = await Promise.all([
      repo.categoryOf(tx, input.category_id),
      repo.provinceExists(tx, input.province_id),
      input.district_id ? repo.parentOf(tx, 'district', input.district_id) : null,
      input.commune_id ? repo.parentOf(tx, 'commune', input.commune_id) : null,
      input.village_id ? repo.parentOf(tx, 'village', input.village_id) : null,
      repo.existingTagIds(tx, input.tag_ids),
    ]);
    if (!category) errors.category_id = ['category-not-found'];
    if (!province) errors.province_id = ['province-not-found'];
    if (input.district_id && district !== input.province_id)
      errors.district_id = ['district-not-found'];
    if (input.commune_id && commune !== input.district_id)
      errors.commune_id = ['commune-not-found'];
    if (input.village_id && village !== input.commune_id) errors.village_id = ['village-not-found'];
    if (input.tag_ids.some((t) => !tags.has(t))) errors.tag_ids = ['tag-not-found'];
    if (Object.keys(errors).length) throw fieldErrors(errors);
    return category!;
  }

  function valuesOf(
    input: AdminLocationInputParsed,
    category: { name_en: string; name_km: string },
  ): Omit<repo.LocationValues, 'slug' | 'photo_count'> {
    const { slug: _slug, tag_ids: _tags, ...own } = input;
    return {
      ...own,
      // As the seed indexes a place (D6): both names, the English summary, the category's names.
      search_text: searchText([
        input.name_en,
        input.name_km,
        input.short_description_en,
        category.name_en,
        category.name_km,
      ]),
    };
  }

  async function detail(id: number): Promise<AdminLocation> {
    const l = await mustFind(db, id);
    const [tagIds, activityRows, guide] = await Promise.all([
      repo.tagIdsOf(db, id),
      repo.activitiesOf(db, id),
      repo.guideOf(db, id),
    ]);
    return {
      id: l.id,
      slug: l.slug,
      name_en: l.name_en,
      name_km: l.name_km,
      short_description_en: l.short_description_en,
      short_description_km: l.short_description_km,
      description_en: l.description_en,
      description_km: l.description_km,
      category_id: l.category_id,
      province_id: l.province_id,
      district_id: l.district_id,
      commune_id: l.commune_id,
      village_id: l.village_id,
      lat: l.lat,
      lng: l.lng,
      url_location: l.url_location,
      min_money_riel: l.min_money_riel,
      max_money_riel: l.max_money_riel,
      tag_ids: tagIds,
      total_view: l.total_view,
      rate_star: averageRating(l.rating_sum, l.rating_count),
      review_count: l.rating_count,
      photo_count: l.photo_count,
      photos: galleryPhotos('locations', l.id, l.photo_count),
      activities: activityRows.map((r) => toActivity(r.activity, r.booking_count)),
      guide: guide ? guideFromStored(guide) : null,
      created_at: l.created_at.toISOString(),
    };
  }

  return {
    detail,

    async list(q: {
      search?: string | undefined;
      province_id?: number | undefined;
      category_id?: number | undefined;
      page: number;
    }): Promise<AdminLocationsPage> {
      const words = q.search ? searchWords(q.search) : [];
      const perPage = ADMIN_PLACES_PAGE_SIZE;
      const { rows, total } = await repo.listPage(
        db,
        {
          provinceId: q.province_id,
          categoryId: q.category_id,
          ...(words.length ? { searchWords: words, searchPhrase: words.join(' ') } : {}),
        },
        perPage,
        (q.page - 1) * perPage,
      );
      return {
        locations: rows.map(({ location: l, province, category }) => ({
          id: l.id,
          slug: l.slug,
          name_en: l.name_en,
          name_km: l.name_km,
          province,
          category,
          total_view: l.total_view,
          rate_star: averageRating(l.rating_sum, l.rating_count),
          review_count: l.rating_count,
          photo_count: l.photo_count,
          thumbnail:
            l.photo_count > 0
              ? `/api/media/locations/${l.id}/0.svg`
              : categoryPicture(category.slug),
        })),
        pagination: {
          total,
          current_page: q.page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
        },
      };
    },

    async options(q: {
      province_id?: number | undefined;
      district_id?: number | undefined;
      commune_id?: number | undefined;
    }): Promise<AdminPlacesOptions> {
      const [provinces, categories, tags, districts, communes, villages] = await Promise.all([
        repo.allProvinces(db),
        repo.allCategories(db),
        repo.allTags(db),
        q.province_id ? repo.districtsOf(db, q.province_id) : [],
        q.district_id ? repo.communesOf(db, q.district_id) : [],
        q.commune_id ? repo.villagesOf(db, q.commune_id) : [],
      ]);
      return {
        provinces,
        categories,
        tags,
        hotel_types: [...HOTEL_TYPES],
        difficulties: [...ACTIVITY_DIFFICULTIES],
        districts,
        communes,
        villages,
      };
    },

    /** A new place starts with no photo (photo_count 0): its pictures are uploaded next. */
    async create(input: AdminLocationInputParsed, staff: Staff): Promise<AdminLocation> {
      const id = await db.transaction(async (tx) => {
        const category = await checkReferences(tx, input);
        await lockSlugs(tx, 'locations');
        let slug: string;
        if (input.slug) {
          if ((await repo.slugsLike(tx, input.slug)).has(input.slug))
            throw new AppError('place-slug-taken', SLUG_TAKEN);
          slug = input.slug;
        } else {
          const base = slugify(input.name_en);
          slug = freeSlug(base, await repo.slugsLike(tx, base));
        }
        const row = await repo.insertLocation(tx, {
          ...valuesOf(input, category),
          slug,
          photo_count: 0,
        });
        await repo.setTags(tx, row.id, input.tag_ids);
        await recordAudit(tx, {
          actor: staff,
          action: 'location.create',
          entity: 'location',
          entityId: row.id,
          before: null,
          after: snapshot(row, input.tag_ids),
        });
        return row.id;
      });
      return detail(id);
    },

    async update(id: number, input: AdminLocationInputParsed, staff: Staff) {
      await db.transaction(async (tx) => {
        const before = await mustFind(tx, id, true);
        const beforeTags = await repo.tagIdsOf(tx, id);
        const category = await checkReferences(tx, input);
        let slug = before.slug;
        if (input.slug && input.slug !== before.slug) {
          await lockSlugs(tx, 'locations');
          if ((await repo.slugsLike(tx, input.slug)).has(input.slug))
            throw new AppError('place-slug-taken', SLUG_TAKEN);
          slug = input.slug;
        }
        const after = await repo.updateLocation(tx, id, { ...valuesOf(input, category), slug });
        await repo.setTags(tx, id, input.tag_ids);
        await recordAudit(tx, {
          actor: staff,
          action: 'location.update',
          entity: 'location',
          entityId: id,
          before: snapshot(before, beforeTags),
          after: snapshot(
            after,
            [...input.tag_ids].sort((a, b) => a - b),
          ),
        });
      });
      return detail(id);
    },

    async addPhoto(id: number, bytes: Buffer, position: number | undefined, staff: Staff) {
      return db.transaction(async (tx): Promise<AdminPhotos> => {
        const l = await mustFind(tx, id, true);
        const added = await addGalleryPhoto(tx, 'locations', id, l.photo_count, bytes, position);
        if (added.count !== l.photo_count)
          await repo.updateLocation(tx, id, { photo_count: added.count });
        await recordAudit(tx, {
          actor: staff,
          action:
            position === undefined || position >= l.photo_count
              ? 'location.photo.add'
              : 'location.photo.replace',
          entity: 'location',
          entityId: id,
          before: { photo_count: l.photo_count },
          after: { photo_count: added.count, position: added.position },
        });
        return { photo_count: added.count, photos: galleryPhotos('locations', id, added.count) };
      });
    },

    async removePhoto(id: number, position: number, staff: Staff) {
      return db.transaction(async (tx): Promise<AdminPhotos> => {
        const l = await mustFind(tx, id, true);
        const count = await removeGalleryPhoto(tx, 'locations', id, l.photo_count, position);
        await repo.updateLocation(tx, id, { photo_count: count });
        await recordAudit(tx, {
          actor: staff,
          action: 'location.photo.remove',
          entity: 'location',
          entityId: id,
          before: { photo_count: l.photo_count, position },
          after: { photo_count: count },
        });
        return { photo_count: count, photos: galleryPhotos('locations', id, count) };
      });
    },

    async putGuide(id: number, input: AdminGuideInputParsed, staff: Staff): Promise<AdminGuide> {
      return db.transaction(async (tx) => {
        await mustFind(tx, id, true);
        const before = await repo.guideOf(tx, id);
        const stored = guideToStored(input);
        await repo.upsertGuide(tx, id, stored);
        const after = guideFromStored(stored);
        await recordAudit(tx, {
          actor: staff,
          action: 'guide.update',
          entity: 'location',
          entityId: id,
          before: before ? guideFromStored(before) : null,
          after,
        });
        return after;
      });
    },
  };
}
