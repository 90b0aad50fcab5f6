import type { EntityRef, Pick } from '@camtour/shared/domain/chatbot/dialogue';
import {
  attributesOf,
  isVariation,
  pickOf,
  pointsBack,
} from '@camtour/shared/domain/chatbot/dialogue';
import { contentWords } from '@camtour/shared/domain/chatbot/words';
import { AnswerBuilder } from './answer-builder';
import type * as repo from './chatbot-repository';
import type { ChatEnv } from './decide';
import { hitOf, thingsIn, thingsOfAnswer } from './entities';

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
  if (asked.length === 1) return { kind: 'thing', ref: asked[0]!, picked: false };
  // "that hotel", "does it have breakfast": a thing, even when the last question named a province.
  const thingAsked =
    /\b(that|this) (one|hotel|product|tent|place|temple)\b|សណ្ឋាគារនោះ|មួយនោះ|ផលិតផលនោះ|ទំនិញនោះ/iu.test(
      message,
    ) || attributesOf(message).some((a) => THING_ONLY.has(a));
  const userProvince =
    !thingAsked && lastUser ? catalog.find(lastUser).some((m) => m.kind === 'province') : false;
  if (asked.length === 0 && !userProvince && answered.length === 1)
    return { kind: 'thing', ref: answered[0]!, picked: false };
  if (points && asked.length === 0 && !userProvince && answered.length >= 2)
    return { kind: 'ambiguous', refs: answered };
  if (points && asked.length >= 2) return { kind: 'ambiguous', refs: asked };
  return { kind: 'none' };
}

/** The cheapest, dearest, first… of the things an answer listed. */
async function pickAmong(env: ChatEnv, refs: EntityRef[], pick: Pick) {
  if (pick === 'first') return refs[0];
  if (pick === 'second') return refs[1];
  if (pick === 'third') return refs[2];
  if (pick === 'last') return refs[refs.length - 1];
  const priced: { ref: EntityRef; cents: number }[] = [];
  for (const ref of refs) {
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
