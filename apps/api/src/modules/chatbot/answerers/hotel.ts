import type { Lang } from '@camtour/shared/constants';
import type { Db } from '../../../db/client';
import { hrefOf, HOTELS_SLUG, type AnswerBuilder } from '../answer-builder';
import { usd, type Text } from '../answer-text';
import type { Phrases } from '../phrasing';
import * as repo from '../chatbot-repository';
import type { Hit, Province } from '../retrieval';

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
  'room',
  'which',
  'one',
  'siem',
  'reap',
  'recommend',
  'សណ្ឋាគារ',
  'ផ្ទះសំណាក់',
  'បន្ទប់',
  // Counts and sizes say how many, not what: "a family of four", "two small kids".
  ...'one two three four five six small big good nice near best'.split(' '),
]);

/**
 * "Which hotel has a pool / a family room?": our hotels whose services, meals or rooms hold what
 * is asked, cheapest first; false when nothing asked is something a hotel offers.
 */
export async function hotelsOffering(
  db: Db,
  b: AnswerBuilder,
  words: readonly string[],
  lang: Lang,
  t: Text,
  p: Phrases,
): Promise<boolean> {
  const wanted = words.filter((w) => !NOT_AN_OFFER.has(w) && w.length >= 3);
  if (wanted.length === 0) return false;
  const all = await repo.hotelsWithOffers(db);
  const offerOf = (h: (typeof all)[number]) =>
    [
      ...h.services.map((s) => s.en + ' ' + s.km),
      ...h.meals.map((m) => m.en + ' ' + m.km),
      ...h.rooms.map((r) => r.title_en + ' ' + r.title_km),
    ]
      .join(' | ')
      .toLowerCase();
  const hits = (h: (typeof all)[number]) => {
    const offer = offerOf(h);
    return wanted.filter(
      (w) => new RegExp(`(^|[^a-z])${w}`, 'u').test(offer) || (isKhmer(w) && offer.includes(w)),
    ).length;
  };
  // The hotels that have the most of what is asked ("family" and "kids" over "kids" alone).
  const most = Math.max(0, ...all.map(hits));
  const matching = most > 0 ? all.filter((h) => hits(h) === most) : [];
  if (matching.length === 0) return false;
  b.para(p.hotelsWith).list(matching.slice(0, 5).map((h) => hotelLine(b, h, lang, t)));
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
  const near = await repo.hotelsNear(db, place.id);
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
