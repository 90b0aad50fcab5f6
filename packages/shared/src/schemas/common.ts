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
 * A positive integer id taken from a path or query string. Anything else
 * ("abc", "-1", "1.5", a 20-digit number) is a 400 `invalid-id`, never a 500.
 */
export const IdSchema = z.coerce
  .number({ error: 'invalid-id' })
  .int({ error: 'invalid-id' })
  .min(1, { error: 'invalid-id' })
  .max(ID_MAX, { error: 'invalid-id' });

export const PageSchema = z.coerce
  .number({ error: 'field-invalid' })
  .int({ error: 'field-invalid' })
  .min(1, { error: 'field-too-small' })
  .max(100_000, { error: 'field-too-large' });

/**
 * The one text rule every input obeys: PostgreSQL text cannot hold U+0000, so
 * a NUL anywhere in what a client sends is refused as a field error, before
 * any schema or query sees it.
 */
export const NUL_NOT_ALLOWED = 'text-nul-not-allowed';

/** The fields (dotted paths, `body` for a bare string) whose text or name holds a NUL. */
export function nulFields(input: unknown, path = ''): string[] {
  if (typeof input === 'string') return input.includes('\u0000') ? [path || 'body'] : [];
  if (Array.isArray(input)) return input.flatMap((v, i) => nulFields(v, join(path, String(i))));
  if (input && typeof input === 'object') {
    return Object.entries(input).flatMap(([k, v]) =>
      k.includes('\u0000') ? [join(path, k.replaceAll('\u0000', ''))] : nulFields(v, join(path, k)),
    );
  }
  return [];
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
  limit: z.coerce.number().int().min(1).max(200).default(50),
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
