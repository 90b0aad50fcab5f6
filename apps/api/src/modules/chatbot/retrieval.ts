import type { Lang } from '@camtour/shared/constants';
import { FAQ } from '@camtour/shared/data/faq';
import { buildFaqIndex, type FaqHit } from '@camtour/shared/domain/chatbot/faq-index';
import { placeKindsOf, type Aspect } from '@camtour/shared/domain/chatbot/intent';
import {
  bestMatch,
  contentWords,
  isGeneric,
  isIntentWord,
  isKhmerWord,
  wordMatch,
} from '@camtour/shared/domain/chatbot/words';
import { searchWords } from '@camtour/shared/domain/search';
import type { Db } from '../../db/client';
import type { Kind } from './answer-builder';
import * as repo from './chatbot-repository';

/** The FAQ is static data: indexed once per process. */
export const faqIndex = buildFaqIndex(FAQ);

/** A FAQ hit good enough to answer with on its own, and one good enough to offer. */
export const FAQ_CONFIDENT = { score: 5, coverage: 0.5 };
export const FAQ_PLAUSIBLE = { score: 3, coverage: 0.5 };
export const isAtLeast = (h: FaqHit | undefined, bar: { score: number; coverage: number }) =>
  !!h && h.score >= bar.score && h.coverage >= bar.coverage;

/** FAQ groups that answer each kind of question best. */
const ASPECT_GROUPS: Record<Aspect, string[]> = {
  where: ['attractions'],
  'getting-there': ['transport'],
  price: ['money', 'temple-pass', 'transport'],
  'best-time': ['seasons'],
  pack: ['packing'],
  hours: ['temple-pass'],
  activities: ['attractions'],
  general: [],
};

/** FAQ hits re-ranked towards the group the question's aspect belongs to. */
export function faqSearch(text: string, lang: Lang, aspect: Aspect): FaqHit[] {
  const groups = ASPECT_GROUPS[aspect];
  const hits = faqIndex
    .search(text, lang, 6)
    .map((h) => (groups.includes(h.entry.group) ? { ...h, score: h.score * 1.5 } : h));
  return hits.sort((a, b) => b.score - a.score || b.coverage - a.coverage).slice(0, 3);
}

/** A name match this good means the question is about that one place or thing. */
export const STRONG = 0.8;

export interface Hit {
  kind: Kind;
  id: number;
  name: { en: string; km: string };
  /** Sum of the question words matched in the name (generic words count less). */
  score: number;
  /** Share of the name's own words the question matched. */
  precision: number;
  row: repo.LocationRow | repo.HotelRow | repo.ProductRow | repo.ActivityRow;
}

export type Province = Awaited<ReturnType<typeof repo.allProvinces>>[number];

/** The words a name is known by, both languages; numbers ("2", "400") name nothing alone. */
export function nameWords(en: string, km: string): string[] {
  return [...new Set([...contentWords(en), ...contentWords(km)])].filter((w) => !/^\d+$/.test(w));
}

/** Share of a name's own words (generic ones count less) that the question matched. */
function precisionOf(question: string[], words: string[]): number {
  let total = 0;
  let matched = 0;
  for (const w of words) {
    const weight = isGeneric(w) ? 0.3 : 1;
    total += weight;
    if (question.some((q) => wordMatch(q, w) > 0)) matched += weight;
  }
  return total ? matched / total : 0;
}

/**
 * Words of our own buttons and pages ("add to basket", "ដាក់ចូលកន្ត្រក"): they name no product,
 * even where a product's name happens to hold one ("តុតូចដាក់ចំហៀង", a side table).
 */
const UI_WORDS = new Set([
  'add',
  'cart',
  'basket',
  'checkout',
  'ដាក់',
  'ចូល',
  'កន្ត្រក',
  'បន្ថែម',
  'បង្ហាញ',
  'ជ្រើស',
  'ជ្រើសរើស',
  'ទូទាត់',
  'បន្ត',
  'ផ្ញើ',
  'ដាក់ចូល',
  'ដាក់ចូលកន្ត្រក',
]);

export function scoreName(question: string[], en: string, km: string) {
  const words = nameWords(en, km);
  if (words.length === 0) return { score: 0, precision: 0 };
  let score = 0;
  for (const q of question) {
    // "open", "price", "night" ask about a place; they do not name one ("Pop-up shelter opens").
    if (isIntentWord(q) || UI_WORDS.has(q)) continue;
    const m = bestMatch(q, words);
    if (m > 0) score += m * (isGeneric(q) ? 0.3 : 1);
  }
  // Each language's name on its own: a question in one language names it in that one.
  const precision = Math.max(
    precisionOf(question, nameWords(en, '')),
    precisionOf(question, nameWords('', km)),
  );
  return { score, precision };
}

