import type { Lang } from '@camtour/shared/constants';
import type { Db } from '../../../db/client';
import { hrefOf, HOTELS_SLUG, type AnswerBuilder } from '../answer-builder';
import { usd, type Text } from '../answer-text';
import type { Phrases } from '../phrasing';
import * as repo from '../chatbot-repository';
import { maxNightlyCents } from '@camtour/shared/domain/chatbot/intent';
import { bestMatch, isIntentWord } from '@camtour/shared/domain/chatbot/words';
import { nameWords, type Hit, type Province } from '../retrieval';

export function hotelLine(b: AnswerBuilder, h: repo.HotelRow, lang: Lang, t: Text) {
  const link = b.link(h[`name_${lang}`], hrefOf('hotel', h.id), 'hotel');
  return `${link}: ${t.from(usd(h.min_price_cents))} ${t.perNight}`;
}

/** A hotel's type as the answer's language says it. */
const HOTEL_TYPES_KM: Record<string, string> = {
  hostel: 'ផ្ទះស្នាក់',
  guesthouse: 'ផ្ទះសំណាក់',
  hotel: 'សណ្ឋាគារ',
  boutique: 'សណ្ឋាគារបូទិក',
  resort: 'រីសត',
  villa: 'វីឡា',
};
const typeIn = (type: string, lang: Lang) =>
  lang === 'km' ? (HOTEL_TYPES_KM[type] ?? type) : type;

export function hotelAnswer(b: AnswerBuilder, h: repo.HotelRow, lang: Lang, t: Text) {
  const link = b.link(h[`name_${lang}`], hrefOf('hotel', h.id), 'hotel');
  b.para(
    `${link}: ${t.hotel(typeIn(h.type, lang), h.stars, h[`address_${lang}`])} ${t.hotelPrice(usd(h.min_price_cents), usd(h.max_price_cents))}`,
  );
}

/** "Where should I stay": three of our Siem Reap hotels of the style the question implies. */
export async function staySuggestions(
  db: Db,
  b: AnswerBuilder,
  sr: Province,
  lower: string,
  lang: Lang,
  t: Text,
) {
  const style = /\b(luxury|luxurious|five[- ]star|5[- ]star|fancy|high[- ]end|best)\b|ប្រណីត/u.test(
    lower,
  )
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
}

/** Words of a hotel question that say nothing of what it should have. */
const NOT_AN_OFFER = new Set([
  'hotel',
  'stay',
  'guesthouse',
  'hostel',
  'resort',
  'boutique',
  'villa',
  'room',
  'which',
  'one',
  'siem',
  'reap',
  'recommend',
  'look',
  'looking',
  'max',
  'maximum',
  'under',
  'below',
  'dollar',
  'usd',
  'night',
  'price',
  'budget',
  'near',
  'close',
  'សណ្ឋាគារ',
  'ផ្ទះសំណាក់',
  'ផ្ទះស្នាក់',
  'ផ្ទះ',
  'ស្នាក់',
  'រីសត',
  'បន្ទប់',
  'ដុល្លារ',
  'យប់',
  'ក្រោម',
  // Counts and sizes say how many, not what: "a family of four", "two small kids".
  ...'one two three four five six small big good nice best'.split(' '),
]);

/** The kind of stay a question asks for, by our hotels' types. */
const TYPE_CUES: [string, RegExp][] = [
  ['hostel', /\bhostels?\b|ផ្ទះស្នាក់/u],
  ['guesthouse', /\bguest ?houses?\b|ផ្ទះសំណាក់/u],
  ['resort', /\bresorts?\b|រីសត/u],
  ['boutique', /\bboutique\b|បូទិក/u],
  ['villa', /\bvillas?\b|វីឡា/u],
];

/**
 * "A hostel near Pub Street with a pool", "a hotel with a pool and airport pick-up, max $60":
 * every condition the question sets at once (its type, the most a night may cost, near a place
 * by the distances hotels' pages list, and what it offers in services, meals or rooms), the
 * hotels that meet them cheapest (or nearest) first. False when the question sets none.
 */
