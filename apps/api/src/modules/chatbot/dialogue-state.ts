import type { Lang } from '@camtour/shared/constants';
import {
  attributesOf,
  isOwnOrderQuestion,
  isVariation,
  pointsBack,
  RETURNS,
  twoParts,
  unknowableOf,
  type Attribute,
  type EntityRef,
} from '@camtour/shared/domain/chatbot/dialogue';
import type { EntityMatch } from '@camtour/shared/domain/chatbot/entities';
import {
  aspectOf,
  CANNOT_DO,
  greetingKind,
  HOTEL_CUE,
  isFollowUp,
  SHOP_CUE,
  parsePlannerQuestion,
} from '@camtour/shared/domain/chatbot/intent';
import { contentWords } from '@camtour/shared/domain/chatbot/words';
import type { ChatbotQuery, ChatContextEntry } from '@camtour/shared/schemas/chatbot';
import { AnswerBuilder } from './answer-builder';
import { TEXT } from './answer-text';
import { attributeAnswer, deliveryLines, kmBetween } from './answerers/attributes';
import {
  orderLookup,
  returnsAnswer,
  uncoveredTrip,
  unknowable,
  whichOne,
} from './answerers/honest';
import { hotelsNearAnswer } from './answerers/hotel';
import { addPassages } from './answerers/passages';
import { quote } from './answerers/planner';
import { provinceAttributes } from './answerers/province';
import type * as repo from './chatbot-repository';
import { decide, type ChatEnv } from './decide';
import { hitOf } from './entities';
import { implicitThing, merge, resolveReference, worthSplitting } from './follow-ups';
import { PHRASES, type Phrases } from './phrasing';
import {
  FAQ_CONFIDENT,
  faqIndex,
  faqSearch,
  isAtLeast,
  retrieve,
  strongest,
  type Hit,
  type Province,
} from './retrieval';

/** Attributes the older place answers do not cover: these always go to the attribute answerer. */
const OWN_ATTRIBUTES = new Set<Attribute>([
  'distance',
  'tips',
  'facilities',
  'rooms',
  'specs',
  'stock',
  'delivery',
  'suitability',
  'booking',
]);

/** A carrier of ours named: the question is about our delivery ("and by J&T, how do I pay?"). */
const CARRIER = /j\s?&\s?t|virak|buntham|courier|carrier|ក្រុមហ៊ុនដឹក/iu;

/** A price a night: a room's rate. */
const PER_NIGHT = /\b(a|per|each|one) night\b|\bnightly\b|ក្នុងមួយយប់|មួយយប់|ម្តងមួយយប់/u;

/** The page's city, as a province slug (for "how far from here"). */
const CITY_SLUGS: Record<string, string> = {
  phnom_penh: 'phnom-penh',
  siem_reap: 'siem-reap',
  battambang: 'battambang',
};

/** What a turn of the conversation was about, read from its text alone. */
interface Turn {
  things: EntityRef[];
  provinces: Province[];
}

/**
 * The grounded answer to a question read with the conversation the page sent (role and content
 * only: the state is rebuilt from the text on every request, nothing is kept on the server).
 */
export async function grounded(
  env: ChatEnv,
  q: ChatbotQuery,
  lang: Lang,
  depth = 0,
): Promise<AnswerBuilder> {
  const b = await turnAnswer(env, q, lang, depth);
  // What our own text says to the question about the thing answered, when the answer lacks it.
  if (b.about.length) await addPassages(env, b, q.message, lang, PHRASES[lang]);
  return b;
}

