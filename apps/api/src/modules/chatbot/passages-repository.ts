import type { Lang } from '@camtour/shared/constants';
import type { Passage } from '@camtour/shared/domain/chatbot/passages';
import { sentencesOf } from '@camtour/shared/domain/chatbot/passages';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  activities,
  hotelNearby,
  hotelRoomTypes,
  hotels,
  locations,
  products,
  travelGuides,
} from '../../db/schema/index';
import type { Kind } from './answer-builder';

/** Every string inside a guide section's value for one language (strings, lists, objects). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const split = (text: string | null | undefined, source: string): Passage[] =>
  text ? sentencesOf(text).map((s) => ({ text: s, source })) : [];

/** A short item of a list ("Shoulders and knees covered"): a passage as it is. */
const item = (text: string, source: string): Passage => ({ text, source, item: true });

/**
 * All we have written about one thing, as sentences in one language: a place's descriptions,
 * guide and activities; a hotel's description, services, meals, rooms and what is near; a
 * product's description and specs. Read by primary or foreign key (each column indexed).
 */
export async function passagesOf(db: DbOrTx, kind: Kind, id: number, lang: Lang) {
  if (kind === 'location' || kind === 'activity') return locationPassages(db, kind, id, lang);
  if (kind === 'hotel') return hotelPassages(db, id, lang);
  return productPassages(db, id, lang);
}

async function locationPassages(db: DbOrTx, kind: Kind, id: number, lang: Lang) {
  let locationId = id;
  if (kind === 'activity') {
    const [a] = await db
      .select({ location_id: activities.location_id })
      .from(activities)
      .where(eq(activities.id, id))
      .limit(1);
    if (!a) return [];
    locationId = a.location_id;
  }
  const [l] = await db
    .select({
      short_en: locations.short_description_en,
      short_km: locations.short_description_km,
      description_en: locations.description_en,
      description_km: locations.description_km,
    })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  if (!l) return [];
  const [g] = await db
    .select({ guide: travelGuides.guide })
    .from(travelGuides)
    .where(eq(travelGuides.location_id, locationId))
    .limit(1);
  const acts = await db
    .select({
      name_en: activities.name_en,
      name_km: activities.name_km,
      description_en: activities.description_en,
      description_km: activities.description_km,
      included: activities.included,
      requirements: activities.requirements,
    })
    .from(activities)
    .where(and(eq(activities.location_id, locationId), eq(activities.is_active, true)))
    .orderBy(asc(activities.sort_order), asc(activities.id))
    .limit(12);
  const out: Passage[] = [
    ...split(l[`description_${lang}`], 'description'),
    ...split(l[`short_${lang}`], 'description'),
  ];
  for (const section of Object.values(g?.guide ?? {})) {
    const own = (section as Record<Lang, unknown> | null)?.[lang];
    for (const s of stringsIn(own))
      out.push(...(s.length > 160 ? split(s, 'guide') : [item(s, 'guide')]));
  }
  for (const a of acts) {
    out.push(...split(a[`description_${lang}`], 'activity'));
    for (const r of a.requirements[lang] ?? []) out.push(item(r, 'activity'));
    for (const r of a.included[lang] ?? []) out.push(item(r, 'activity'));
  }
  return dedupe(out);
}

async function hotelPassages(db: DbOrTx, id: number, lang: Lang) {
  const [h] = await db
    .select({
      description_en: hotels.description_en,
      description_km: hotels.description_km,
      services: hotels.services,
      meals: hotels.meals,
    })
    .from(hotels)
    .where(eq(hotels.id, id))
    .limit(1);
  if (!h) return [];
  const rooms = await db
    .select({
      title_en: hotelRoomTypes.title_en,
      title_km: hotelRoomTypes.title_km,
      description_en: hotelRoomTypes.description_en,
      description_km: hotelRoomTypes.description_km,
    })
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.hotel_id, id));
  const near = await db
    .select({
      title_en: hotelNearby.title_en,
      title_km: hotelNearby.title_km,
      description_en: hotelNearby.description_en,
      description_km: hotelNearby.description_km,
    })
    .from(hotelNearby)
    .where(eq(hotelNearby.hotel_id, id));
  const colon = lang === 'km' ? '៖' : ':';
  return dedupe([
    ...split(h[`description_${lang}`], 'description'),
    ...h.services.map((s) => item(s[lang], 'service')),
    ...h.meals.map((s) => item(s[lang], 'meal')),
    ...rooms.map((r) => item(`${r[`title_${lang}`]}${colon} ${r[`description_${lang}`]}`, 'room')),
    ...near.map((r) => item(`${r[`title_${lang}`]}${colon} ${r[`description_${lang}`]}`, 'near')),
  ]);
}

async function productPassages(db: DbOrTx, id: number, lang: Lang) {
  const [p] = await db
    .select({
      description_en: products.description_en,
      description_km: products.description_km,
      specs: products.specs,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!p) return [];
  const colon = lang === 'km' ? '៖' : ':';
  return dedupe([
    ...p.specs.map((s) => item(`${s[`label_${lang}`]}${colon} ${s[`value_${lang}`]}`, 'spec')),
    ...split(p[`description_${lang}`], 'description'),
  ]);
}

function dedupe(passages: Passage[]): Passage[] {
  const seen = new Set<string>();
  return passages.filter((p) => !seen.has(p.text) && !!seen.add(p.text));
}

const likePattern = (w: string) => `%${w.replace(/[%_\\]/g, '\\$&')}%`;

/**
 * Places whose description holds the most of these words (as substrings, so a root meets its
 * forms), most viewed first among equals; in one province when given. Each ILIKE is served by the
 * description's trigram index.
 */
export async function placesDescribedBy(
  db: DbOrTx,
  words: string[],
  lang: Lang,
  provinceId: number | undefined,
  limit = 8,
) {
  const column = lang === 'km' ? locations.description_km : locations.description_en;
  if (words.length === 0) return [];
  const hits = sql.join(
    words.map((w) => sql`(case when ${column} ilike ${likePattern(w)} then 1 else 0 end)`),
    sql` + `,
  );
  return db
    .select({
      id: locations.id,
      name_en: locations.name_en,
      name_km: locations.name_km,
      description: column,
      hits: sql<number>`(${hits})::int`,
    })
    .from(locations)
    .where(
      and(
        or(...words.map((w) => ilike(column, likePattern(w)))),
        provinceId === undefined ? undefined : eq(locations.province_id, provinceId),
      ),
    )
    .orderBy(desc(sql`(${hits})`), desc(locations.total_view), asc(locations.id))
    .limit(limit);
}
