import type { Lang } from '@camtour/shared/constants';
import type { Attribute } from '@camtour/shared/domain/chatbot/dialogue';
import type { Db } from '../../../db/client';
import { hrefOf, type AnswerBuilder } from '../answer-builder';
import type { Text } from '../answer-text';
import * as repo from '../chatbot-repository';
import type { ChatEnv } from '../decide';
import type { Phrases } from '../phrasing';
import type { Province } from '../retrieval';
import { kmBetween } from './attributes';
import type { GuideShape } from './place';

/** A province's most visited places (of the asked kinds), with a link to all of them. */
export async function provinceAnswer(
  db: Db,
  b: AnswerBuilder,
  where: Province,
  lang: Lang,
  t: Text,
  kinds: string[],
): Promise<boolean> {
  const rows = kinds.length
    ? (await repo.topLocationsOfCategories(db, kinds, 24))
        .filter((r) => r.province_id === where.id)
        .slice(0, 4)
    : await repo.topLocationsIn(db, where.id, 4);
  if (rows.length === 0) return false;
  b.para(t.placesIn(where[`name_${lang}`]));
  b.list(
    rows.map(
      (r) =>
        `${b.link(r[`name_${lang}`], hrefOf('location', r.id), 'location')}: ${r[`short_description_${lang}`]}`,
    ),
  );
  b.para(t.morePlaces(b.link(where[`name_${lang}`], `/adventure?province_id=${where.id}`, 'page')));
  return true;
}

/** A kind of place ("waterfalls", "hiking"): the most visited ones. */
export async function kindAnswer(
  db: Db,
  b: AnswerBuilder,
  kinds: string[],
  lang: Lang,
  t: Text,
): Promise<boolean> {
  const rows = (await repo.topLocationsOfCategories(db, kinds, 24)).slice(0, 4);
  if (rows.length === 0) return false;
  b.para(t.placesOfKind);
  b.list(
    rows.map(
      (r) =>
        `${b.link(r[`name_${lang}`], hrefOf('location', r.id), 'location')}: ${r[`short_description_${lang}`]}`,
    ),
  );
  return true;
}

/**
 * A province asked for its best time, tips or distance: what the guides of its places say (our
 * guides are written per place, and a province's most visited place speaks for the town).
 */
export async function provinceAttributes(
  env: ChatEnv,
  b: AnswerBuilder,
  where: Province,
  other: Province | undefined,
  attributes: Attribute[],
  lang: Lang,
  p: Phrases,
): Promise<boolean> {
  const name = where[`name_${lang}`];
  let said = false;
  if (attributes.includes('distance') && other && where.lat != null && where.lng != null) {
    if (other.lat != null && other.lng != null) {
      const km = Math.round(
        kmBetween({ lat: where.lat, lng: where.lng }, { lat: other.lat, lng: other.lng }),
      );
      b.para(p.provinceApart(other[`name_${lang}`], name, String(km)));
      said = true;
    }
  }
  const top = await repo.topLocationsIn(env.db, where.id, 3);
  for (const row of top) {
    const guide = (await repo.guideOf(env.db, row.id)) as
      (GuideShape & { local_etiquette?: Record<Lang, { customs?: string[] } | null> }) | null;
    if (!guide) continue;
    const best = guide.best_time_to_visit?.[lang];
    if (attributes.includes('best-time') && best) {
      b.para(`${p.provinceBestTime(name)} ${best}`);
      said = true;
    }
    const tr = guide.local_transportation?.[lang];
    if (attributes.includes('distance') && tr?.longDistances) {
      b.para(`${p.roadNote} ${tr.longDistances}`);
      said = true;
    }
    if (attributes.includes('around') && (tr?.shortDistances || tr?.tip)) {
      b.para(p.gettingAround(name)).list([tr.shortDistances, tr.tip].filter(Boolean) as string[]);
      said = true;
    }
    const pack = guide.what_to_pack?.[lang];
    if (attributes.includes('pack') && pack?.length) {
      b.para(p.packFor(name)).list(pack);
      said = true;
    }
    const customs = guide.local_etiquette?.[lang]?.customs;
    if (attributes.includes('tips') && (customs?.length || tr?.tip)) {
      b.para(p.tips(name)).list([...(customs ?? []), ...(tr?.tip ? [tr.tip] : [])]);
      said = true;
    }
    break;
  }
  if (said) b.para(p.morePlaces(b.link(name, `/adventure?province_id=${where.id}`, 'page')));
  return said;
}
