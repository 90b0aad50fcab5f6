import type { Lang } from '@camtour/shared/constants';
import type { FaqHit } from '@camtour/shared/domain/chatbot/faq-index';
import type { Aspect } from '@camtour/shared/domain/chatbot/intent';
import type { Db } from '../../../db/client';
import { hrefOf, type AnswerBuilder } from '../answer-builder';
import { riel, usd, type Text } from '../answer-text';
import * as repo from '../chatbot-repository';
import { passagesAnswering } from './passages';
import { FAQ_PLAUSIBLE, isAtLeast, type Hit } from '../retrieval';

/** The stored guide (per language); sections may be null. */
export interface GuideShape {
  best_time_to_visit?: { en: string | null; km: string | null };
  local_transportation?: {
    en: { shortDistances?: string; longDistances?: string; tip?: string } | null;
    km: { shortDistances?: string; longDistances?: string; tip?: string } | null;
  };
  what_to_pack?: { en: string[] | null; km: string[] | null };
  currency_and_budget?: {
    en: { budget?: string } | null;
    km: { budget?: string } | null;
  };
}

/** One place (or an activity's place), answered from its row, guide and activities by aspect. */
export async function placeAnswer(
  db: Db,
  b: AnswerBuilder,
  hit: Hit,
  aspect: Aspect,
  lang: Lang,
  t: Text,
  faqTop?: FaqHit,
  question?: string,
) {
  if (hit.kind === 'activity') {
    const a = hit.row as repo.ActivityRow;
    const place = b.link(a[`location_${lang}`], hrefOf('location', a.location_id), 'location');
    b.para(`${a[`name_${lang}`]} (${usd(a.price_cents)}): ${place}.`);
    const row = await repo.findLocation(db, a.location_id);
    if (!row) return;
    b.focus({ kind: 'location', id: row.id, name: { en: row.name_en, km: row.name_km } });
    hit = {
      kind: 'location',
      id: row.id,
      name: { en: row.name_en, km: row.name_km },
      row,
      score: 1,
      precision: 1,
    };
    if (aspect === 'general') return;
  }
  const l = hit.row as repo.LocationRow;
  b.focus(hit);
  const name = l[`name_${lang}`];
  const link = b.link(name, hrefOf('location', l.id), 'location');
  const guide = (await repo.guideOf(db, l.id)) as GuideShape | null;
  const g = <K extends keyof GuideShape>(key: K) =>
    ((guide?.[key] as Record<Lang, NonNullable<GuideShape[K]>['en']> | undefined)?.[lang] ??
      null) as NonNullable<GuideShape[K]>['en'] | null;

  if (aspect === 'where') {
    const first = l[`description_${lang}`].split(/(?<=[.។])\s*/u)[0] ?? '';
    b.para(`${t.whereIs(link, l[`category_${lang}`], l[`province_${lang}`])} ${first}`);
    const tr = g('local_transportation');
    if (tr?.longDistances) b.para(`${t.gettingThere(name)} ${tr.longDistances}`);
    return;
  }
  if (aspect === 'getting-there') {
    const tr = g('local_transportation');
    if (tr) {
      b.para(t.gettingThere(link));
      b.list([tr.longDistances, tr.shortDistances, tr.tip].filter(Boolean) as string[]);
    } else {
      b.para(t.noGettingThere(link, l[`province_${lang}`]));
    }
    return;
  }
  if (aspect === 'best-time') {
    const best = g('best_time_to_visit');
    b.para(best ? `${t.bestTime(link)} ${best}` : t.noBestTime(link));
    return;
  }
  if (aspect === 'pack') {
    const pack = g('what_to_pack');
    if (pack?.length) b.para(t.pack(link)).list(pack);
    else b.para(t.noPack(link));
    return;
  }
  if (aspect === 'hours') {
    // The FAQ's hours are the Angkor temples': not a market's or a circus's.
    if (
      faqTop &&
      isAtLeast(faqTop, FAQ_PLAUSIBLE) &&
      /hour|time|sunrise|open/.test(faqTop.entry.id) &&
      l.province_en === 'Siem Reap' &&
      /temple|ប្រាសាទ/iu.test(`${l.category_en} ${l.category_km}`)
    ) {
      b.para(faqTop.entry.answer[lang]);
      b.para(t.faqMore(b.link(faqTop.entry.question[lang], `/faq#${faqTop.entry.id}`, 'faq')));
      b.para(`${link}: ${l[`short_description_${lang}`]}`);
    } else {
      // The hours our own text gives (a description's "opens at 7:30"), else that we have none.
      const said = (await passagesAnswering(db, hit, question ?? '', lang)).filter((x) =>
        x.kinds.includes('time'),
      );
      if (said.length) b.para(`${link}: ${said.map((x) => x.text).join(' ')}`);
      else b.para(t.noHours(link)).para(l[`short_description_${lang}`]);
    }
    return;
  }
  const acts = await repo.activitiesOf(db, l.id);
  if (aspect === 'price') {
    if (l.max_money_riel > 0)
      b.para(`${link}: ${t.spend(riel(l.min_money_riel), riel(l.max_money_riel))}`);
    else b.para(`${link}: ${t.free}`);
    const budget = g('currency_and_budget');
    if (budget?.budget) b.para(`${t.budget} ${budget.budget}`);
    if (acts.length)
      b.para(t.thingsToDo).list(acts.map((a) => `${a[`name_${lang}`]}: ${usd(a.price_cents)}`));
    // The Angkor pass is the Angkor park's (Siem Reap): not a ticket to a temple elsewhere.
    if (
      faqTop &&
      isAtLeast(faqTop, FAQ_PLAUSIBLE) &&
      faqTop.entry.group === 'temple-pass' &&
      l.province_en === 'Siem Reap'
    ) {
      // A ticket question about a temple: the pass prices themselves, not only a link to them.
      if (/ticket|pass|entry|entrance|សំបុត្រ|ប័ណ្ណ/iu.test(question ?? ''))
        b.para(faqTop.entry.answer[lang]);
      b.para(t.faqMore(b.link(faqTop.entry.question[lang], `/faq#${faqTop.entry.id}`, 'faq')));
    }
    return;
  }
  b.para(
    `${link}: ${t.inProvince(l[`category_${lang}`], l[`province_${lang}`])} ${l[`short_description_${lang}`]}`,
  );
  if (l.rating_count > 0) {
    b.para(t.rating((l.rating_sum / l.rating_count).toFixed(1), l.rating_count));
  }
  if (acts.length) {
    b.para(t.thingsToDo).list(
      acts.slice(0, 4).map((a) => `${a[`name_${lang}`]}: ${usd(a.price_cents)}`),
    );
  }
}
