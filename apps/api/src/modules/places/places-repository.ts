import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Lang } from '@camtour/shared/schemas/common';
import type { DbOrTx } from '../../db/client';
import {
  communes,
  districts,
  locationCategories,
  provinces,
  villages,
} from '../../db/schema/index';

export type ProvinceRow = typeof provinces.$inferSelect;
export type AdminUnitRow =
  typeof districts.$inferSelect | typeof communes.$inferSelect | typeof villages.$inferSelect;
export type CategoryRow = typeof locationCategories.$inferSelect;

interface NamedTable {
  id: AnyPgColumn;
  name_en: AnyPgColumn;
  name_km: AnyPgColumn;
}

/** The one ordering of lookup lists: by the name in the reader's language, then id. */
function byName(lang: Lang, t: NamedTable) {
  return [asc(lang === 'km' ? t.name_km : t.name_en), asc(t.id)];
}

export function listProvinces(db: DbOrTx, lang: Lang): Promise<ProvinceRow[]> {
  return db
    .select()
    .from(provinces)
    .orderBy(...byName(lang, provinces));
}

// Each child list filters on an indexed parent column (districts_province_idx, ...).
export function listDistricts(db: DbOrTx, provinceId: number, lang: Lang): Promise<AdminUnitRow[]> {
  return db
    .select()
    .from(districts)
    .where(eq(districts.province_id, provinceId))
    .orderBy(...byName(lang, districts));
}

export function listCommunes(db: DbOrTx, districtId: number, lang: Lang): Promise<AdminUnitRow[]> {
  return db
    .select()
    .from(communes)
    .where(eq(communes.district_id, districtId))
    .orderBy(...byName(lang, communes));
}

export function listVillages(db: DbOrTx, communeId: number, lang: Lang): Promise<AdminUnitRow[]> {
  return db
    .select()
    .from(villages)
    .where(eq(villages.commune_id, communeId))
    .orderBy(...byName(lang, villages));
}

type ParentTable = typeof provinces | typeof districts | typeof communes;

export async function exists(db: DbOrTx, table: ParentTable, id: number): Promise<boolean> {
  return (await db.$count(table, eq(table.id, id))) > 0;
}

export function listCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return db
    .select()
    .from(locationCategories)
    .orderBy(asc(locationCategories.sort_order), asc(locationCategories.id));
}
