import type { Lang } from '@camtour/shared/constants';
import { suggestionsFor } from '@camtour/shared/data/chatbot-suggestions';
import { FAQ, type FaqEntry } from '@camtour/shared/data/faq';
import { linksIn } from '@camtour/shared/domain/chat-text';
import { plannerQuoteInput, QUOTE_DAYS_MAX } from '@camtour/shared/domain/chat-planner';
import { buildFaqIndex, type FaqHit } from '@camtour/shared/domain/chatbot/faq-index';
import {
  aspectOf,
  CANNOT_DO,
  greetingKind,
  HOTEL_CUE,
  isFollowUp,
  parsePlannerQuestion,
  placeKindsOf,
  SHOP_CUE,
  type Aspect,
  type PlannerQuestion,
} from '@camtour/shared/domain/chatbot/intent';
import { replyLang } from '@camtour/shared/domain/chatbot/language';
import {
  bestMatch,
  contentWords,
  isGeneric,
  isIntentWord,
  isKhmerWord,
  wordMatch,
} from '@camtour/shared/domain/chatbot/words';
import { generateRecommendation } from '@camtour/shared/domain/planner/generate';
import { searchWords } from '@camtour/shared/domain/search';
import type {
  ChatbotLocation,
  ChatbotQuery,
  ChatbotReply,
  ChatLink,
  ChatLinkKind,
} from '@camtour/shared/schemas/chatbot';
import type { Db } from '../../db/client';
import { TEXT, mdLink, riel, usd, type Text } from './answer-text';
import * as repo from './chatbot-repository';
import type { LlmClient } from './llm-client';

/** The FAQ is static data: indexed once per process. */
const faqIndex = buildFaqIndex(FAQ);

/** A FAQ hit good enough to answer with on its own, and one good enough to offer. */
const FAQ_CONFIDENT = { score: 5, coverage: 0.5 };
const FAQ_PLAUSIBLE = { score: 3, coverage: 0.5 };
const isAtLeast = (h: FaqHit | undefined, bar: { score: number; coverage: number }) =>
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

/** Words of a hotel question, for typo-tolerant matching ("hotle", "សណ្ឋគារ"). */
const HOTEL_WORDS = ['hotel', 'guesthouse', 'hostel', 'resort', 'សណ្ឋាគារ', 'ផ្ទះសំណាក់'];
/** Words every shop question has that name no product. */
const SHOP_WORDS = new Set([
  'sell',
  'buy',
  'shop',
  'store',
  'gear',
  'equipment',
  'stock',
  'have',
  'lowest',
  'cheapest',
  'cheap',
  'order',
  'លក់',
  'ទិញ',
  'ហាង',
  'មានលក់',
  'អ្នកលក់',
  'ថោក',
  'ថោកជាងគេ',
]);

/** A name match this good means the question is about that one place or thing. */
const STRONG = 0.8;

const CITY_SLUGS: Record<ChatbotLocation, string> = {
  phnom_penh: 'phnom-penh',
  siem_reap: 'siem-reap',
  battambang: 'battambang',
};
/** Our hotels are Siem Reap's (document 3 §4): their pages live under /siem-reap/hotels. */
const HOTELS_SLUG = 'siem-reap';

type Kind = 'location' | 'hotel' | 'product' | 'activity';

interface Hit {
  kind: Kind;
  id: number;
  name: { en: string; km: string };
  /** Sum of the question words matched in the name (generic words count less). */
  score: number;
  /** Share of the name's own words the question matched. */
  precision: number;
  row: repo.LocationRow | repo.HotelRow | repo.ProductRow | repo.ActivityRow;
}

type Province = Awaited<ReturnType<typeof repo.allProvinces>>[number];