export async function hotelsMatching(
  db: Db,
  b: AnswerBuilder,
  q: { text: string; words: readonly string[]; near?: Hit },
  lang: Lang,
  t: Text,
  p: Phrases,
): Promise<boolean> {
  const lower = q.text.toLowerCase();
  const type = TYPE_CUES.find(([, re]) => re.test(lower))?.[0];
  const max = maxNightlyCents(q.text);
  const nearWords = q.near ? nameWords(q.near.name.en, q.near.name.km) : [];
  const wanted = q.words.filter(
    (w) =>
      !NOT_AN_OFFER.has(w) &&
      w.length >= 3 &&
      !/^\d+$/.test(w) &&
      bestMatch(w, nearWords) === 0 &&
      !isIntentWord(w),
  );
  let pool = await repo.hotelsWithOffers(db);
  const offers = (h: (typeof pool)[number]) =>
    [
      ...h.services.map((s) => s.en + ' ' + s.km),
      ...h.meals.map((m) => m.en + ' ' + m.km),
      ...h.rooms.map((r) => r.title_en + ' ' + r.title_km),
    ]
      .join(' | ')
      .toLowerCase();
  const hits = (h: (typeof pool)[number]) => {
    const offer = offers(h);
    return wanted.filter(
      (w) => new RegExp(`(^|[^a-z])${w}`, 'u').test(offer) || (isKhmer(w) && offer.includes(w)),
    ).length;
  };
  // Only the words some hotel offers are conditions ("looking", "pickup" alone are not).
  const most = wanted.length ? Math.max(0, ...pool.map(hits)) : 0;
  if (!type && max === undefined && !q.near && most === 0) return false;
  if (type) pool = pool.filter((h) => h.type === type);
  if (max !== undefined) pool = pool.filter((h) => h.min_price_cents <= max);
  if (most > 0) pool = pool.filter((h) => hits(h) === most);
  let away = new Map<number, number>();
  if (q.near) {
    away = new Map((await repo.hotelsNear(db, q.near.id, 50)).map((h) => [h.id, h.distance_km]));
    pool = pool.filter((h) => away.has(h.id)).sort((x, y) => away.get(x.id)! - away.get(y.id)!);
  }
  if (pool.length === 0) {
    b.para(p.noHotelMatches);
    b.para(t.hotelsMore(b.link(t.allHotels, `/${HOTELS_SLUG}/hotels`, 'page')));
    return true;
  }
  const place = q.near ? b.link(q.near.name[lang], hrefOf('location', q.near.id), 'location') : '';
  b.para(q.near ? p.hotelsNear(place) : p.hotelsWith);
  b.list(
    pool
      .slice(0, 5)
      .map((h) =>
        q.near
          ? p.hotelNear(
              b.link(h[`name_${lang}`], hrefOf('hotel', h.id), 'hotel'),
              String(away.get(h.id)),
              usd(h.min_price_cents),
            )
          : hotelLine(b, h, lang, t),
      ),
  );
  b.para(t.hotelsMore(b.link(t.allHotels, `/${HOTELS_SLUG}/hotels`, 'page')));
  return true;
}

const isKhmer = (w: string) => /[\u1780-\u17ff]/u.test(w);

/** Our hotels nearest a place, by the distances their pages list; false when none lists it. */
export async function hotelsNearAnswer(
  db: Db,
  b: AnswerBuilder,
  place: Hit,
  lang: Lang,
  p: Phrases,
): Promise<boolean> {
  const near = await repo.hotelsNear(db, place.id, 3);
  if (near.length === 0) return false;
  const link = b.link(place.name[lang], hrefOf('location', place.id), 'location');
  b.para(p.hotelsNear(link)).list(
    near.map((h) =>
      p.hotelNear(
        b.link(h[`name_${lang}`], hrefOf('hotel', h.id), 'hotel'),
        String(h.distance_km),
        usd(h.min_price_cents),
      ),
    ),
  );
  return true;
}
