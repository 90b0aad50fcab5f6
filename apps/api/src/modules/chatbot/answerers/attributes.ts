import type { Lang } from '@camtour/shared/constants';
import { FAQ } from '@camtour/shared/data/faq';
import type { Attribute } from '@camtour/shared/domain/chatbot/dialogue';
import type { FaqHit } from '@camtour/shared/domain/chatbot/faq-index';
import type { Aspect } from '@camtour/shared/domain/chatbot/intent';
import { hrefOf, type AnswerBuilder } from '../answer-builder';
import { usd, type Text } from '../answer-text';
import * as repo from '../chatbot-repository';
import type { ChatEnv } from '../decide';
import type { Phrases } from '../phrasing';
import type { Hit, Province } from '../retrieval';
import { hotelAnswer } from './hotel';
import { placeAnswer, type GuideShape } from './place';
import { productLine } from './shop';

/** Straight-line kilometres between two points (haversine). */
export function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const PLACE_ASPECTS = new Set<Attribute | 'around'>([
  'where',
  'getting-there',
  'hours',
  'price',
  'best-time',
  'pack',
  'activities',
]);

export interface AttributeAsk {
  hit: Hit;
  attributes: Attribute[];
  /** The province the question measures from ("how far from Phnom Penh"), if it names one. */
  from?: Province;
  /** The province the question names as a destination ("deliver to Kampot"). */
  to?: Province;
  faqTop?: FaqHit;
  /** The question as asked, for the wording of an answer (a ticket, not a visit's spend). */
  question?: string;
}

/** One entity's asked attributes, each from its stored fields, each with its link. */
export async function attributeAnswer(
  env: ChatEnv,
  b: AnswerBuilder,
  ask: AttributeAsk,
  lang: Lang,
  t: Text,
  p: Phrases,
) {
  const { hit } = ask;
  b.focus(hit);
  const attrs = ask.attributes.length ? ask.attributes : (['general'] as const);
  for (const a of attrs) {
    if (hit.kind === 'location' || hit.kind === 'activity')
      await placeAttr(env, b, ask, a, lang, t, p);
    else if (hit.kind === 'hotel') await hotelAttr(env, b, ask, a, lang, t, p);
    else await productAttr(env, b, ask, a, lang, t, p);
  }
}

async function placeAttr(
  env: ChatEnv,
  b: AnswerBuilder,
  ask: AttributeAsk,
  a: Attribute | 'general',
  lang: Lang,
  t: Text,
  p: Phrases,
) {
  let hit = ask.hit;
  if (hit.kind === 'activity' && a !== 'price' && a !== 'general' && a !== 'suitability') {
    const act = hit.row as repo.ActivityRow;
    const row = await repo.findLocation(env.db, act.location_id);
    if (row)
      hit = {
        kind: 'location',
        id: row.id,
        name: { en: row.name_en, km: row.name_km },
        row,
        score: 2,
        precision: 1,
      };
  }
  if (a === 'suitability') {
    await suitability(env, b, hit, lang, p);
    return;
  }
  if (hit.kind === 'activity') {
    await placeAnswer(env.db, b, hit, 'general', lang, t, ask.faqTop);
    return;
  }
  const l = hit.row as repo.LocationRow;
  const link = b.link(l[`name_${lang}`], hrefOf('location', l.id), 'location');
  if (a === 'distance') {
    const provinces = await env.provinces();
    const own = provinces.find((x) => x.id === l.province_id);
    const from = ask.from ?? own;
    if (from?.lat != null && from.lng != null) {
      const km = Math.max(
        1,
        Math.round(kmBetween({ lat: l.lat, lng: l.lng }, { lat: from.lat, lng: from.lng })),
      );
      b.para(p.distance(link, String(km), from[`name_${lang}`]));
    }
    const guide = (await repo.guideOf(env.db, l.id)) as GuideShape | null;
    const tr = guide?.local_transportation?.[lang];
    if (tr?.longDistances) b.para(`${p.roadNote} ${tr.longDistances}`);
    return;
  }
  if (a === 'tips') {
    const guide = (await repo.guideOf(env.db, l.id)) as
      | (GuideShape & {
          local_etiquette?: Record<Lang, { greeting?: string; customs?: string[] } | null>;
        })
      | null;
    const et = guide?.local_etiquette?.[lang];
    const tip = guide?.local_transportation?.[lang]?.tip;
    const items = [...(et?.customs ?? []), ...(tip ? [tip] : [])];
    if (items.length) b.para(p.tips(link)).list(items);
    else b.para(p.noAttr(link));
    if (et?.greeting) b.para(`${p.greeting} ${et.greeting}`);
    b.para(p.scamsMore(b.link(safetyQuestion(lang), '/faq#is-cambodia-safe', 'faq')));
    return;
  }
  if (a === 'rating') {
    await placeAnswer(env.db, b, hit, 'general', lang, t, ask.faqTop);
    return;
  }
  if (a === 'around') {
    await placeAnswer(env.db, b, hit, 'getting-there', lang, t, ask.faqTop);
    return;
  }
  if (PLACE_ASPECTS.has(a as Attribute)) {
    await placeAnswer(env.db, b, hit, a as Aspect, lang, t, ask.faqTop, ask.question);
    return;
  }
  // Facilities, specs, stock, delivery: not what a place has; what it has instead.
  await placeAnswer(env.db, b, hit, 'general', lang, t, ask.faqTop);
}

const safetyQuestion = (lang: Lang) =>
  lang === 'en' ? 'Is Cambodia safe for tourists?' : 'តើកម្ពុជាមានសុវត្ថិភាពសម្រាប់ភ្ញៀវទេសចរទេ?';