/** The words a name is known by, both languages; numbers ("2", "400") name nothing alone. */
function nameWords(en: string, km: string): string[] {
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

function scoreName(question: string[], en: string, km: string) {
  const words = nameWords(en, km);
  if (words.length === 0) return { score: 0, precision: 0 };
  let score = 0;
  for (const q of question) {
    // "open", "price", "night" ask about a place; they do not name one ("Pop-up shelter opens").
    if (isIntentWord(q)) continue;
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

/** The words to hand the D6 search: the question's content words as typed and stemmed. */
function searchTerms(message: string): string[] {
  const raw = searchWords(message);
  const terms = new Set<string>();
  const stems = contentWords(message);
  for (const w of [...raw.filter((w) => stems.some((s) => w.startsWith(s) || s === w)), ...stems]) {
    if (isKhmerWord(w) ? w.length >= 2 : w.length >= 3) terms.add(w);
  }
  return [...terms].slice(0, 8);
}

class AnswerBuilder {
  readonly blocks: string[] = [];
  readonly links: ChatLink[] = [];

  link(label: string, href: string, kind: ChatLinkKind): string {
    if (!this.links.some((l) => l.href === href)) this.links.push({ label, href, kind });
    return mdLink(label, href);
  }

  para(text: string | undefined | null): this {
    if (text && text.trim()) this.blocks.push(text.trim());
    return this;
  }

  list(items: string[]): this {
    if (items.length) this.blocks.push(items.map((i) => `- ${i}`).join('\n'));
    return this;
  }

  get empty() {
    return this.blocks.length === 0;
  }

  message(): string {
    return this.blocks.join('\n\n');
  }
}

const hrefOf = (kind: Kind, id: number, locationId?: number) =>
  kind === 'location'
    ? `/location/detail/${id}`
    : kind === 'hotel'
      ? `/${HOTELS_SLUG}/hotels/${id}`
      : kind === 'product'
        ? `/product/detail/${id}`
        : `/location/detail/${locationId}`;

/** A cached read that changes rarely (province names): one query per 10 minutes per process. */
function cached<T>(load: () => Promise<T>, ttlMs: number) {
  let value: { at: number; data: Promise<T> } | null = null;
  return () => {
    if (!value || Date.now() - value.at > ttlMs) {
      const data = load();
      value = { at: Date.now(), data };
      data.catch(() => {
        value = null;
      });
    }
    return value.data;
  };
}

/** A place as a text may name it. */
interface NamedPlace {
  id: number;
  name: { en: string; km: string };
}

/** Names of places inside a text, each linked once (the FAQ's answers name our places). */
function linkNamesIn(
  text: string,
  lang: Lang,
  places: readonly NamedPlace[],
  b: AnswerBuilder,
): string {
  let out = text;
  for (const p of places) {
    const full = p.name[lang];
    const short = full.split(/[,(]/)[0]!.trim();
    // How a text names it: "Phnom Kulen" for "Phnom Kulen National Park", "ភ្នំគូលែន" for "ឧទ្យានជាតិភ្នំគូលែន".
    const bare = short
      .replace(/\s+(National Park|Temple|Pagoda|Bat Caves|Stilt Village)$/u, '')
      .replace(/^(ឧទ្យានជាតិ|ប្រាសាទ|វត្ត)/u, '');
    for (const name of [full, short, bare]) {
      if ([...name].length < 4) continue;
      const at = out.indexOf(name);
      // Not inside a link made a moment ago.
      if (at < 0 || /\[[^\]]*$/.test(out.slice(0, at))) continue;
      out =
        out.slice(0, at) +
        b.link(name, hrefOf('location', p.id), 'location') +
        out.slice(at + name.length);
      break;
    }
  }
  return out;
}

export interface ChatbotDeps {
  db: Db;
  llm?: LlmClient | null;
}

export function createChatbotService({ db, llm }: ChatbotDeps) {
  const provinces = cached(() => repo.allProvinces(db), 10 * 60_000);
  // A place renamed or added by staff is linked from FAQ answers within a minute.
  const placeNames = cached(
    async () =>
      (await repo.placeNames(db)).map((r): NamedPlace => ({
        id: r.id,
        name: { en: r.name_en, km: r.name_km },
      })),
    60_000,
  );

  function provinceIn(message: string, list: readonly Province[]): Province | undefined {
    const lower = message.toLowerCase();
    return list.find(
      (p) =>
        lower.includes(p.name_en.toLowerCase()) ||
        (p.name_km && message.includes(p.name_km)) ||
        (p.slug === 'preah-sihanouk' && /sihanoukville|kampong som/.test(lower)),
    );
  }

  async function retrieve(message: string) {
    const terms = searchTerms(message);
    if (terms.length === 0) return [] as Hit[];
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

  function strongest(hits: Hit[], prefer?: Kind): Hit | undefined {
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

  function faqAnswer(
    b: AnswerBuilder,
    entry: FaqEntry,
    lang: Lang,
    places: readonly NamedPlace[],
    t: Text,
  ) {
    b.para(linkNamesIn(entry.answer[lang], lang, places, b));
    b.para(t.faqMore(b.link(entry.question[lang], `/faq#${entry.id}`, 'faq')));
  }

  async function placeAnswer(
    b: AnswerBuilder,
    hit: Hit,
    aspect: Aspect,
    lang: Lang,
    t: Text,
    faqTop?: FaqHit,
  ) {
    if (hit.kind === 'activity') {
      const a = hit.row as repo.ActivityRow;
      const place = b.link(a[`location_${lang}`], hrefOf('location', a.location_id), 'location');
      b.para(`${a[`name_${lang}`]} (${usd(a.price_cents)}): ${place}.`);
      const row = await repo.findLocation(db, a.location_id);
      if (!row) return;
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
      if (
        faqTop &&
        isAtLeast(faqTop, FAQ_PLAUSIBLE) &&
        /hour|time|sunrise|open/.test(faqTop.entry.id)
      ) {
        b.para(faqTop.entry.answer[lang]);
        b.para(t.faqMore(b.link(faqTop.entry.question[lang], `/faq#${faqTop.entry.id}`, 'faq')));
        b.para(`${link}: ${l[`short_description_${lang}`]}`);
      } else {
        b.para(t.noHours(link));
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
      if (faqTop && isAtLeast(faqTop, FAQ_PLAUSIBLE) && faqTop.entry.group === 'temple-pass') {
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

  function hotelLine(b: AnswerBuilder, h: repo.HotelRow, lang: Lang, t: Text) {
    const link = b.link(h[`name_${lang}`], hrefOf('hotel', h.id), 'hotel');
    return `${link}: ${t.from(usd(h.min_price_cents))} ${t.perNight}`;
  }

  function hotelAnswer(b: AnswerBuilder, h: repo.HotelRow, lang: Lang, t: Text) {
    const link = b.link(h[`name_${lang}`], hrefOf('hotel', h.id), 'hotel');
    b.para(
      `${link}: ${t.hotel(h.type, h.stars, h[`address_${lang}`])} ${t.hotelPrice(usd(h.min_price_cents), usd(h.max_price_cents))}`,
    );
  }

  function productLine(b: AnswerBuilder, p: repo.ProductRow, lang: Lang) {
    const link = b.link(p[`name_${lang}`], hrefOf('product', p.id), 'product');
    return `${link}: ${usd(p.price_cents)}`;
  }

  function quote(b: AnswerBuilder, pq: PlannerQuestion, lang: Lang, t: Text) {
    const asked = pq.days ?? (pq.nights !== undefined ? pq.nights + (pq.nights >= 3 ? 0 : 1) : 3);
    const days = Math.min(Math.max(asked, 1), QUOTE_DAYS_MAX);
    const style = pq.style ?? 'mid';
    const input = plannerQuoteInput(days, pq.partySize ?? 1, style, pq.nights);
    const rec = generateRecommendation(input, { lang });
    const info = rec.travelerInfo;
    b.para(t.quote(info.days, info.nights, info.partySize, usd(Math.round(rec.totalCost * 100))));
    const c = rec.costBreakdown;
    b.list(
      (Object.keys(t.quoteLines) as (keyof typeof t.quoteLines)[])
        .filter((k) => c[k] > 0)
        .map((k) => `${t.quoteLines[k]}: ${usd(Math.round(c[k] * 100))}`),
    );
    const transport = input.answers.transportation_to_siem_reap ?? 'bus_van';
    b.para(t.quoteAssumes(t.quoteStyle[style], t.quoteTransport[transport]));
    if (asked > QUOTE_DAYS_MAX) b.para(t.quoteLonger(asked));
    b.para(t.quotePlan(b.link(t.planner, '/plan', 'page')));
  }

  /** FAQ hits re-ranked towards the group the question's aspect belongs to. */
  function faqSearch(text: string, lang: Lang, aspect: Aspect): FaqHit[] {
    const groups = ASPECT_GROUPS[aspect];
    const hits = faqIndex
      .search(text, lang, 6)
      .map((h) => (groups.includes(h.entry.group) ? { ...h, score: h.score * 1.5 } : h));
    return hits.sort((a, b) => b.score - a.score || b.coverage - a.coverage).slice(0, 3);
  }

  /** The question's words no place, FAQ, province or intent accounts for. */
  function unexplained(text: string, named: Hit | undefined, province: Province | undefined) {
    const names = named ? nameWords(named.name.en, named.name.km) : [];
    const provinceWords = province ? nameWords(province.name_en, province.name_km) : [];
    return contentWords(text).filter(
      (w) =>
        !isGeneric(w) &&
        !isIntentWord(w) &&
        !/^\d+$/.test(w) &&
        bestMatch(w, names) === 0 &&
        placeKindsOf(w).length === 0 &&
        bestMatch(w, provinceWords) === 0,
    );
  }

  async function provinceAnswer(
    b: AnswerBuilder,
    where: Province,
    lang: Lang,
    t: Text,
    kinds: string[],
  ) {
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
    b.para(
      t.morePlaces(b.link(where[`name_${lang}`], `/adventure?province_id=${where.id}`, 'page')),
    );
    return true;
  }

  async function decide(
    b: AnswerBuilder,
    text: string,
    aspect: Aspect,
    q: ChatbotQuery,
    lang: Lang,
    retrieved?: Hit[],
  ): Promise<AnswerBuilder> {
    const t = TEXT[lang];
    const lower = text.toLowerCase();
    const [hits, provinceList] = await Promise.all([retrieved ?? retrieve(text), provinces()]);
    const faqHits = faqSearch(text, lang, aspect);
    const faqTop = faqHits[0];
    const words = contentWords(text);
    const wantsHotel =
      HOTEL_CUE.test(lower) || words.some((w) => HOTEL_WORDS.some((h) => wordMatch(w, h) >= 0.8));
    const named0 = strongest(
      hits,
      wantsHotel ? 'hotel' : SHOP_CUE.test(lower) ? 'product' : undefined,
    );
    // "a cheap hammock": several products share the word and no place or hotel does.
    const productLike =
      hits.filter((h) => h.kind === 'product' && h.score >= STRONG).length >= 2 &&
      !hits.some((h) => h.kind !== 'product' && h.score >= STRONG);
    const wantsShop =
      !wantsHotel && (SHOP_CUE.test(lower) || named0?.kind === 'product' || productLike);
    const province = provinceIn(text, provinceList);
    let named = wantsShop ? strongest(hits, 'product') : named0;
    // "What is there to do in Kampot?" names the province, not "Kampot Riverside".
    if (named && province) {
      const provinceWords = nameWords(province.name_en, province.name_km);
      const own = words.filter(
        (w) =>
          !isIntentWord(w) &&
          bestMatch(w, provinceWords) === 0 &&
          bestMatch(w, nameWords(named!.name.en, named!.name.km)) > 0,
      );
      if (own.length === 0) named = undefined;
    }
    const city = q.location
      ? provinceList.find((p) => p.slug === CITY_SLUGS[q.location!])
      : undefined;
    const places = await placeNames();
    const kinds = placeKindsOf(text);

    // What nobody can do from a chat: book a flight, tell tomorrow's weather abroad.
    if (CANNOT_DO.test(lower)) {
      b.para(t.cannot);
      if (isAtLeast(faqTop, FAQ_PLAUSIBLE)) faqAnswer(b, faqTop!.entry, lang, places, t);
      b.para(t.planHint(b.link(t.planner, '/plan', 'page')));
      return b;
    }

    // Where to stay: our hotels are in Siem Reap; elsewhere we say so and show the places.
    if (wantsHotel && !(named?.kind === 'hotel')) {
      const sr = provinceList.find((p) => p.slug === HOTELS_SLUG);
      if (province && sr && province.id !== sr.id) {
        b.para(t.noHotelsIn(province[`name_${lang}`]));
        await provinceAnswer(b, province, lang, t, []);
        return b;
      }
      if (sr && !isAtLeast(faqTop, { score: 8, coverage: 0.75 })) {
        const style =
          /\b(luxury|luxurious|five[- ]star|5[- ]star|fancy|high[- ]end|best)\b|ប្រណីត/u.test(lower)
            ? 'luxury'
            : /\b(cheap|cheapest|budget|backpack\w*|hostel)\b|ថោក|សន្សំ/u.test(lower)
              ? 'budget'
              : 'mid';
        let rows = await repo.hotelsIn(db, sr.id, style);
        if (style === 'mid') {
          // The middle of the range: neither the bunkhouse nor the villa.
          const start = Math.max(0, Math.floor(rows.length / 2) - 1);
          rows = rows.slice(start, start + 3);
        }
        b.para(t.hotelsIntro(sr[`name_${lang}`]));
        b.list(rows.map((h) => hotelLine(b, h, lang, t)));
        b.para(t.hotelsMore(b.link(t.allHotels, `/${HOTELS_SLUG}/hotels`, 'page')));
        return b;
      }
    }

    // Shop questions: the products that match, or an honest "we don't sell that".
    if (wantsShop) {
      const productHits = hits.filter((h) => h.kind === 'product' && h.score >= 0.6);
      if (
        productHits.length > 0 &&
        (named?.kind === 'product' || productHits[0]!.score >= STRONG)
      ) {
        const cheapFirst = /\b(cheap|cheapest|budget|lowest)\b|ថោក/u.test(lower);
        if (cheapFirst) {
          productHits.sort(
            (a, b2) =>
              (a.row as repo.ProductRow).price_cents - (b2.row as repo.ProductRow).price_cents,
          );
        }
        if (!cheapFirst && named?.kind === 'product' && named.precision >= 0.99) {
          b.para(productLine(b, named.row as repo.ProductRow, lang));
        } else {
          b.para(cheapFirst ? t.productsCheapest : t.productsIntro).list(
            productHits.slice(0, 4).map((h) => productLine(b, h.row as repo.ProductRow, lang)),
          );
        }
        b.para(t.productsMore(b.link(t.shop, '/product', 'page')));
        return b;
      }
      if (isAtLeast(faqTop, FAQ_PLAUSIBLE) && faqTop!.entry.id !== 'what-the-shop-sells') {
        faqAnswer(b, faqTop!.entry, lang, places, t);
        return b;
      }
      const missing = unexplained(text, undefined, undefined).filter((w) => !SHOP_WORDS.has(w));
      b.para(t.unknownShop(missing.join(' ') || '…'));
      b.para(t.closest);
      const shopFaq = FAQ.find((f) => f.id === 'what-the-shop-sells')!;
      b.list([
        b.link(shopFaq.question[lang], `/faq#${shopFaq.id}`, 'faq'),
        b.link(t.shop, '/product', 'page'),
      ]);
      return b;
    }

    const rest = unexplained(text, named, province);

    // A FAQ that answers the whole question beats a hotel or product named only in part
    // ("tuk-tuk" in "Tuk-Tuk Dreamers Hostel"); a place named in part is handled just below.
    if (
      named &&
      named.kind !== 'location' &&
      named.precision < 0.75 &&
      named.score < 1.5 &&
      isAtLeast(faqTop, { score: FAQ_CONFIDENT.score, coverage: 0.75 })
    ) {
      faqAnswer(b, faqTop!.entry, lang, places, t);
      return b;
    }
    if (
      named &&
      rest.length > 0 &&
      isAtLeast(faqTop, { score: FAQ_PLAUSIBLE.score, coverage: 0.6 }) &&
      !['getting-there', 'where', 'best-time', 'pack'].includes(aspect)
    ) {
      faqAnswer(b, faqTop!.entry, lang, places, t);
      return b;
    }

    // One place, hotel, product or activity named: answer about it.
    if (named && (rest.length === 0 || (rest.length === 1 && named.score >= 1.8))) {
      if (named.kind === 'hotel') hotelAnswer(b, named.row as repo.HotelRow, lang, t);
      else if (named.kind === 'product') b.para(productLine(b, named.row as repo.ProductRow, lang));
      else await placeAnswer(b, named, aspect, lang, t, faqTop);
      return b;
    }

    // A province (or the city chosen) and nothing more specific: how to get there, or its places.
    const onlyPlace = rest.length === 0;
    const where = province ?? (onlyPlace ? city : undefined);
    if (where && onlyPlace && !isAtLeast(faqTop, { score: 8, coverage: 0.9 })) {
      if (aspect === 'getting-there' || aspect === 'best-time' || aspect === 'price') {
        if (isAtLeast(faqTop, FAQ_PLAUSIBLE)) faqAnswer(b, faqTop!.entry, lang, places, t);
      }
      if (await provinceAnswer(b, where, lang, t, kinds)) return b;
    }

    if (isAtLeast(faqTop, FAQ_CONFIDENT)) {
      faqAnswer(b, faqTop!.entry, lang, places, t);
      return b;
    }

    // A kind of place ("waterfalls", "hiking"): the most visited ones.
    if (kinds.length && rest.length === 0) {
      const rows = (await repo.topLocationsOfCategories(db, kinds, 24))
        .filter((r) => !city || r.province_id === city.id || kinds.length > 0)
        .slice(0, 4);
      if (rows.length) {
        b.para(t.placesOfKind);
        b.list(
          rows.map(
            (r) =>
              `${b.link(r[`name_${lang}`], hrefOf('location', r.id), 'location')}: ${r[`short_description_${lang}`]}`,
          ),
        );
        return b;
      }
    }

    if (isAtLeast(faqTop, FAQ_PLAUSIBLE) && rest.length <= 1) {
      faqAnswer(b, faqTop!.entry, lang, places, t);
      return b;
    }

    // Honest: we do not know. Offer the closest things we have, if any.
    b.para(kinds.length || named ? t.unknownPlace : t.unknown);
    const closest: string[] = [];
    for (const h of hits.filter((x) => x.score >= 0.5).slice(0, 3)) {
      const href = hrefOf(h.kind, h.id, (h.row as repo.ActivityRow).location_id);
      closest.push(b.link(h.name[lang], href, h.kind === 'activity' ? 'location' : h.kind));
    }
    if (closest.length === 0 && kinds.length) {
      for (const r of (await repo.topLocationsOfCategories(db, kinds, 3)).slice(0, 3)) {
        closest.push(b.link(r[`name_${lang}`], hrefOf('location', r.id), 'location'));
      }
    }
    if (faqTop && faqTop.score >= 2)
      closest.push(b.link(faqTop.entry.question[lang], `/faq#${faqTop.entry.id}`, 'faq'));
    if (closest.length) b.para(t.closest).list(closest);
    else b.para(t.helpWith);
    return b;
  }

  async function grounded(q: ChatbotQuery, lang: Lang): Promise<AnswerBuilder> {
    const t = TEXT[lang];
    const b = new AnswerBuilder();
    const { message, context } = q;

    const greeting = greetingKind(message);
    if (greeting) return b.para(t[greeting]);

    const lastUser = [...context].reverse().find((e) => e.role === 'user');
    // Trip prices come from the planner itself; "and for 2 people?" keeps the last question's trip.
    const pq = parsePlannerQuestion(message);
    const previousPq = lastUser ? parsePlannerQuestion(lastUser.content) : undefined;
    const hotelAsked = HOTEL_CUE.test(message.toLowerCase()) && pq?.days === undefined;
    if (!hotelAsked && (pq?.asksPrice || (pq && previousPq?.asksPrice))) {
      quote(b, { ...(pq?.asksPrice ? {} : previousPq), ...pq, asksPrice: true }, lang, t);
      return b;
    }

    const aspect = aspectOf(message);
    // A follow-up ("and how do I get there?", "which one is the cheapest?") is read with the
    // question before it; its own words decide what is asked.
    if (lastUser && isFollowUp(message)) {
      return decide(b, `${lastUser.content} ${message}`, aspect, q, lang);
    }
    let own: Hit[] | undefined;
    if (lastUser && contentWords(message).length <= 3) {
      own = await retrieve(message);
      if (!strongest(own) && !isAtLeast(faqIndex.search(message, lang, 1)[0], FAQ_CONFIDENT)) {
        return decide(b, `${lastUser.content} ${message}`, aspect, q, lang);
      }
    }
    // The question's own search, when the follow-up check already ran it.
    return decide(b, message, aspect, q, lang, own);
  }

  return {
    async answer(q: ChatbotQuery): Promise<ChatbotReply> {
      const lang = replyLang(q.message, q.context, q.lang);
      const b = await grounded(q, lang);
      const message = b.message();
      const location = q.location ?? null;
      const seed = [...q.message].reduce(
        (h, c) => (h * 31 + c.charCodeAt(0)) >>> 0,
        q.context.length,
      );
      // A city's four stay as they are (document 1 §9); quick questions skip the one just asked.
      let suggestions = suggestionsFor(location, lang, seed);
      if (!location && suggestions.includes(q.message)) {
        suggestions = suggestionsFor(null, lang, seed + 1);
        if (suggestions.includes(q.message)) suggestions = suggestionsFor(null, lang, seed + 2);
      }
      let finalMessage = message;
      let source: ChatbotReply['source'] = 'grounded';
      if (llm) {
        const phrased = await llm.rephrase({
          lang,
          question: q.message,
          context: q.context,
          grounded: message,
          links: b.links,
        });
        if (phrased) {
          finalMessage = phrased;
          source = 'llm';
        }
      }
      // Links the message no longer names are dropped; every link in it is one of ours.
      const used = new Set(linksIn(finalMessage).map((l) => l.href));
      const links = b.links.filter((l) => used.has(l.href) || source === 'grounded');
      return {
        message: finalMessage,
        suggestions,
        links,
        lang,
        location,
        source,
      };
    },
  };
}

/** The stored guide (document 3 §3 shape, per language); sections may be null. */
interface GuideShape {
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

export type ChatbotService = ReturnType<typeof createChatbotService>;
