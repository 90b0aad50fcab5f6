/**
 * Pure judging of the blind evaluation (chatbot-blind-eval.ts runs it against the real app): one
 * reply against its case's checks, scored 1 (right), 0.5 (half right) or 0 (wrong). No I/O.
 */
import { UNKNOWN_MARKERS } from '@camtour/shared/data/chatbot-honesty';
import type { Lang } from '@camtour/shared/constants';
import { plannerQuoteInput, type QuoteStyle } from '@camtour/shared/domain/chat-planner';
import { plainChatText } from '@camtour/shared/domain/chat-text';
import { generateRecommendation } from '@camtour/shared/domain/planner/generate';
import type { ChatbotReply } from '@camtour/shared/schemas/chatbot';
import { namesAmount, normalise } from './chatbot-eval-check';
import type { BlindCase, Check } from './chatbot-blind-set';

const KHMER_SCRIPT = /[\u1780-\u17FF]/;

/**
 * Ways of saying "I can't know this", beyond the engine's own markers: the check is about the
 * honesty, not the engine's wording.
 */
const ADMISSIONS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    ...UNKNOWN_MARKERS.en,
    'i do not know',
    'i cannot',
    'i could not',
    'i do not have',
    'not able to',
    'unable to',
    'no live',
    'no way to know',
    'cannot predict',
    "can't predict",
    "can't check",
    "can't see",
    'not in our data',
  ],
  km: [
    ...UNKNOWN_MARKERS.km,
    'មិនដឹង',
    'រកមិនឃើញ',
    'មិនអាច',
    'មិនមានព័ត៌មាន',
    'គ្មានព័ត៌មាន',
    'ពុំមានព័ត៌មាន',
    'ពុំអាច',
  ],
};

export interface ReplyView {
  /** The message as plain normalised text (links as their labels). */
  text: string;
  hrefs: readonly string[];
  reply: ChatbotReply;
}

export function viewOf(reply: ChatbotReply): ReplyView {
  return {
    text: normalise(plainChatText(reply.message)),
    hrefs: reply.links.map((l) => l.href),
    reply,
  };
}

