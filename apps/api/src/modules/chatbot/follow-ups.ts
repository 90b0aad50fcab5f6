import type { Lang } from '@camtour/shared/constants';
import type { EntityRef, Pick } from '@camtour/shared/domain/chatbot/dialogue';
import {
  attributesOf,
  gramsOf,
  isVariation,
  pickOf,
  pointsBack,
  refsInLinks,
} from '@camtour/shared/domain/chatbot/dialogue';
import {
  bestMatch,
  contentWords,
  isGeneric,
  isIntentWord,
} from '@camtour/shared/domain/chatbot/words';
import { AnswerBuilder } from './answer-builder';
import * as repo from './chatbot-repository';
import type { ChatEnv } from './decide';
import { hitOf, thingsIn, thingsOfAnswer } from './entities';
import { nameWords } from './retrieval';
import { passagesAnswering } from './answerers/passages';

/**
 * Follow-ups: what "there", "it", "that one" or "the cheapest one" refers to in the turns the
 * page sent back, and how a question of two parts is split and joined again.
 */

/** Attributes only a thing has (a province has no rooms, specs or stock). */
const THING_ONLY = new Set(['facilities', 'rooms', 'specs', 'stock', 'booking', 'suitability']);

export type Reference =
  | { kind: 'none' }
  | { kind: 'thing'; ref: EntityRef; picked: boolean }
  | { kind: 'ambiguous'; refs: EntityRef[] };

/**
 * What "there", "it", "that one" or "the cheapest one" means: the one thing the last question
 * named; else the one thing the last answer named; the picked one of a list; else, when the
 * answer named several and the question points at one, a question back. A province named last
 * is left to the router (it knows provinces).
 */
export async function resolveReference(
  env: ChatEnv,
  message: string,
  lastUser: string | undefined,
  lastAnswer: string | undefined,
): Promise<Reference> {
  const pick = pickOf(message);
  const points = pointsBack(message);
  const short = contentWords(message).length <= 3;
  if (!points && !pick && !isVariation(message) && !short) return { kind: 'none' };
  const catalog = await env.catalog();
  const asked = lastUser ? thingsIn(catalog, lastUser) : [];
  const answered = lastAnswer ? thingsOfAnswer(catalog, lastAnswer) : [];
  if (pick && answered.length >= 2) {
    const ref = await pickAmong(env, answered, pick);
    return ref ? { kind: 'thing', ref, picked: true } : { kind: 'ambiguous', refs: answered };
  }
  // "the loft one": a word of one of the names the answer gave picks that one.
  const byWord = await namedAmong(env, [...answered, ...asked], message);
  if (byWord) return { kind: 'thing', ref: byWord, picked: true };
  // The one thing the last answer linked is what it answered with ("the dearest tent is …"),
  // over a word of the question before that happened to name something else.
  const linked = lastAnswer ? refsInLinks(lastAnswer) : [];
  if (linked.length === 1 && asked.length <= 1)
    return { kind: 'thing', ref: linked[0]!, picked: false };
  if (asked.length === 1) return { kind: 'thing', ref: asked[0]!, picked: false };
  // "that hotel", "does it have breakfast": a thing, even when the last question named a province.
  const thingAsked =
    /\b(that|this) (one|hotel|product|tent|place|temple)\b|\b(a|per|each) night\b|សណ្ឋាគារនោះ|មួយនោះ|ផលិតផលនោះ|ទំនិញនោះ|មួយយប់/iu.test(
      message,
    ) || attributesOf(message).some((a) => THING_ONLY.has(a));
  const userProvince =
    !thingAsked && lastUser ? catalog.find(lastUser).some((m) => m.kind === 'province') : false;
  // The one thing the answer named, even when the question before named its province: "how do I
  // get there?" after "Phnom Sampeau, 12 km from Battambang town" asks of Phnom Sampeau.
  if (asked.length === 0 && (!userProvince || points) && answered.length === 1)
    return { kind: 'thing', ref: answered[0]!, picked: false };
  if (points && asked.length === 0 && !userProvince && answered.length >= 2)
    return { kind: 'ambiguous', refs: answered };
  if (points && asked.length >= 2) return { kind: 'ambiguous', refs: asked };
  return { kind: 'none' };
}

/** Each thing once, in first-named order. */
const distinctRefs = (refs: readonly EntityRef[]) =>
  refs.filter((r, i) => refs.findIndex((x) => x.kind === r.kind && x.id === r.id) === i);

