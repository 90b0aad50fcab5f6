import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { communes, districts, provinces, villages } from '../../db/schema/index';
import provinceSeed from '../../db/seed/data/provinces.json';
import { idFromCode } from '../../db/seed/seed-places';

const LEVELS = ['province', 'district', 'commune', 'village'] as const;
type Level = (typeof LEVELS)[number];

/** One record of a gazetteer file (format of shared/data/gazetteer/gazetteer.json). */
export const GazetteerRecordSchema = z.object({
  code: z.string().regex(/^\d{2}(\d{2}){0,3}$/),
  level: z.enum(LEVELS),
  unit_km: z.string().default(''),
  unit_latin: z.string().default(''),
  name_km: z.string().min(1),
  name_latin: z.string().min(1),
  parent: z.string().nullable(),
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
});
export type GazetteerRecord = z.infer<typeof GazetteerRecordSchema>;

export const GazetteerFileSchema = z.array(GazetteerRecordSchema);

export class GazetteerError extends Error {
  override name = 'GazetteerError';
}

export type ImportCounts = Record<Level, number>;
export type ProgressFn = (level: Level, done: number, total: number) => void;

const CODE_LENGTH: Record<Level, number> = { province: 2, district: 4, commune: 6, village: 8 };
const BATCH = 1000;
/** The API's province ids are the earlier product's, not NCDD codes (NOTICE.md). */
const provinceIdByCode = new Map(provinceSeed.map((p) => [p.code, p.id]));

const slugify = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function check(records: GazetteerRecord[]): void {
  const codes = new Set(records.map((r) => r.code));
  const problems: string[] = [];
  for (const r of records) {
    if (r.code.length !== CODE_LENGTH[r.level])
      problems.push(`${r.code}: code length does not match level ${r.level}`);
    if (r.level === 'province') {
      if (!provinceIdByCode.has(r.code)) problems.push(`${r.code}: unknown province code`);
    } else if (!r.parent || !codes.has(r.parent)) {
      problems.push(`${r.code}: parent ${r.parent ?? '(none)'} is not in the file`);
    }
    if (problems.length >= 10) break;
  }
  if (problems.length)
    throw new GazetteerError(`Invalid gazetteer file:\n  ${problems.join('\n  ')}`);
}

function common(r: GazetteerRecord) {
  return {
    code: r.code,
    name_en: r.name_latin,
    name_km: r.name_km,
    type_en: r.unit_latin,
    type_km: r.unit_km,
    lat: r.lat ?? null,
    lng: r.lng ?? null,
  };
}

/** Columns an import refreshes on a second run; ids and slugs stay as they are. */
const refreshed = {
  name_en: sql`excluded.name_en`,
  name_km: sql`excluded.name_km`,
  type_en: sql`excluded.type_en`,
  type_km: sql`excluded.type_km`,
  lat: sql`excluded.lat`,
  lng: sql`excluded.lng`,
  updated_at: sql`now()`,
};

async function upsertLevel(
  tx: DbOrTx,
  level: Level,
  rows: GazetteerRecord[],
  progress?: ProgressFn,
) {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    if (level === 'province') {
      await tx
        .insert(provinces)
        .values(
          batch.map((r) => ({
            ...common(r),
            id: provinceIdByCode.get(r.code)!,
            slug: slugify(r.name_latin),
          })),
        )
        .onConflictDoUpdate({ target: provinces.id, set: refreshed });
    } else if (level === 'district') {
      await tx
        .insert(districts)
        .values(
          batch.map((r) => ({
            ...common(r),
            id: idFromCode(r.code),
            province_id: provinceIdByCode.get(r.parent!)!,
          })),
        )
        .onConflictDoUpdate({
          target: districts.id,
          set: { ...refreshed, province_id: sql`excluded.province_id` },
        });
    } else if (level === 'commune') {
      await tx
        .insert(communes)
        .values(
          batch.map((r) => ({
            ...common(r),
            id: idFromCode(r.code),
            district_id: idFromCode(r.parent!),
          })),
        )
        .onConflictDoUpdate({
          target: communes.id,
          set: { ...refreshed, district_id: sql`excluded.district_id` },
        });
    } else {
      await tx
        .insert(villages)
        .values(
          batch.map((r) => ({
            ...common(r),
            id: idFromCode(r.code),
            commune_id: idFromCode(r.parent!),
          })),
        )
        .onConflictDoUpdate({
          target: villages.id,
          set: { ...refreshed, commune_id: sql`excluded.commune_id` },
        });
    }
    progress?.(level, Math.min(i + BATCH, rows.length), rows.length);
  }
}

/**
 * Loads a whole gazetteer idempotently: one transaction, parents before
 * children, upserts keyed by NCDD code, so a second run changes nothing.
 */
export async function importGazetteer(
  db: Db,
  input: unknown,
  progress?: ProgressFn,
): Promise<ImportCounts> {
  const parsed = GazetteerFileSchema.safeParse(input);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new GazetteerError(
      `Invalid gazetteer file at [${first?.path.join('.')}]: ${first?.message}`,
    );
  }
  const records = parsed.data;
  check(records);
  const counts = { province: 0, district: 0, commune: 0, village: 0 } satisfies ImportCounts;
  await db.transaction(async (tx) => {
    for (const level of LEVELS) {
      const rows = records.filter((r) => r.level === level);
      await upsertLevel(tx, level, rows, progress);
      counts[level] = rows.length;
    }
  });
  return counts;
}