async function turnAnswer(
  env: ChatEnv,
  q: ChatbotQuery,
  lang: Lang,
  depth: number,
): Promise<AnswerBuilder> {
  const t = TEXT[lang];
  const p = PHRASES[lang];
  const b = new AnswerBuilder();
  const { message, context } = q;

  const greeting = greetingKind(message);
  if (greeting) return b.para(t[greeting]);

  // One's own order: we cannot see it, and a product search would be no answer.
  if (isOwnOrderQuestion(message)) {
    orderLookup(b, message, lang, p);
    return b;
  }
  if (RETURNS.test(message)) {
    returnsAnswer(b, lang, p);
    return b;
  }

  const [catalog, provinceList] = await Promise.all([env.catalog(), env.provinces()]);
  const provinceOf = (m: EntityMatch[]) =>
    m
      .filter((x) => x.kind === 'province')
      .map((x) => provinceList.find((pr) => pr.id === x.id))
      .filter((x): x is Province => !!x);
  const matches = catalog.find(message);
  const own: Turn = {
    things: matches.filter((m) => m.kind !== 'province').map((m) => ({ kind: m.kind, id: m.id })),
    provinces: provinceOf(matches),
  };

  // Two questions in one: each part answered, the second read after the first.
  if (depth === 0) {
    const parts = twoParts(message);
    const firstNames = catalog.find(parts?.[0] ?? '').some((m) => m.kind !== 'province');
    if (parts && worthSplitting(parts, catalog.find(parts[1]).length > 0, firstNames)) {
      const first = await grounded(env, { ...q, message: parts[0] }, lang, 1);
      const followed: ChatContextEntry[] = [
        ...context,
        { role: 'user', content: parts[0] },
        { role: 'assistant', content: first.message() },
      ];
      const second = await grounded(
        env,
        { ...q, message: parts[1], context: followed.slice(-10) },
        lang,
        1,
      );
      return merge(first, second);
    }
  }

  // What nobody can know from our data, unless the question is about something of ours.
  const lower = message.toLowerCase();
  // What no chat can do ("book my flight"): the router's own answer, as before.
  if (CANNOT_DO.test(lower)) return decide(env, b, message, aspectOf(message), q, lang);
  const unknown =
    own.things.length === 0 && !CANNOT_DO.test(lower) ? unknowableOf(message) : undefined;
  if (unknown && !(unknown === 'abroad' && own.provinces.length)) {
    await unknowable(env, b, unknown, lang, t, p, message);
    return b;
  }
  // "Is Angkor Wat crowded right now?", "will it rain at Bokor tomorrow?": we cannot know; what
  // we do know is when it is best.
  const liveAbout = own.things.length ? unknowableOf(message) : undefined;
  if (liveAbout === 'weather' || liveAbout === 'live') {
    const hit = await hitOf(env.db, own.things[0]!);
    if (hit) {
      b.para(p.unknowable[liveAbout]);
      await attributeAnswer(env, b, { hit, attributes: ['best-time'] }, lang, t, p);
      return b;
    }
  }

  const lastUser = [...context].reverse().find((e) => e.role === 'user');
  const lastAnswer = [...context].reverse().find((e) => e.role === 'assistant');

  // Trip prices come from the planner itself; "and for 2 people?" keeps the last question's trip.
  const pq = parsePlannerQuestion(message);
  const previousPq = lastUser ? parsePlannerQuestion(lastUser.content) : undefined;
  // "How much a night?" asks a room's price, not a trip's.
  const hotelAsked = (HOTEL_CUE.test(lower) || PER_NIGHT.test(lower)) && pq?.days === undefined;
  if (!hotelAsked && (pq?.asksPrice || (pq && previousPq?.asksPrice))) {
    const earlier = pq?.asksPrice ? [] : provinceOf(catalog.find(lastUser?.content ?? ''));
    const where = (await destinationOf(env, own)) ?? earlier[0];
    // The planner prices Siem Reap: another province gets what we know of it, never that number.
    if (where && where.slug !== 'siem-reap') {
      await uncoveredTrip(env, b, where, lang, t, p);
      return b;
    }
    quote(b, { ...(pq?.asksPrice ? {} : previousPq), ...pq, asksPrice: true }, lang, t);
    return b;
  }
  // "and for Kampot?" after a trip price: the same question of another province.
  if (previousPq?.asksPrice && isVariation(message) && own.things.length === 0) {
    const where = own.provinces[0];
    if (where && where.slug !== 'siem-reap') {
      await uncoveredTrip(env, b, where, lang, t, p);
      return b;
    }
  }

  // "and Bayon?" after "how do I get to Ta Prohm?": the same question of the new name.
  let attributes = attributesOf(message);
  // The answer to our "Which one do you mean?" carries the question that asked it.
  const afterWhich =
    !!lastAnswer &&
    (lastAnswer.content.includes(PHRASES.en.whichOne) ||
      lastAnswer.content.includes(PHRASES.km.whichOne));
  const inherited =
    attributes.length === 0 &&
    own.things.length > 0 &&
    (isVariation(message) || afterWhich) &&
    !!lastUserText(context);
  if (inherited) attributes = attributesOf(lastUserText(context)!);
  const faqTop = faqSearch(message, lang, aspectOf(message))[0];

  // Delivery to a province, with no product named: our rules for that province.
  if (
    own.things.length === 0 &&
    attributes.includes('delivery') &&
    (own.provinces.length || CARRIER.test(message))
  ) {
    deliveryLines(b, own.provinces[0], lang, p);
    return b;
  }

  // A follow-up that points back at something named just before.
  if (own.things.length === 0 && context.length) {
    const target = await resolveReference(env, message, lastUser?.content, lastAnswer?.content);
    if (target.kind === 'ambiguous') {
      await whichOne(env, b, target.refs, lang, p);
      return b;
    }
    if (target.kind === 'thing') {
      const hit = await hitOf(env.db, target.ref);
      if (hit) {
        // "and for kids?" asks the last question again of a variation: its attributes carry over.
        // "what about hotels there?": our hotels nearest that place.
        if (
          hit.kind === 'location' &&
          HOTEL_CUE.test(lower) &&
          (await hotelsNearAnswer(env.db, b, hit, lang, p))
        )
          return b;
        const asked =
          attributes.length || (target.picked && !afterWhich)
            ? attributes
            : isVariation(message) || afterWhich
              ? attributesOf(lastUser?.content ?? '')
              : [];
        await attributeAnswer(
          env,
          b,
          {
            hit,
            attributes: asked,
            from: own.provinces[0],
            to: own.provinces[0],
            faqTop,
            question: message,
          },
          lang,
          t,
          p,
        );
        return b;
      }
    }
  }

  // A province asked for its weather, tips or distance: what its places' guides say. "When is
  // the best time to go there?" after "Tell me about Kampot" asks it of Kampot.
  const earlierProvince =
    own.things.length === 0 &&
    own.provinces.length === 0 &&
    (pointsBack(message) || isVariation(message))
      ? provinceOf(catalog.find(lastUser?.content ?? ''))[0]
      : undefined;
  const province = own.provinces[0] ?? earlierProvince;
  if (
    own.things.length === 0 &&
    province &&
    attributes.some(
      (a) =>
        a === 'best-time' || a === 'tips' || a === 'distance' || a === 'around' || a === 'pack',
    ) &&
    (await provinceAttributes(env, b, province, own.provinces[1], attributes, lang, p))
  ) {
    return b;
  }

  // Several things named and something asked of them ("which is closer, X or Y?"): each.
  const compares = /\b(compare|comparison|vs|versus|difference|or|and)\b|ប្រៀបធៀប|ឬ|និង/iu.test(
    message,
  );
  if (
    own.things.length >= 2 &&
    (attributes.length || (compares && !HOTEL_CUE.test(lower) && !SHOP_CUE.test(lower)))
  ) {
    for (const ref of own.things.slice(0, 3)) {
      const hit = await hitOf(env.db, ref);
      if (hit)
        await attributeAnswer(
          env,
          b,
          {
            hit,
            attributes,
            from: own.provinces[0],
            to: own.provinces[0],
            faqTop,
            question: message,
          },
          lang,
          t,
          p,
        );
    }
    if (attributes.includes('distance')) await closestOf(env, b, own, lang, p);
    if (!b.empty) return b;
  }

  // A thing named, asked for an attribute the place answers do not cover, or for several.
  const thing = own.things[0];
  // "Hotels near West Baray with a pool": a stay near the place, not the place's facilities.
  const stayNear = thing?.kind === 'location' && HOTEL_CUE.test(lower);
  if (
    thing &&
    !stayNear &&
    (attributes.some((a) => OWN_ATTRIBUTES.has(a)) ||
      attributes.length >= 2 ||
      inherited ||
      (attributes.length === 1 && !HOTEL_CUE.test(lower) && !SHOP_CUE.test(lower)))
  ) {
    const hit = await hitOf(env.db, thing);
    if (hit) {
      const city = q.location
        ? provinceList.find((pr) => pr.slug === CITY_SLUGS[q.location!])
        : undefined;
      const from = [...own.provinces, ...(city ? [city] : [])].find(
        (pr) => hit.kind !== 'location' || pr.id !== (hit.row as repo.LocationRow).province_id,
      );
      await attributeAnswer(
        env,
        b,
        { hit, attributes, from, to: own.provinces[0], faqTop, question: message },
        lang,
        t,
        p,
      );
      return b;
    }
  }
  // A product's specs or stock asked by a shorter name ("the sleeping bag liner"): the product
  // the search finds when it is clearly one.
  if (!thing && attributes.some((a) => a === 'specs' || a === 'stock')) {
    const product = strongest(
      (await retrieve(env.db, message)).filter((h) => h.kind === 'product' && h.precision >= 0.6),
    );
    if (product) {
      await attributeAnswer(
        env,
        b,
        { hit: product, attributes, faqTop, question: message },
        lang,
        t,
        p,
      );
      return b;
    }
  }
  // Nothing named or pointed at, after an answer about one thing whose text answers this.
  if (
    !thing &&
    context.length &&
    own.provinces.length === 0 &&
    !HOTEL_CUE.test(lower) &&
    !SHOP_CUE.test(lower)
  ) {
    const ref = await implicitThing(env, message, lastUser?.content, lastAnswer?.content, lang);
    const hit = ref ? await hitOf(env.db, ref) : undefined;
    if (hit) {
      await attributeAnswer(env, b, { hit, attributes, faqTop, question: message }, lang, t, p);
      return b;
    }
  }
  const known = thing ? await hitOf(env.db, thing) : undefined;
  const explained = known ? matches.filter((m) => m.kind !== 'province').map((m) => m.alias) : [];

  const aspect = aspectOf(message);
  // A follow-up ("and how do I get there?") is read with the question before it; its own words
  // decide what is asked.
  if (lastUser && !known && isFollowUp(message)) {
    return decide(env, b, `${lastUser.content} ${message}`, aspect, q, lang);
  }
  let ownHits: Hit[] | undefined;
  if (lastUser && !known && contentWords(message).length <= 3) {
    ownHits = await retrieve(env.db, message);
    if (!strongest(ownHits) && !isAtLeast(faqIndex.search(message, lang, 1)[0], FAQ_CONFIDENT)) {
      return decide(env, b, `${lastUser.content} ${message}`, aspect, q, lang);
    }
  }
  return decide(env, b, message, aspect, q, lang, ownHits, known && { hit: known, explained });
}

