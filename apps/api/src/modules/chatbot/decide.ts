import type { Lang } from '@camtour/shared/constants';
import {
  CANNOT_DO,
  HOTEL_CUE,
  placeKindsOf,
  SHOP_CUE,
  type Aspect,
} from '@camtour/shared/domain/chatbot/intent';
import {
  bestMatch,
  contentWords,
  isIntentWord,
  wordMatch,
} from '@camtour/shared/domain/chatbot/words';
import type { ChatbotLocation, ChatbotQuery } from '@camtour/shared/schemas/chatbot';
import { attributesOf, type Attribute } from '@camtour/shared/domain/chatbot/dialogue';
import type { EntityCatalog } from '@camtour/shared/domain/chatbot/entities';
import type { Db } from '../../db/client';
import { hrefOf, HOTELS_SLUG, type AnswerBuilder, type NamedPlace } from './answer-builder';
import { TEXT } from './answer-text';
import { PHRASES } from './phrasing';
import { faqAnswer, faqBySentence } from './answerers/faq';
import { hotelAnswer, hotelsMatching, hotelsNearAnswer, staySuggestions } from './answerers/hotel';
import { placesByText } from './answerers/passages';
import { placeAnswer } from './answerers/place';
import { kindAnswer, provinceAnswer } from './answerers/province';
import { productLine, shopAnswer } from './answerers/shop';
import * as repo from './chatbot-repository';
import {
  FAQ_CONFIDENT,
  FAQ_PLAUSIBLE,
  faqSearch,
  isAtLeast,
  nameWords,
  provinceIn,
  retrieve,
  STRONG,
  strongest,
  unexplained,
  type Hit,
  type Province,
} from './retrieval';

/** What every answer may read: the database and the cached name lists. */
export interface ChatEnv {
  db: Db;
  catalog: () => Promise<EntityCatalog>;
  provinces: () => Promise<Province[]>;
  placeNames: () => Promise<NamedPlace[]>;
}

/** Attributes of a place or a trip, not of a product: "rain" then reads as weather. */
const TOPIC_ATTRIBUTES = new Set<Attribute>([
  'getting-there',
  'best-time',
  'hours',
  'where',
  'distance',
  'tips',
  'activities',
]);

/** Things one buys that our shop does not sell: tickets, passes, visas, SIM cards, food. */
const NOT_SHOP_OBJECT =
  /\b(tickets?|pass|passes|visas?|sim( card)?|food|meals?|souvenirs?|tours?|boat|bus)\b|សំបុត្រ|ប័ណ្ណ|ទិដ្ឋាការ|ស៊ីម|ម្ហូប|អាហារ|វត្ថុអនុស្សាវរីយ៍/u;

/** A question for a place to go, not a thing to buy ("somewhere to swim", "កន្លែងណាខ្លះ"). */
const PLACE_CUE =
  /\b(somewhere|anywhere|where (can|could|should|to)|places? (to|for|near|where)|spots? (to|for))\b|កន្លែងណា|ទីកន្លែង|ទៅលេង/u;

/** Province names the plain search misses (accents, nicknames): the catalogue's. */
function knownProvince(text: string, list: readonly Province[], catalog: EntityCatalog) {
  const m = catalog.find(text).find((x) => x.kind === 'province');
  return m ? list.find((p) => p.id === m.id) : undefined;
}

/** The words a province goes by in this text: its names and the nickname used ("Sen Monorom"). */
function provinceWordsIn(text: string, province: Province, catalog: EntityCatalog) {
  const alias = catalog.find(text).find((x) => x.kind === 'province' && x.id === province.id);
  return [...nameWords(province.name_en, province.name_km), ...contentWords(alias?.alias ?? '')];
}

/** Words of a hotel question, for typo-tolerant matching ("hotle", "សណ្ឋគារ"). */
const HOTEL_WORDS = [
  'hotel',
  'guesthouse',
  'hostel',
  'resort',
  'សណ្ឋាគារ',
  'ផ្ទះសំណាក់',
  'ផ្ទះស្នាក់',
  'រីសត',
];

const CITY_SLUGS: Record<ChatbotLocation, string> = {
  phnom_penh: 'phnom-penh',
  siem_reap: 'siem-reap',
  battambang: 'battambang',
};