/** The words to hand the search: the question's content words as typed and stemmed. */
function searchTerms(message: string): string[] {
  const raw = searchWords(message);
  const terms = new Set<string>();
  const stems = contentWords(message);
  for (const w of [...raw.filter((w) => stems.some((s) => w.startsWith(s) || s === w)), ...stems]) {
    if (isKhmerWord(w) ? w.length >= 2 : w.length >= 3) terms.add(w);
  }
  return [...terms].slice(0, 8);
}

/** Places, hotels, products and activities whose names the question's words meet, best first. */
export async function retrieve(db: Db, message: string): Promise<Hit[]> {
  const terms = searchTerms(message);
  if (terms.length === 0) return [];
  const phrase = searchWords(message).join(' ');
  const question = contentWords(message);
  const [locs, hotels, products, acts] = await repo.withLooseTypos(
    db,
    async (tx) =>
      [
        await repo.searchLocations(tx, terms, phrase),
        await repo.searchHotels(tx, terms, phrase),
        await repo.searchProducts(tx, terms, phrase),
        await repo.searchActivities(tx, terms, phrase),
      ] as const,
  );
  const hits: Hit[] = [];
  const push = (kind: Kind, row: Hit['row'], en: string, km: string) => {
    const s = scoreName(question, en, km);
    if (s.score > 0) hits.push({ kind, id: row.id, name: { en, km }, row, ...s });
  };
  for (const r of locs) push('location', r, r.name_en, r.name_km);
  for (const r of hotels) push('hotel', r, r.name_en, r.name_km);
  for (const r of products) push('product', r, r.name_en, r.name_km);
  for (const r of acts) push('activity', r, r.name_en, r.name_km);
  hits.sort((a, b) => b.score - a.score || b.precision - a.precision);
  return hits;
}

/** The one hit the question names, if one stands out. */
export function strongest(hits: Hit[], prefer?: Kind): Hit | undefined {
  // An activity's long name is met by chance ("sunrise"): it must be mostly named.
  const strong = hits.filter(
    (h) =>
      h.score >= STRONG &&
      (h.precision >= (h.kind === 'activity' ? 0.5 : 0.34) ||
        (h.kind !== 'activity' && h.score >= 1.8)),
  );
  if (strong.length === 0) return undefined;
  const top = strong[0]!.score;
  const near = strong.filter((h) => h.score >= top - 0.05);
  near.sort(
    (a, b) =>
      Number(b.kind === prefer) - Number(a.kind === prefer) ||
      b.precision - a.precision ||
      Number(b.kind === 'location') - Number(a.kind === 'location'),
  );
  return near[0];
}

export function provinceIn(message: string, list: readonly Province[]): Province | undefined {
  const lower = message.toLowerCase();
  return list.find(
    (p) =>
      lower.includes(p.name_en.toLowerCase()) ||
      (p.name_km && message.includes(p.name_km)) ||
      (p.slug === 'preah-sihanouk' && /sihanoukville|kampong som/.test(lower)),
  );
}

/** Words that colour a question without naming anything to look for ("near", "for families"). */
const FILLER = new Set(
  `near nearby around close closest good nice famous popular recommended worth must family families
  kid kids child children couple friend friends today tonight weekend week morning afternoon evening
  somewhere anywhere place places spot spots
  ចុងសប្តាហ៍ ចុងសប្ដាហ៍ ចុង សប្តាហ៍ សប្ដាហ៍ ចង់ទៅ លេង ក្បែរ ជិត កន្លែង ថ្ងៃនេះ ស្អែក ព្រឹក ល្ងាច គ្រួសារ ក្មេង កុមារ មិត្ត`.split(
    /\s+/,
  ),
);

/** The question's words no place, FAQ, province or intent accounts for. */
export function unexplained(text: string, named: Hit | undefined, province: Province | undefined) {
  const names = named ? nameWords(named.name.en, named.name.km) : [];
  const provinceWords = province ? nameWords(province.name_en, province.name_km) : [];
  return contentWords(text).filter(
    (w) =>
      !isGeneric(w) &&
      !isIntentWord(w) &&
      !FILLER.has(w) &&
      !/^\d+$/.test(w) &&
      bestMatch(w, names) === 0 &&
      placeKindsOf(w).length === 0 &&
      bestMatch(w, provinceWords) === 0,
  );
}