/** The one of several things whose own name holds a word of the question ("the loft one"). */
async function namedAmong(env: ChatEnv, refs: EntityRef[], message: string) {
  const unique = distinctRefs(refs);
  if (unique.length < 2) return undefined;
  const words = contentWords(message).filter((w) => !isGeneric(w) && !isIntentWord(w));
  if (words.length === 0) return undefined;
  const matching: EntityRef[] = [];
  for (const ref of unique) {
    const hit = await hitOf(env.db, ref);
    const own = hit ? nameWords(hit.name.en, hit.name.km) : [];
    if (words.some((w) => bestMatch(w, own) >= 0.8)) matching.push(ref);
  }
  return matching.length === 1 ? matching[0] : undefined;
}

/** A product's weight in grams, from its specs. */
async function weightOf(env: ChatEnv, ref: EntityRef) {
  if (ref.kind !== 'product') return undefined;
  const d = await repo.productDetails(env.db, ref.id);
  const spec = d?.specs.find((s) => /weight/i.test(s.label_en));
  return spec ? gramsOf(spec.value_en) : undefined;
}

/** The cheapest, dearest, lightest, first… of the things an answer listed. */
async function pickAmong(env: ChatEnv, refs: EntityRef[], pick: Pick) {
  if (pick === 'first') return refs[0];
  if (pick === 'second') return refs[1];
  if (pick === 'third') return refs[2];
  if (pick === 'last') return refs[refs.length - 1];
  if (pick === 'lightest' || pick === 'heaviest') {
    const weighed: { ref: EntityRef; g: number }[] = [];
    for (const ref of refs) {
      const g = await weightOf(env, ref);
      if (g !== undefined) weighed.push({ ref, g });
    }
    weighed.sort((a, b) => (pick === 'lightest' ? a.g - b.g : b.g - a.g));
    return weighed[0]?.ref;
  }
  const priced: { ref: EntityRef; cents: number }[] = [];
  // Like with like: "the cheaper one" after two products and a place is the cheaper product.
  const products = refs.filter((r) => r.kind === 'product');
  for (const ref of products.length >= 2 ? products : refs) {
    const hit = await hitOf(env.db, ref);
    if (!hit) continue;
    const row = hit.row as Partial<repo.ProductRow & repo.HotelRow & repo.LocationRow>;
    const cents = row.price_cents ?? row.min_price_cents ?? row.max_money_riel;
    if (cents !== undefined) priced.push({ ref, cents });
  }
  if (priced.length === 0) return undefined;
  priced.sort((a, b) => (pick === 'cheapest' ? a.cents - b.cents : b.cents - a.cents));
  return priced[0]!.ref;
}

/** Two parts are worth answering apart when they ask different things (or the second names one). */
export function worthSplitting(
  parts: [string, string],
  secondNames: boolean,
  firstNames: boolean,
): boolean {
  // "Do you ship to Kep and how long does it take?": "it" is the first part's question, not a
  // thing; the question is one.
  if (!secondNames && !firstNames && pointsBack(parts[1])) return false;
  const a = attributesOf(parts[0]);
  const b = attributesOf(parts[1]);
  if (b.length === 0 && !secondNames) return false;
  return secondNames || b.some((x) => !a.includes(x));
}

export function merge(first: AnswerBuilder, second: AnswerBuilder): AnswerBuilder {
  const out = new AnswerBuilder();
  for (const l of [...first.links, ...second.links]) out.link(l.label, l.href, l.kind);
  for (const block of [...first.blocks, ...second.blocks])
    if (!out.blocks.includes(block)) out.para(block);
  return out;
}

/**
 * A question that names nothing and points at nothing, after an answer about one thing: about
 * that thing when that thing's own text answers it ("can we ride the elephants?" after an answer
 * about Elephant Valley). Else undefined, and the question is read on its own.
 */
export async function implicitThing(
  env: ChatEnv,
  message: string,
  lastUser: string | undefined,
  lastAnswer: string | undefined,
  lang: Lang,
): Promise<EntityRef | undefined> {
  const catalog = await env.catalog();
  const refs = [
    ...(lastAnswer ? thingsOfAnswer(catalog, lastAnswer) : []),
    ...(lastUser ? thingsIn(catalog, lastUser) : []),
  ];
  const unique = distinctRefs(refs);
  if (unique.length !== 1) return undefined;
  const hit = await hitOf(env.db, unique[0]!);
  if (!hit) return undefined;
  const found = await passagesAnswering(env.db, hit, message, lang, 1);
  return found.some((f) => f.score >= IMPLICIT_SCORE) ? unique[0] : undefined;
}

/** How well the thing's own text must answer a question that does not name it (one rare word). */
const IMPLICIT_SCORE = 1.5;
