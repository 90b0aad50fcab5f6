/**
 * Pure checks of the chatbot evaluation (chatbot-eval.ts runs them against the real app): one
 * reply against its case's expectations, the rules every reply keeps, and which of our pages an
 * href names. No I/O here, so test/chatbot-eval-set.test.ts can check the checker too.
 */
import { hasUnknownMarker } from '@camtour/shared/data/chatbot-honesty';
import { FAQ } from '@camtour/shared/data/faq';
import { linksIn, plainChatText } from '@camtour/shared/domain/chat-text';
import type { ChatbotReply } from '@camtour/shared/schemas/chatbot';
import productCategories from '../src/db/seed/data/product-categories.json';
import type { EvalCase, TextAlternatives } from './chatbot-eval-set';

const KHMER_DIGITS = '០១២៣៤៥៦៧៨៩';

/**
 * Text as compared: lower case, Khmer digits as 0-9, every dash as "-", straight apostrophes,
 * one kind of space, and no thousands separators ("4,000", "៤ ០០០" and "4000" are the same).
 */
export function normalise(text: string): string {
  return text
    .replace(/[០-៩]/g, (d) => String(KHMER_DIGITS.indexOf(d)))
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/(\d)[, ](?=\d{3}(?!\d))/g, '$1')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

const has = (text: string, needle: string) => text.includes(normalise(needle));
const anyOf = (alts: TextAlternatives): readonly string[] =>
  typeof alts === 'string' ? [alts] : alts;
const show = (alts: TextAlternatives) =>
  typeof alts === 'string' ? JSON.stringify(alts) : `one of ${JSON.stringify(alts)}`;

/** Does the (normalised) text name this dollar amount: "$614.50", "614.50 ដុល្លារ", "$1,234"? */
export function namesAmount(text: string, dollars: number): boolean {
  const [whole, cents] = dollars.toFixed(2).split('.') as [string, string];
  const amount =
    cents === '00'
      ? `${whole}(?:\\.00?)?`
      : `${whole}\\.${cents.endsWith('0') ? `${cents[0]}0?` : cents}`;
  return new RegExp(`(?<![\\d.])${amount}(?![\\d]|\\.\\d)`).test(normalise(text));
}

/** Pages of ours without an id (apps/web/src/app/route-meta.ts and aliases.ts). */
export const STATIC_PAGES = new Set([
  '/',
  '/adventure',
  '/siem-reap',
  '/siem-reap/hotels',
  '/product',
  '/plan',
  '/faq',
  '/checkout',
  '/orders',
  '/favorites',
  '/about-us',
  '/chatbot',
  '/privacy',
  '/terms',
  '/dashboard',
  '/profile',
  '/login',
  '/send-register',
  '/forgot-pass',
  '/forgot-password',
]);

const FAQ_IDS = new Set(FAQ.map((f) => f.id));
const CATEGORY_SLUGS = new Set(productCategories.map((c) => c.slug));

/** What an href points at, and how to see that it exists. */
export type HrefTarget =
  | { kind: 'api'; path: string; entity: 'location' | 'hotel' | 'product'; id: number }
  | { kind: 'known' }
  | { kind: 'missing'; why: string };

