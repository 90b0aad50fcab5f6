import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake model received. */
export interface LlmCall {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON (the raw text when it is not). */
  body: unknown;
}

/** How the fake answers a call: write to `res`, or never (a model that hangs). */
export type LlmBehaviour = (call: LlmCall, res: ServerResponse) => void;

export interface FakeLlm {
  /** The base URL to give the app as LLM_BASE_URL (with a /v1 prefix, as real services have). */
  baseUrl: string;
  calls: LlmCall[];
  /** Sets how the next calls are answered and forgets the calls so far. */
  behave(behaviour: LlmBehaviour): void;
  close(): Promise<void>;
}

/** A chat completion in the OpenAI format, `content` as given (any JSON value). */
export function completion(content: unknown) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json' }).end(text);
}

/** Answers every call with this text as the model's reply. */
export const says =
  (text: unknown): LlmBehaviour =>
  (_call, res) =>
    sendJson(res, 200, completion(text));

/**
 * An OpenAI-compatible chat completions service on 127.0.0.1 and a random port, answering as the
 * test tells it to and keeping every call for the test to check.
 */
export async function startFakeLlm(): Promise<FakeLlm> {
  const calls: LlmCall[] = [];
  let behaviour: LlmBehaviour = says('Hello');
  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch (_error) {
        // Kept as text: the test says what it expected.
      }
      const call = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      calls.push(call);
      behaviour(call, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    behave(next) {
      behaviour = next;
      calls.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A hanging answer keeps its socket open: end it, or close would wait for it.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