async function hotelAttr(
  env: ChatEnv,
  b: AnswerBuilder,
  ask: AttributeAsk,
  a: Attribute | 'general',
  lang: Lang,
  t: Text,
  p: Phrases,
) {
  const h = ask.hit.row as repo.HotelRow;
  const link = b.link(h[`name_${lang}`], hrefOf('hotel', h.id), 'hotel');
  const d = await repo.hotelDetails(env.db, h.id);
  if (!d) return;
  const title = (x: { title_en: string; title_km: string }) => x[`title_${lang}`];
  if (a === 'facilities') {
    b.para(p.facilities(link)).list(d.services.map((s) => s[lang]));
    if (d.meals.length) b.para(p.meals).list(d.meals.map((m) => m[lang]));
    return;
  }
  if (a === 'rooms' || a === 'price' || a === 'stock') {
    b.para(p.rooms(link)).list(
      d.rooms.map((r) => p.room(title(r), usd(r.min), usd(r.max), r.max_guests)),
    );
    return;
  }
  if (a === 'booking') {
    hotelAnswer(b, h, lang, t);
    const f = FAQ.find((e) => e.id === 'book-hotel-on-camtour')!;
    b.para(f.answer[lang]);
    b.para(t.faqMore(b.link(f.question[lang], `/faq#${f.id}`, 'faq')));
    return;
  }
  if (a === 'where' || a === 'distance' || a === 'getting-there') {
    b.para(p.address(link, h[`address_${lang}`]));
    if (d.nearby.length)
      b.para(p.nearby).list(
        d.nearby.slice(0, 4).map((n) => {
          const name = n.location_id
            ? b.link(title(n), hrefOf('location', n.location_id), 'location')
            : title(n);
          return `${name}: ${p.kmAway(String(n.distance_km))}`;
        }),
      );
    return;
  }
  hotelAnswer(b, h, lang, t);
}

async function productAttr(
  env: ChatEnv,
  b: AnswerBuilder,
  ask: AttributeAsk,
  a: Attribute | 'general',
  lang: Lang,
  t: Text,
  p: Phrases,
) {
  const row = ask.hit.row as repo.ProductRow;
  const d = await repo.productDetails(env.db, row.id);
  const link = b.link(row[`name_${lang}`], hrefOf('product', row.id), 'product');
  if (a === 'specs' && d) {
    b.para(p.specs(link)).list(
      d.specs.map((s) => `${s[`label_${lang}`]}${lang === 'km' ? '៖' : ':'} ${s[`value_${lang}`]}`),
    );
    return;
  }
  if (a === 'suitability' && d) {
    // Who it is for, in the product's own words: the first two sentences of its description.
    const sentences = d[`description_${lang}`]
      .split(/(?<=[.។])\s*/u)
      .slice(0, 2)
      .join(' ');
    b.para(`${productLine(b, row, lang)}`).para(sentences);
    return;
  }
  if (a === 'stock' && d) {
    b.para(d.stock > 0 ? p.inStock(link, d.stock) : p.soldOut(link));
    return;
  }
  if (a === 'delivery') {
    b.para(productLine(b, row, lang));
    deliveryLines(b, ask.to, lang, p);
    return;
  }
  const was =
    d?.original_price_cents && d.original_price_cents > row.price_cents
      ? ` ${p.was(usd(d.original_price_cents))}`
      : '';
  b.para(`${productLine(b, row, lang)}${was}`);
  if (a === 'general' && d?.specs.length)
    b.list(
      d.specs
        .slice(0, 3)
        .map((s) => `${s[`label_${lang}`]}${lang === 'km' ? '៖' : ':'} ${s[`value_${lang}`]}`),
    );
}

/** Our delivery rules, for one province when the question names it. */
export function deliveryLines(b: AnswerBuilder, to: Province | undefined, lang: Lang, p: Phrases) {
  if (!to) b.para(p.deliveryAll);
  else if (to.slug === 'phnom-penh') b.para(p.deliveryPP);
  else b.para(p.deliveryProvince(to[`name_${lang}`]));
  b.para(
    b.link(lang === 'en' ? 'Delivery options' : 'ជម្រើសដឹកជញ្ជូន', '/faq#delivery-options', 'faq'),
  );
}

/** "Is it for kids?": the activities' difficulty, length, group size, what they need and include. */
async function suitability(env: ChatEnv, b: AnswerBuilder, hit: Hit, lang: Lang, p: Phrases) {
  const one = hit.kind === 'activity';
  const locationId = one ? (hit.row as repo.ActivityRow).location_id : hit.id;
  const rows = await repo.activityDetails(
    env.db,
    one ? { activityId: hit.id } : { locationId: hit.id },
  );
  const place = b.link(
    one ? (hit.row as repo.ActivityRow)[`location_${lang}`] : hit.name[lang],
    hrefOf('location', locationId),
    'location',
  );
  if (rows.length === 0) {
    b.para(
      `${p.noActivities(place)} ${(hit.row as repo.LocationRow)[`short_description_${lang}`] ?? ''}`,
    );
    return;
  }
  b.para(p.suitability(place)).list(
    rows.map((r) =>
      p.activityFit(
        r[`name_${lang}`],
        r.difficulty,
        String(r.duration_hours),
        r.max_participants,
        usd(r.price_cents),
      ),
    ),
  );
  if (one || rows.length === 1) {
    const r = rows[0]!;
    if (r.requirements[lang].length) b.para(p.needs).list(r.requirements[lang]);
    if (r.included[lang].length) b.para(p.included).list(r.included[lang]);
  }
}