export function hrefTarget(href: string): HrefTarget {
  const m = /^(\/[^?#]*)(\?[^#]*)?(#.*)?$/.exec(href);
  if (!m) return { kind: 'missing', why: 'not a path' };
  const [, path = '', query, hash] = m;
  if (path === '/faq') {
    if (!hash) return { kind: 'known' };
    const id = hash.slice(1);
    return FAQ_IDS.has(id) ? { kind: 'known' } : { kind: 'missing', why: `no FAQ entry "${id}"` };
  }
  // A hash means a section of a page: only the FAQ has named ones.
  if (hash) return { kind: 'missing', why: 'a #section outside the FAQ' };
  const detail = /^\/(location\/detail|siem-reap\/hotels|product\/detail)\/([1-9]\d{0,8})$/.exec(
    path,
  );
  if (detail) {
    const id = Number(detail[2]);
    if (query) return { kind: 'missing', why: 'a query on a detail page' };
    if (detail[1] === 'location/detail')
      return { kind: 'api', entity: 'location', id, path: `/api/web/view/location/detail/${id}` };
    if (detail[1] === 'siem-reap/hotels')
      return { kind: 'api', entity: 'hotel', id, path: `/api/web/view/hotels/siemreap/${id}` };
    return { kind: 'api', entity: 'product', id, path: `/api/web/view/product/${id}` };
  }
  const category = /^\/product\/category\/([a-z0-9-]+)$/.exec(path);
  if (category)
    return CATEGORY_SLUGS.has(category[1]!)
      ? { kind: 'known' }
      : { kind: 'missing', why: `no product category "${category[1]}"` };
  // Listing pages take filters in the query (e.g. /siem-reap/hotels?max_price=30).
  return STATIC_PAGES.has(path)
    ? { kind: 'known' }
    : { kind: 'missing', why: 'not a page of ours' };
}

/** Text a reply must never show: a template or a renderer gone wrong, or a link to elsewhere. */
const BROKEN_TEXT = ['undefined', 'NaN', '[object', '{{', '](http', '](//'];

export interface CheckInput {
  reply: ChatbotReply;
  /** The planner's total for the case's `price_from_planner`, in dollars. */
  plannerTotal?: number;
}

/**
 * Why the reply is not right for the case (empty when it is). Link existence is checked by the
 * runner (it needs the app); everything else is here.
 */
export function checkReply(c: EvalCase, { reply, plannerTotal }: CheckInput): string[] {
  const why: string[] = [];
  const e = c.expect;
  const text = normalise(plainChatText(reply.message));
  const hrefs = new Set(reply.links.map((l) => l.href));

  // Rules for every reply.
  if (reply.lang !== c.lang) why.push(`reply in ${reply.lang}, asked in ${c.lang}`);
  if (reply.source !== 'grounded') why.push(`source ${reply.source} (no LLM is configured)`);
  if (reply.message.trim() === '') why.push('empty message');
  for (const bad of BROKEN_TEXT)
    if (reply.message.includes(bad)) why.push(`message contains ${JSON.stringify(bad)}`);
  for (const link of linksIn(reply.message))
    if (!hrefs.has(link.href)) why.push(`message links ${link.href}, which is not in links`);

  // The case's expectations.
  if (e.links_any && !e.links_any.some((h) => hrefs.has(h)))
    why.push(`no link to any of ${e.links_any.join(' ')}`);
  for (const h of e.links_all ?? []) if (!hrefs.has(h)) why.push(`no link to ${h}`);
  if (e.links_min) {
    const found = e.links_min.of.filter((h) => hrefs.has(h)).length;
    if (found < e.links_min.count)
      why.push(
        `${found} of the ${e.links_min.count} links wanted among ${e.links_min.of.join(' ')}`,
      );
  }
  for (const prefix of e.links_none ?? [])
    for (const h of hrefs) if (h.startsWith(prefix)) why.push(`links ${h}`);
  if (e.text_any && !e.text_any.some((t) => has(text, t)))
    why.push(`says none of ${JSON.stringify(e.text_any)}`);
  for (const item of e.text_all ?? [])
    if (!anyOf(item).some((t) => has(text, t))) why.push(`does not say ${show(item)}`);
  for (const t of e.text_none ?? []) if (has(text, t)) why.push(`says ${JSON.stringify(t)}`);
  if (e.unknown) {
    if (!hasUnknownMarker(reply.message, c.lang)) why.push('no honest "I don\'t know" marker');
    if (reply.links.length === 0 && reply.suggestions.length === 0)
      why.push('offers nothing instead (no link, no suggestion)');
  } else if (hasUnknownMarker(reply.message, c.lang)) {
    // The markers mean "I don't know": said of a question our data answers, it is wrong even
    // when the right page follows, because the traveller is told to look elsewhere.
    why.push('says it does not know, but our data answers this');
  }
  if (e.price_from_planner) {
    if (plannerTotal === undefined) why.push('planner total not computed');
    else if (!namesAmount(reply.message, plannerTotal))
      why.push(`does not name the planner's total $${plannerTotal.toFixed(2)}`);
  }
  return why;
}
