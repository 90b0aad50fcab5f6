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
  type AdminPlacesOptions,
} from '@camtour/shared/schemas/admin-places';
import { HOTEL_TYPES, GUIDE_SECTIONS, type GuideTips } from '@camtour/shared/schemas/travel';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginationOf } from '../../lib/pagination';
import type { Staff } from '../../lib/staff-routes';
import { recordAudit } from '../audit/audit';
import { toActivity } from './admin-activities';
import {
  createGalleryService,
  galleryPhotos,
  galleryUrl,
  gazetteerErrors,
  takeSlug,
} from './admin-places';
import * as repo from './admin-repository';

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
    const [category, gazetteer, tags] = await Promise.all([
      repo.categoryOf(tx, input.category_id),
      gazetteerErrors(tx, input),
      repo.existingTagIds(tx, input.tag_ids),
    ]);
    // The form's order: category, then where the place lies, then its tags.
    const errors: Record<string, string[]> = {};
    if (!category) errors.category_id = ['category-not-found'];
    Object.assign(errors, gazetteer);
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

  const gallery = createGalleryService(db, 'locations', {
    lockRow: (tx, id) => mustFind(tx, id, true),
    setPhotoCount: (tx, id, count) => repo.updateLocation(tx, id, { photo_count: count }),
  });

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
            l.photo_count > 0 ? galleryUrl('locations', l.id, 0) : categoryPicture(category.slug),
        })),
        pagination: paginationOf(total, q.page, perPage),
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
        const slug = await takeSlug(tx, 'locations', repo.slugsLike, input.slug, input.name_en);
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
        const slug =
          input.slug && input.slug !== before.slug
            ? await takeSlug(tx, 'locations', repo.slugsLike, input.slug, input.name_en)
            : before.slug;
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

    addPhoto: gallery.addPhoto,
    removePhoto: gallery.removePhoto,

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
