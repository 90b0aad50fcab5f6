/**
 * Error logging without personal data. A failing query's error carries its
 * parameters (names, e-mail addresses, booking notes) in `params`, in its
 * message ("params: ...") and, echoed by PostgreSQL, in the cause's message
 * and `detail`. The log keeps the SQL text, the codes and the stack, and
 * writes [redacted] for every parameter value wherever it appears.
 */
const REDACTED = '[redacted]';
/** Fields of PostgreSQL (pg, PGlite) and drizzle errors that hold row or parameter values. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);
/** Shorter values (ids, flags, counts) tell nothing about a person and would blot out the SQL. */
const MIN_SECRET_LENGTH = 3;

function parameterValues(err: unknown, seen = new Set<unknown>()): string[] {
  if (!err || typeof err !== 'object' || seen.has(err)) return [];
  seen.add(err);
  const own = (err as { params?: unknown }).params;
  const values = Array.isArray(own)
    ? own
        .filter((v) => v !== null && v !== undefined)
        .map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)))
        .filter((v) => v.length >= MIN_SECRET_LENGTH)
    : [];
  return [...values, ...parameterValues((err as { cause?: unknown }).cause, seen)];
}

function scrub(text: string, secrets: string[]): string {
  let out = text.replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`);
  // Longest first, so a value that contains another is replaced whole.
  for (const secret of secrets) out = out.replaceAll(secret, REDACTED);
  return out;
}

function serialize(err: unknown, secrets: string[], depth: number): unknown {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null)) {
    return typeof err === 'string' ? scrub(err, secrets) : err;
  }
  const out: Record<string, unknown> = {};
  if (err instanceof Error) {
    out.type = err.constructor.name;
    out.message = scrub(err.message, secrets);
    if (err.stack) out.stack = scrub(err.stack, secrets);
  }
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || key === 'message' || key === 'stack') continue;
    if (VALUE_FIELDS.has(key)) out[key] = REDACTED;
    else if (typeof value === 'string') out[key] = scrub(value, secrets);
    else if (value === null || typeof value !== 'object') out[key] = value;
  }
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 5) out.cause = serialize(cause, secrets, depth + 1);
  return out;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function redactError(err: unknown): SerializedError {
  const secrets = [...new Set(parameterValues(err))].sort((a, b) => b.length - a.length);
  const out = serialize(err, secrets, 0);
  if (out && typeof out === 'object') {
    return {
      type: 'Error',
      message: '',
      stack: '',
      ...(out as Record<string, unknown>),
    } as SerializedError;
  }
  return { type: typeof err, message: String(out), stack: '' };
}

/** E-mail addresses in free text (an SMTP server's reply) become [redacted]. */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, REDACTED);
}

interface LoggedRequest {
  method: string;
  url: string;
  ip?: string;
}

/**
 * A request is logged by its path: query strings carry search words, e-mail
 * addresses and the tokens of reset and registration links.
 */
function redactRequest(req: LoggedRequest) {
  return { method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip };
}

/** Pino serializers for the app's logger: `err` is how Fastify and our code log errors. */
export const logSerializers = { err: redactError, error: redactError, req: redactRequest };
