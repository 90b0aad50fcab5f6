import type { FailureKey } from '@camtour/shared/errors';
import type { Lang } from '@camtour/shared/schemas/common';
import type { LocationCategory, PlaceLookup, ProvinceLookup } from '@camtour/shared/schemas/places';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './places-repository';
import type { AdminUnitRow, CategoryRow, ChildLevel, ProvinceRow } from './places-repository';

const PARENT_NOT_FOUND: Record<ChildLevel, FailureKey> = {
  districts: 'province-not-found',
  communes: 'district-not-found',
  villages: 'commune-not-found',
};

function toLookup(row: AdminUnitRow | ProvinceRow, lang: Lang): PlaceLookup {
  return {
    id: row.id,
    code: row.code,
    name: lang === 'km' ? row.name_km : row.name_en,
    name_en: row.name_en,
    name_km: row.name_km,
    local_name: row.name_km,
    type: row.type_en,
    type_km: row.type_km,
    lat: row.lat,
    lng: row.lng,
  };
}

function toCategory(row: CategoryRow, lang: Lang): LocationCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: lang === 'km' ? row.name_km : row.name_en,
    name_en: row.name_en,
    name_km: row.name_km,
    description: lang === 'km' ? row.description_km : row.description_en,
    description_en: row.description_en,
    description_km: row.description_km,
    image: `/api/media/category/${row.slug}.svg`,
  };
}

export function createPlacesService(db: Db) {
  return {
    async provinces(lang: Lang): Promise<ProvinceLookup[]> {
      const rows = await repo.listProvinces(db, lang);
      return rows.map((r) => ({ ...toLookup(r, lang), slug: r.slug }));
    },

    /** An unknown parent is a 404; a known parent with no children is an empty list. */
    async children(level: ChildLevel, parentId: number, lang: Lang): Promise<PlaceLookup[]> {
      if (!(await repo.exists(db, repo.CHILD_LEVELS[level].parent, parentId))) {
        throw new AppError(PARENT_NOT_FOUND[level]);
      }
      return (await repo.listChildren(db, level, parentId, lang)).map((r) => toLookup(r, lang));
    },

    async categories(lang: Lang): Promise<LocationCategory[]> {
      return (await repo.listCategories(db)).map((r) => toCategory(r, lang));
    },
  };
}
