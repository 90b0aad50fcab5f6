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

/** A child level, its indexed parent column (districts_province_idx ...) and the parent table. */
export const CHILD_LEVELS = {
  districts: { table: districts, parentColumn: districts.province_id, parent: provinces },
  communes: { table: communes, parentColumn: communes.district_id, parent: districts },
  villages: { table: villages, parentColumn: villages.commune_id, parent: communes },
} as const;
export type ChildLevel = keyof typeof CHILD_LEVELS;

export function listChildren(
  db: DbOrTx,
  level: ChildLevel,
  parentId: number,
  lang: Lang,
): Promise<AdminUnitRow[]> {
  const { table, parentColumn } = CHILD_LEVELS[level];
  return db
    .select()
    .from(table as typeof districts)
    .where(eq(parentColumn, parentId))
    .orderBy(...byName(lang, table));
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
