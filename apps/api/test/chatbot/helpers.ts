import { isSitePath, linksIn } from '@camtour/shared/domain/chat-text';
import {
  type ChatbotReply,
  type ChatbotRequest,
  type ChatLinkKind,
} from '@camtour/shared/schemas/chatbot';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { hrefTarget } from '../../eval/chatbot-eval-check';
import { attempts } from '../../src/db/schema/index';
import type { Limit } from '../../src/plugins/rate-limit';
import type { TestClient } from '../helpers/client';
import type { TestApp } from '../helpers/test-app';
import { send, type Answer } from '../orders/helpers';

export const CHATBOT = '/api/web/view/chatbot';

/** POST /api/web/view/chatbot through the client (its IP, cookies, bearer, same-origin headers). */
export const askBot = (
  c: TestClient,
  body: ChatbotRequest | Record<string, unknown>,
  headers: Record<string, string> = {},
) => send<ChatbotReply>(c, 'POST', CHATBOT, body, headers);

/** The reply of a question that was answered, checked to be one. */
export function answered(res: Answer<ChatbotReply>): ChatbotReply {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ result: true, error: false, message: 'success' });
  return res.body.data!;
}

const KHMER = /[\u1780-\u17FF]/u;
export const hasKhmer = (text: string) => KHMER.test(text);

/** The kinds a link to this page may have: a place's page is also an activity's. */
function kindsOf(href: string): ChatLinkKind[] {
  if (href.startsWith('/location/detail/')) return ['location', 'activity'];
  if (href.startsWith('/siem-reap/hotels/')) return ['hotel'];
  if (href.startsWith('/product/detail/')) return ['product'];
  if (href.startsWith('/faq')) return ['faq'];
  return ['page'];
}

/**
 * The rules every reply keeps, whatever was asked: a message, every link in it one of `links`
 * (and, for a grounded reply, every one of `links` in it), each href a path of this site named
 * once, with the kind of its page; up to four suggestions in the reply's language, none of them
 * the question just asked.
 */
export function expectWellFormed(reply: ChatbotReply, asked?: string): void {
  expect(reply.message.trim()).not.toBe('');
  const hrefs = reply.links.map((l) => l.href);
  const inMessage = linksIn(reply.message).map((l) => l.href);
  for (const href of inMessage) expect(hrefs, `${href} is in the message`).toContain(href);
  if (reply.source === 'grounded') expect(new Set(inMessage)).toEqual(new Set(hrefs));
  expect(new Set(hrefs).size, 'each link once').toBe(hrefs.length);
  for (const link of reply.links) {
    expect(isSitePath(link.href), link.href).toBe(true);
    expect(link.label.trim()).not.toBe('');
    expect(kindsOf(link.href), link.href).toContain(link.kind);
  }
  for (const bad of ['undefined', 'NaN', '[object', '](http', '](//'])
    expect(reply.message).not.toContain(bad);
  // Exactly four is checked where it is the point (chatbot.test.ts, "suggestions").
  expect(reply.suggestions.length).toBeGreaterThan(0);
  expect(reply.suggestions.length).toBeLessThanOrEqual(4);
  expect(new Set(reply.suggestions).size).toBe(reply.suggestions.length);
  for (const s of reply.suggestions) expect(hasKhmer(s), s).toBe(reply.lang === 'km');
  if (asked !== undefined) expect(reply.suggestions).not.toContain(asked.trim());
}

/**
 * Every href of the reply names something that exists: a detail page is read from the API
 * (chatbot-eval-check's mapping), a listing, the planner or a FAQ entry is one of ours.
 */
export async function expectLinksExist(t: TestApp, reply: ChatbotReply): Promise<void> {
  for (const { href } of reply.links) {
    const target = hrefTarget(href);
    expect(target.kind, `${href}: ${JSON.stringify(target)}`).not.toBe('missing');
    if (target.kind === 'api') {
      const res = await t.request(target.path);
      await res.arrayBuffer();
      expect(res.status, `${href} → GET ${target.path}`).toBe(200);
    }
  }
}

/** The limiter's rows of one counter for one client address. */
export async function attemptsOf(t: TestApp, limit: Limit, ip: string): Promise<number> {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(attempts)
    .where(and(eq(attempts.action, limit.action), eq(attempts.key, ip)));
  return Number(row!.n);
}

/** `n` attempts of a counter for an address, `agoMs` in the past, as earlier questions left them. */
export async function insertAttempts(
  t: TestApp,
  limit: Limit,
  ip: string,
  n: number,
  agoMs: number,
): Promise<void> {
  const at = new Date(Date.now() - agoMs);
  await t.app.db
    .insert(attempts)
    .values(Array.from({ length: n }, () => ({ action: limit.action, key: ip, created_at: at })));
}