const pathOf = (href: string) => href.replace(/[?#].*$/, '');

function linksTo(hrefs: readonly string[], target: string): boolean {
  return hrefs.some(
    (h) =>
      h === target || (!target.includes('#') && pathOf(h) === target) || h.startsWith(`${target}/`),
  );
}

/** The number on its own: 350 in "350 steps", not in "1350" or "3.50". */
export function namesNumber(text: string, value: number): boolean {
  const n = String(value).replace('.', '\\.');
  return new RegExp(`(?<![\\d.,])${n}(?![\\d]|[.,]\\d)`).test(text);
}

/** A dollar amount with a dollar word or sign next to it ("$9", "9 dollars", "9 ដុល្លារ"). */
export function namesUsd(text: string, dollars: number): boolean {
  const [whole, cents] = dollars.toFixed(2).split('.') as [string, string];
  const amount =
    cents === '00'
      ? `${whole}(?:[.,]00?)?`
      : `${whole}[.,]${cents.endsWith('0') ? `${cents[0]}0?` : cents}`;
  const before = new RegExp(`(?:\\$|usd|us\\$)\\s?${amount}(?![\\d]|[.,]\\d)`);
  const after = new RegExp(`(?<![\\d.,])${amount}\\s?(?:\\$|usd|us\\$|dollars?|ដុល្លារ)(?![a-z])`);
  return before.test(text) || after.test(text);
}

const STYLES: readonly QuoteStyle[] = ['budget', 'mid', 'luxury'];
const plannerCache = new Map<string, number[]>();

/** The planner's totals for a trip, whatever style, nights and nationality it is priced with. */
export function plannerTotals(days: 1 | 2 | 3, partySize: number, nights?: number): number[] {
  const key = `${days}/${partySize}/${nights ?? '*'}`;
  const cached = plannerCache.get(key);
  if (cached) return cached;
  const nightOptions = nights !== undefined ? [nights] : [undefined, days - 1, days];
  const totals = new Set<number>();
  for (const style of STYLES)
    for (const n of nightOptions)
      for (const nationality of ['foreign', 'khmer'] as const) {
        const input = plannerQuoteInput(days, partySize, style, n);
        const answers = { ...input.answers, nationality };
        totals.add(generateRecommendation({ ...input, answers }).totalCost);
      }
  const list = [...totals];
  plannerCache.set(key, list);
  return list;
}

export function holds(check: Check, view: ReplyView, lang: Lang): boolean {
  if ('text_any' in check) return check.text_any.some((alt) => view.text.includes(normalise(alt)));
  if ('link_to' in check) return check.link_to.some((target) => linksTo(view.hrefs, target));
  if ('link_prefix' in check) return view.hrefs.some((h) => h.startsWith(check.link_prefix));
  if ('number' in check) return namesNumber(view.text, check.number);
  if ('usd' in check) return namesUsd(view.text, check.usd);
  if ('planner_total' in check) {
    const p = check.planner_total;
    return plannerTotals(p.days, p.party_size, p.nights).some((total) =>
      namesAmount(view.reply.message, total),
    );
  }
  if ('admits' in check) {
    // Either language's admission counts: a reply in the other language is marked down apart.
    return [...ADMISSIONS[lang], ...ADMISSIONS[lang === 'en' ? 'km' : 'en']].some((m) =>
      view.text.includes(normalise(m)),
    );
  }
  if ('offers' in check) return view.hrefs.length > 0;
  if ('any' in check) return check.any.some((c) => holds(c, view, lang));
  if ('all' in check) return check.all.every((c) => holds(c, view, lang));
  return !holds(check.not, view, lang);
}

/** Short text of a check, for the verbose report. */
export function describeCheck(check: Check): string {
  if ('text_any' in check) return `says ${check.text_any.map((a) => JSON.stringify(a)).join('|')}`;
  if ('link_to' in check) return `links ${check.link_to.join('|')}`;
  if ('link_prefix' in check) return `links ${check.link_prefix}…`;
  if ('number' in check) return `names ${check.number}`;
  if ('usd' in check) return `names $${check.usd}`;
  if ('planner_total' in check) {
    const p = check.planner_total;
    return `names the planner's total for ${p.days} days, ${p.party_size} people`;
  }
  if ('admits' in check) return 'admits not knowing';
  if ('offers' in check) return 'offers a page';
  if ('any' in check) return `(${check.any.map(describeCheck).join(' OR ')})`;
  if ('all' in check) return `(${check.all.map(describeCheck).join(' AND ')})`;
  return `NOT ${describeCheck(check.not)}`;
}

export type Verdict = 'right' | 'half' | 'wrong';
export const SCORE: Record<Verdict, number> = { right: 1, half: 0.5, wrong: 0 };

export interface Judgement {
  verdict: Verdict;
  score: number;
  /** Why it is not right (empty when it is). */
  why: string[];
}

/** Whether a reply in `replyLang` is in the language the question is written in. */
export function languageKept(c: BlindCase, replyLang: Lang): boolean {
  // Romanised Khmer is held to neither language; everything else to the language it is in.
  if (c.lang === 'km' && !KHMER_SCRIPT.test(c.message)) return true;
  return replyLang === c.lang;
}

export function judgeReply(c: BlindCase, reply: ChatbotReply): Judgement {
  const view = viewOf(reply);
  const why: string[] = [];
  const broken = (c.must_not ?? []).filter((check) => holds(check, view, c.lang));
  for (const check of broken) why.push(`must not: ${describeCheck(check)}`);
  const missing = c.must.filter((check) => !holds(check, view, c.lang));
  for (const check of missing) why.push(`missing: ${describeCheck(check)}`);

  let verdict: Verdict;
  if (broken.length > 0) verdict = 'wrong';
  else if (missing.length === 0) verdict = 'right';
  else if (c.half && c.half.every((check) => holds(check, view, c.lang))) verdict = 'half';
  else verdict = 'wrong';

  if (!languageKept(c, reply.lang) && verdict !== 'wrong') {
    why.push(`reply in ${reply.lang}, asked in ${c.lang}: one step lower`);
    verdict = verdict === 'right' ? 'half' : 'wrong';
  }
  return { verdict, score: SCORE[verdict], why };
}
