import type { Envelope, FieldErrors } from '@camtour/shared/schemas/envelope';

export const DEFAULT_TIMEOUT_MS = 30_000;

/** Texts of document 1 §8 "Global HTTP"; they are keys of the errors namespace too. */
export const CONNECTION_ERROR_TEXT =
  'Error connection! Please check internet connection, then try again.';
export const NO_AUTHORIZATION_TEXT = 'No authorization';
export const SERVER_ERROR_TEXT = 'Server error. Please try again later.';
export const NETWORK_ERROR_TEXT = 'Network error. Please try again later.';

/** A failed call: `key` is the envelope's stable error key (or a plain sentence the spec quotes). */
export class ApiError extends Error {
  readonly status: number;
  readonly key: string;
  readonly fieldErrors: FieldErrors;
  readonly retryAfterSeconds: number | null;
  /** The response headers, for callers that read more than the envelope (X-Login-Attempts). */
  readonly headers: Headers;
  /** The envelope's top-level `code` (document 2 §8: `code: 2` on a cart add past the stock). */
  readonly code: number | null;
  /** The failed envelope's `data` (e.g. `{ available: 3 }`), for messages that name a number. */
  readonly data: unknown;

  constructor(
    status: number,
    key: string,
    fieldErrors: FieldErrors = {},
    retryAfterSeconds: number | null = null,
    headers: Headers = new Headers(),
    extra: { code?: number | null; data?: unknown } = {},
  ) {
    super(key);
    this.name = 'ApiError';
    this.status = status;
    this.key = key;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
    this.headers = headers;
    this.code = extra.code ?? null;
    this.data = extra.data ?? null;
  }

  /** First message of a field, as the forms of document 1 §8 show it. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface ApiGlobalHandlers {
  /** Shows a transient message; receives a key of the errors namespace. */
  notify: (messageKey: string) => void;
  /** Sends the visitor to /login (403). */
  redirectToLogin: () => void;
}

let handlers: ApiGlobalHandlers = { notify: () => {}, redirectToLogin: () => {} };

/** The app wires toasts and navigation in; the client itself knows neither. */
export function setApiGlobalHandlers(next: ApiGlobalHandlers): void {
  handlers = next;
}

const signedOutListeners = new Set<() => void>();

/**
 * Called when the server says the visitor is not (or no longer) signed in
 * (401/403). The session store listens; the client does not know it.
 */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

const signedOut = () => signedOutListeners.forEach((listener) => listener());

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

let transport: FetchLike = (url, init) => fetch(url, init);

/**
 * The server renderer answers the page's API calls inside its own process (no socket, no
 * origin to resolve a relative path against); the browser keeps `fetch`.
 */
export function setApiTransport(next: FetchLike): void {
  transport = next;
}

/** A raw call through the same transport, for the one answer whose envelope is not the usual. */
export function apiFetch(url: string, init: RequestInit): Promise<Response> {
  return transport(url, init);
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Skip the global 401/403/network behaviour when the caller handles it (document 1 §8, wishlist). */
  skipGlobalHandling?: boolean;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

function parseRetryAfter(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T> | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && 'result' in value && 'message' in value) {
      return value as Envelope<T>;
    }
  } catch (_error) {
    // A proxy's HTML error page: handled as an envelope-less failure below.
  }
  return null;
}

function fallbackKey(status: number): string {
  if (status >= 500) return 'server-error';
  if (status === 401) return 'no-authorization';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'too-many-requests-try-later';
  return 'error-occurred-try-again';
}

function applyGlobalHandling(error: ApiError): void {
  if (error.key === 'network-error') {
    handlers.notify(CONNECTION_ERROR_TEXT);
  } else if (error.status === 401) {
    signedOut();
    // An idle session the server ended says so (document 1 §4); any other 401 is the global text.
    handlers.notify(error.key === 'session-expired' ? 'session-expired' : NO_AUTHORIZATION_TEXT);
  } else if (error.status === 403) {
    signedOut();
    handlers.redirectToLogin();
  }
}

/** Calls the API and returns the envelope's `data`; throws ApiError on any failure. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, timeoutMs = DEFAULT_TIMEOUT_MS, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server's CSRF guard (DECISIONS D4) requires it on state-changing cookie requests.
    'X-Requested-With': 'XMLHttpRequest',
    ...options.headers,
  };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch (cause) {
    const error = timedOut
      ? new ApiError(0, 'request-timeout')
      : signal?.aborted
        ? null
        : new ApiError(0, 'network-error');
    // A caller's own cancel (React Query unmount) is not a failure to report.
    if (!error) throw cause;
    if (!options.skipGlobalHandling) applyGlobalHandling(error);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  const envelope = await readEnvelope<T>(response);
  if (!response.ok || !envelope || envelope.result === false) {
    const status = response.status;
    const key = envelope?.message || (response.ok ? 'invalid-json' : fallbackKey(status));
    const code = (envelope as { code?: unknown } | null)?.code;
    const error = new ApiError(
      status,
      key,
      envelope?.errors ?? {},
      parseRetryAfter(response),
      response.headers,
      { code: typeof code === 'number' ? code : null, data: envelope?.data },
    );
    if (!options.skipGlobalHandling) applyGlobalHandling(error);
    throw error;
  }
  return envelope.data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