/**
 * Which answer a question gets, in order: what no chat can do, where to stay, the shop, one
 * thing named, a province or city, a confident FAQ entry, a kind of place, a plausible FAQ
 * entry, else an honest "I don't know" with the closest things we have.
 */
export async function decide(
  env: ChatEnv,
  b: AnswerBuilder,
  text: string,
  aspect: Aspect,
  q: ChatbotQuery,
  lang: Lang,
  retrieved?: Hit[],
  known?: { hit: Hit; explained: string[] },
): Promise<AnswerBuilder> {
  const { db } = env;
  const t = TEXT[lang];
  const lower = text.toLowerCase();
  const [hits, provinceList] = await Promise.all([
    retrieved ?? retrieve(db, text),
    env.provinces(),
  ]);
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
  // A word of weather, transport, time or an action ("rain", "night", "ទិញសំបុត្រ") is not a
  // shopping question: a product list needs a shop word or a product named by its name.
  const topical =
    attributesOf(text).some((a) => TOPIC_ATTRIBUTES.has(a)) ||
    NOT_SHOP_OBJECT.test(lower) ||
    PLACE_CUE.test(lower);
  const knownProduct = known?.hit.kind === 'product';
  const wantsShop =
    !wantsHotel &&
    (knownProduct ||
      (SHOP_CUE.test(lower) && !NOT_SHOP_OBJECT.test(lower)) ||
      (named0?.kind === 'product' && !PLACE_CUE.test(lower) && (!topical || !known)) ||
      (productLike && !topical && !known));
  const province =
    provinceIn(text, provinceList) ?? knownProvince(text, provinceList, await env.catalog());
  let named = wantsShop ? strongest(hits, 'product') : named0;
  // "Where can we swim?" asks for a place to go: a product or hotel sharing a word ("water") with
  // it is not what it names, unless named whole.
  if (
    !wantsShop &&
    !known &&
    (named?.kind === 'product' || named?.kind === 'hotel') &&
    PLACE_CUE.test(lower)
  )
    named = strongest(hits.filter((h) => h.kind === 'location' || h.kind === 'activity'));
  // A name recognised whole (with its typos, nicknames and Khmer) beats a guess from words.
  if (known && !(wantsShop && named?.kind === 'product' && !knownProduct)) named = known.hit;
  // "What is there to do in Kampot?" names the province, not "Kampot Riverside".
  if (named && province) {
    const provinceWords = provinceWordsIn(text, province, await env.catalog());
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
  const places = await env.placeNames();
  const kinds = placeKindsOf(text);
  const kindWords = words.filter((w) => placeKindsOf(w).length > 0);

  // What nobody can do from a chat: book a flight, tell tomorrow's weather abroad.
  if (CANNOT_DO.test(lower)) {
    b.para(t.cannot);
    if (isAtLeast(faqTop, FAQ_PLAUSIBLE)) faqAnswer(b, faqTop!.entry, lang, places, t);
    b.para(t.planHint(b.link(t.planner, '/plan', 'page')));
    return b;
  }

  // Where to stay near a place: our hotels nearest it, by the distances their pages list.
  if (wantsHotel && known?.hit.kind === 'location') {
    if (
      (await hotelsMatching(db, b, { text, words, near: known.hit }, lang, t, PHRASES[lang])) ||
      (await hotelsNearAnswer(db, b, known.hit, lang, PHRASES[lang]))
    )
      return b;
  }

  // Where to stay: our hotels are in Siem Reap; elsewhere we say so and show the places.
  // "Which hotels have a pool?" names no hotel, though "Apsara Lantern Pool Hotel" holds "pool".
  const hotelNamedInPart = named?.kind === 'hotel' && !known && named.precision < 0.6;
  if (wantsHotel && (!(named?.kind === 'hotel') || hotelNamedInPart)) {
    const sr = provinceList.find((p) => p.slug === HOTELS_SLUG);
    if (province && sr && province.id !== sr.id) {
      b.para(t.noHotelsIn(province[`name_${lang}`]));
      await provinceAnswer(db, b, province, lang, t, []);
      return b;
    }
    if (sr && !isAtLeast(faqTop, { score: 8, coverage: 0.75 })) {
      if (await hotelsMatching(db, b, { text, words }, lang, t, PHRASES[lang])) return b;
      await staySuggestions(db, b, sr, lower, lang, t);
      return b;
    }
  }

  if (wantsShop) {
    await shopAnswer(db, b, text, hits, named, faqTop, places, lang, t, words);
    return b;
  }

  const aliasWords = known ? contentWords(known.explained.join(' ')) : [];
  const rest = unexplained(text, named, province).filter((w) => bestMatch(w, aliasWords) === 0);

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
  if (named && (rest.length === 0 || (rest.length === 1 && named.score >= 1.8) || known)) {
    b.focus(named);
    if (named.kind === 'hotel') hotelAnswer(b, named.row as repo.HotelRow, lang, t);
    else if (named.kind === 'product') b.para(productLine(b, named.row as repo.ProductRow, lang));
    else await placeAnswer(db, b, named, aspect, lang, t, faqTop, text);
    return b;
  }

  // A province (or the city chosen) and nothing more specific: how to get there, or its places.
  const onlyPlace = rest.length === 0;
  const where = province ?? (onlyPlace ? city : undefined);
  if (where && onlyPlace && !isAtLeast(faqTop, { score: 8, coverage: 0.9 })) {
    if (aspect === 'getting-there' || aspect === 'best-time' || aspect === 'price') {
      if (isAtLeast(faqTop, FAQ_PLAUSIBLE)) faqAnswer(b, faqTop!.entry, lang, places, t);
    }
    if (await provinceAnswer(db, b, where, lang, t, kinds)) return b;
    // None of that kind there ("swim near Siem Reap", which has no beach): its places whose
    // descriptions say it, before a FAQ about the province in general.
    if (kinds.length && (await placesByText(env, b, kindWords, [], where, lang, PHRASES[lang])))
      return b;
  }

  if (isAtLeast(faqTop, FAQ_CONFIDENT)) {
    faqAnswer(b, faqTop!.entry, lang, places, t);
    return b;
  }

  if (kinds.length && rest.length === 0) {
    if (!where && (await kindAnswer(db, b, kinds, lang, t))) return b;
    // None of that kind in the province asked ("swim near Siem Reap", which has no beach): its
    // places whose descriptions say it.
    if (where && (await placesByText(env, b, kindWords, [], where, lang, PHRASES[lang]))) return b;
  }

  if (isAtLeast(faqTop, FAQ_PLAUSIBLE) && rest.length <= 1) {
    faqAnswer(b, faqTop!.entry, lang, places, t);
    return b;
  }

  // Every word of a short question is in one FAQ entry ("do I need a visa?"): that entry.
  if (faqTop && faqTop.coverage >= 0.99 && faqTop.score >= 2 && rest.length <= 1 && !named) {
    faqAnswer(b, faqTop.entry, lang, places, t);
    return b;
  }

  // Nothing named, but words a place's description holds ("somewhere to swim", "the temple with
  // the tree roots"): the places our guide describes so.
  if (
    !named &&
    rest.length &&
    (await placesByText(env, b, rest, kindWords, where, lang, PHRASES[lang]))
  )
    return b;

  // A province named and nothing else found: what we have there, never "no such place".
  if (where) {
    if (isAtLeast(faqTop, FAQ_PLAUSIBLE)) faqAnswer(b, faqTop!.entry, lang, places, t);
    if (await provinceAnswer(db, b, where, lang, t, kinds)) return b;
    if (!b.empty) return b;
    // None of the kind asked there: say so, and show what the province does have.
    if (kinds.length) {
      const before = b.blocks.length;
      b.para(PHRASES[lang].noKindIn(where[`name_${lang}`]));
      if (await provinceAnswer(db, b, where, lang, t, [])) return b;
      b.blocks.splice(before);
    }
    b.para(PHRASES[lang].noData(where[`name_${lang}`]));
    b.para(t.morePlaces(b.link(t.allPlaces, '/adventure', 'page')));
    return b;
  }

  // No entry's question matched, but a sentence of an answer does.
  const bySentence = named ? undefined : faqBySentence(text, lang);
  if (bySentence) {
    faqAnswer(b, bySentence, lang, places, t);
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