/** "Which is closer?": after each distance, the one that is. */
async function closestOf(env: ChatEnv, b: AnswerBuilder, turn: Turn, lang: Lang, p: Phrases) {
  const provinces = await env.provinces();
  const rows: { name: string; km: number }[] = [];
  for (const ref of turn.things.filter((x) => x.kind === 'location')) {
    const hit = await hitOf(env.db, ref);
    const l = hit?.row as repo.LocationRow | undefined;
    const from = turn.provinces[0] ?? provinces.find((pr) => pr.id === l?.province_id);
    if (l && from?.lat != null && from.lng != null)
      rows.push({ name: l[`name_${lang}`], km: kmBetween(l, { lat: from.lat, lng: from.lng }) });
  }
  if (rows.length < 2) return;
  rows.sort((x, y) => x.km - y.km);
  b.para(p.closestIs(rows[0]!.name));
}

const lastUserText = (context: readonly ChatContextEntry[]) =>
  [...context].reverse().find((e) => e.role === 'user')?.content;

/** The province a trip question is about: named, or the province of the place named. */
async function destinationOf(env: ChatEnv, turn: Turn): Promise<Province | undefined> {
  if (turn.provinces[0]) return turn.provinces[0];
  const place = turn.things.find((x) => x.kind === 'location');
  if (!place) return undefined;
  const hit = await hitOf(env.db, place);
  const provinceId = (hit?.row as repo.LocationRow | undefined)?.province_id;
  return (await env.provinces()).find((pr) => pr.id === provinceId);
}
