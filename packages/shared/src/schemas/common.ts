import { z } from '../zod';

import { LANGS } from '../constants';
import { ID_MAX } from '../domain/ids';

export { LANGS, type Lang } from '../constants';

export const LangSchema = z.enum(LANGS, { error: 'invalid-lang' });

/** Query `lang`, defaulting to English as the product does. */
export const LangQuerySchema = z.object({
  lang: LangSchema.default('en'),
});
export type LangQuery = z.infer<typeof LangQuerySchema>;

/**
 * PostgreSQL's integer: every integer column is one, so every integer a client sends must fit,
 * or the query fails inside the database (a 500) instead of answering 400.
 */
export const INT4_MAX = ID_MAX;

/** A schema with wider bounds would let the database's overflow through again: refused at once. */
function checkIntBounds(min: number, max: number): void {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min > max) {
    throw new Error(`integer field bounds ${min}..${max} are not a range of whole numbers`);
  }
  if (min < -INT4_MAX - 1 || max > INT4_MAX) {
    throw new Error(`integer field bounds ${min}..${max} go beyond PostgreSQL's integer`);
  }
}

/**
 * An integer a client sends in JSON, from `min` to `max` (at most INT4_MAX): a fraction, text or
 * 1e308 is `invalid`; a whole number beyond the bounds is `field-too-small` or `field-too-large`.
 */
export function intField(min: number, max: number, invalid = 'field-invalid') {
  checkIntBounds(min, max);
  return z
    .number({ error: invalid })
    .int({ error: invalid })
    .min(min, { error: 'field-too-small' })
    .max(max, { error: 'field-too-large' });
}

/** intField read from text: a query string, a path or a multipart form field. */
export function coercedIntField(min: number, max: number, invalid = 'field-invalid') {
  checkIntBounds(min, max);
  return z.coerce
    .number({ error: invalid })
    .int({ error: invalid })
    .min(min, { error: 'field-too-small' })
    .max(max, { error: 'field-too-large' });
}

/**
 * A positive integer id taken from a path or query string. Anything else
 * ("abc", "-1", "1.5", a 20-digit number) is a 400 `invalid-id`, never a 500.
 */
export const IdSchema = z.coerce
  .number({ error: 'invalid-id' })
  .int({ error: 'invalid-id' })
  .min(1, { error: 'invalid-id' })
  .max(ID_MAX, { error: 'invalid-id' });

/** A page number from a query string. */
export const PageSchema = coercedIntField(1, 100_000);

/**
 * The one text rule every input obeys: PostgreSQL text cannot hold U+0000, so
 * a NUL anywhere in what a client sends is refused as a field error, before
 * any schema or query sees it.
 */
export const NUL_NOT_ALLOWED = 'text-nul-not-allowed';

/**
 * How deep a client's JSON may nest, arrays and objects alike. Our deepest input is three levels
 * (a plan's answers); anything near this limit is an attack on code that walks it.
 */
export const INPUT_DEPTH_MAX = 64;

/**
 * Whether arrays and objects nest more than `max` levels inside `input`. A loop with its own
 * stack: a body thousands of levels deep must not overflow the call stack that checks it.
 */
export function nestsDeeperThan(input: unknown, max: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= max) return true;
    for (const value of Object.values(item.value)) stack.push({ value, depth: item.depth + 1 });
  }
  return false;
}

/**
 * The fields (dotted paths, `body` for a bare string) whose text or name holds a NUL, in the
 * order they appear. A loop with its own stack, as nestsDeeperThan, whatever the depth.
 */
export function nulFields(input: unknown, path = ''): string[] {
  const fields: string[] = [];
  // A value to look at, or a field name already found to hold a NUL, kept in its place in line.
  const stack: ({ value: unknown; path: string } | { field: string })[] = [{ value: input, path }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if ('field' in item) {
      fields.push(item.field);
      continue;
    }
    const { value } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) fields.push(item.path || 'body');
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      // Last to first onto the stack, so the first field comes off it first.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, v] = entries[i]!;
        stack.push(
          k.includes('\u0000')
            ? { field: join(item.path, k.replaceAll('\u0000', '')) }
            : { value: v, path: join(item.path, k) },
        );
      }
    }
  }
  return fields;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/* ---------- responses ---------- */

/** What a create or delete answers: the id of the row it made or removed. */
export const IdResultSchema = z.object({ id: z.number().int() });
export type IdResult = z.infer<typeof IdResultSchema>;

/** GET /api/health: liveness and database reachability. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('up'),
  driver: z.enum(['pglite', 'postgres']),
  uptime_s: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;

/** A social network profile the footer links to (env SOCIAL_LINKS). */
export const SocialLinkSchema = z.object({ name: z.string(), url: z.string() });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/**
 * GET /api/web/view/config: public client settings (nothing secret): the map tile server, the
 * support contact every page shows, and the social profiles (none unless configured).
 */
export const PublicConfigSchema = z.object({
  map: z.object({
    tile_url: z.string(),
    attribution: z.string(),
    max_zoom: z.number(),
  }),
  contact: z.object({
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    address_km: z.string(),
  }),
  social_links: z.array(SocialLinkSchema),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** GET /api/dev/mail: the development outbox (absent in production). */
export const OutboxQuerySchema = z.object({
  to: z.string().max(255).optional(),
  limit: coercedIntField(1, 200).default(50),
});

export const OutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  /** pending (queued or being retried), sent, or failed. */
  status: z.string(),
  attempts: z.number().int(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
export const OutboxMailListSchema = z.array(OutboxMailSchema);

/** A string field checked by one rule function; missing counts as empty so the rule names it. */
export function ruled(rule: (v: string) => string | null) {
  return z
    .string({ error: 'field-invalid' })
    .default('')
    .superRefine((v, ctx) => {
      const key = rule(v);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });
}

/** The pagination of a list read a page at a time (saved plans, the back office's lists). */
export const PagePaginationSchema = z.object({
  total: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
});
export type PagePagination = z.infer<typeof PagePaginationSchema>;
