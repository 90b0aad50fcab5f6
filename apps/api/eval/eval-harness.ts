/**
 * What the chatbot evaluations share (chatbot-eval.ts, chatbot-blind-eval.ts): the app they
 * ask, how a question becomes a request, how it is asked and timed, and how times are summed up.
 */
import {
  ChatbotReplySchema,
  type ChatContextEntry,
  type ChatbotLocation,
  type ChatbotRequest,
} from '@camtour/shared/schemas/chatbot';
import type { Lang } from '@camtour/shared/constants';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import { startTestApp, type TestApp } from '../test/helpers/test-app';

export type { TestApp };

export const ENDPOINT = '/api/web/view/chatbot';

export const ReplyEnvelope = envelopeOf(ChatbotReplySchema);

/** The real app on a real port, a fresh in-memory PGlite with the demo content, no LLM. */
export function startEvalApp(): Promise<TestApp> {
  // TRUST_PROXY names the loopback we send from, so each question's X-Forwarded-For is believed.
  return startTestApp({ env: { TRUST_PROXY: 'loopback' } });
}

export function percentile(sorted: readonly number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? Number.NaN;
}

export const clip = (s: string, n: number) => {
  const one = s.replace(/\s+/g, ' ');
  return one.length > n ? `${one.slice(0, n - 1)}…` : one;
};

// The chatbot limits questions per client address; each question comes from its own address
// (believed because TRUST_PROXY names the loopback we send from), so a run is never throttled
// and the limiter stays as it is in production.
let asked = 0;
export function nextClientIp(): string {
  asked += 1;
  return `10.${(asked >> 16) & 255}.${(asked >> 8) & 255}.${asked & 255}`;
}

/** A question as the widget sends it: the conversation so far, the city, the page's language. */
export interface ChatQuestion {
  message: string;
  context?: readonly ChatContextEntry[];
  location?: ChatbotLocation;
  /** The page's language, sent as `lang`; absent means none is sent. */
  lang?: Lang;
}

export function chatRequest(q: ChatQuestion): ChatbotRequest {
  return {
    message: q.message,
    context: q.context ? [...q.context] : [],
    location: q.location ?? null,
    ...(q.lang ? { lang: q.lang } : {}),
  };
}

export interface Asked {
  ms: number;
  status: number;
  body: unknown;
}

export async function ask(t: TestApp, body: ChatbotRequest): Promise<Asked> {
  const start = performance.now();
  const res = await t.request(ENDPOINT, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      origin: t.baseUrl,
      'x-forwarded-for': nextClientIp(),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - start;
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch (_error) {
    // Not JSON: kept as text for the failure message.
  }
  return { ms, status: res.status, body: parsed };
}

/**
 * Asks a few questions before anything is timed. False (and a message) when the route answers
 * 404, i.e. the chatbot is not registered.
 */
export async function warmUp(
  t: TestApp,
  requests: readonly ChatbotRequest[],
  count: number,
): Promise<boolean> {
  for (let i = 0; i < count; i += 1) {
    const answer = await ask(t, requests[i % requests.length]!);
    if (answer.status === 404) {
      console.error(`POST ${ENDPOINT} answered 404: is the chatbot route registered?`);
      return false;
    }
  }
  return true;
}
