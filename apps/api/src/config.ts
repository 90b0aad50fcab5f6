import { isIP, isIPv4 } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Paths are resolved from this module's folder. It sits one level below the
 * package root both as source (src/config.ts) and bundled (dist/server.js),
 * so the same relative paths work in development and in production.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.resolve(here, '../src/db/migrations');
export const WEB_DIST_DIR = path.resolve(here, '../../web/dist');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Fastify's trust function form: may the proxy at `address`, `hop` steps from us, be believed? */
export type TrustProxyFn = (address: string, hop: number) => boolean;

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (prefix or netmask) or one of proxy-addr's named ranges. */
function isProxyAddress(value: string): boolean {
  if (PROXY_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128);
  return family === 4 && isIPv4(prefix);
}

/**
 * TRUST_PROXY, in Fastify's forms: a boolean, a hop count, or proxy addresses.
 * A bare integer is a hop count, so `1` (once "true") now trusts exactly one
 * proxy: the right-most X-Forwarded-For entry is the client, and what a client
 * writes to the left of it is ignored.
 */
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((v, ctx): boolean | string[] | TrustProxyFn => {
    const lower = v.toLowerCase();
    if (lower === 'true' || lower === 'yes') return true;
    if (lower === 'false' || lower === 'no') return false;
    if (/^\d+$/.test(v)) {
      const hops = Number(v);
      if (hops > 100) {
        ctx.addIssue({ code: 'custom', message: 'a hop count must be 100 or less' });
        return z.NEVER;
      }
      // Fastify 5.12 refuses a bare number (it cannot tell a proxy from a client that reaches
      // the port directly), so the count is given as a function: that risk is documented instead.
      return hops === 0 ? false : (_address, hop) => hop < hops;
    }
    const list = v.split(',').map((a) => a.trim());
    const bad = list.filter((a) => !isProxyAddress(a));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, a hop count or a comma-separated list of proxy addresses or CIDR ranges (not an address: ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
      });
      return z.NEVER;
    }
    return list;
  });

const postgresUrl = z
  .string()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must start with postgres:// or postgresql://');

export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: postgresUrl.optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Demo content and accounts; never in production (the demo password is public). */
    SEED_DEMO: booleanFromEnv.optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SMTP_URL: z.string().min(1).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    /** The mail worker: how often it looks for due mail, how it backs off, when it gives up. */
    MAIL_WORKER: booleanFromEnv.default(true),
    MAIL_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1000),
    MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
    /** Map tiles for location pages, {z}/{x}/{y} template; its origin is allowed by the CSP. */
    MAP_TILE_URL: z
      .string()
      .refine(
        (v) => /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(v),
        'must be an http(s) URL template with {z}, {x} and {y}',
      )
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
    /** The support contact every page shows (footer, checkout, privacy, payment return). */
    SUPPORT_EMAIL: z.email().default('hello@camtour.example'),
    SUPPORT_PHONE: z
      .string()
      .regex(/^\+?[0-9 ]{6,20}$/, 'must be a phone number: digits and spaces, optional +')
      .default('+855 12 345 678'),
    SUPPORT_ADDRESS: z.string().min(1).max(200).default('Sala Kanseng, Siem Reap, Cambodia'),
    SUPPORT_ADDRESS_KM: z.string().min(1).max(200).default('សាលាកន្សែង ខេត្តសៀមរាប ប្រទេសកម្ពុជា'),
    /**
     * The footer's "Follow us" links, `Name=https://...` separated by commas; none by default,
     * so a deployment never links to a profile it does not have.
     */
    SOCIAL_LINKS: z
      .string()
      .default('')
      .transform((v, ctx) => {
        const links: { name: string; url: string }[] = [];
        for (const part of v
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)) {
          const at = part.indexOf('=');
          const name = at > 0 ? part.slice(0, at).trim() : '';
          const url = at > 0 ? part.slice(at + 1).trim() : '';
          if (!name || !/^https:\/\/[^\s/]+\.[^\s]+$/.test(url)) {
            ctx.addIssue({ code: 'custom', message: `"${part}" must be Name=https://...` });
            return z.NEVER;
          }
          links.push({ name, url });
        }
        return links;
      }),
    /** Where activity booking requests go (D12). */
    BOOKING_OPERATOR_EMAIL: z.email().default('bookings@camtour.example'),
    /** Orders one client IP may place per hour (see modules/orders/order-limits.ts). */
    ORDER_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
    /** The address people reach the product at; e-mailed links start with it. */
    PUBLIC_URL: z.url().optional(),
    OIDC_ISSUER_URL: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .default('google'),
    OIDC_PROVIDER_NAME: z.string().min(1).default('Google'),
    /**
     * Bakong KHQR (D8). With BAKONG_TOKEN the real bank is asked; without it (never in
     * production) the built-in sandbox bank of D14 answers and the QRs name the sandbox account.
     */
    BAKONG_API_URL: z
      .url()
      .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    BAKONG_TOKEN: z.string().min(10).optional(),
    // ts-khqr's limits: an account id is name@bank of at most 32 characters.
    BAKONG_ACCOUNT_ID: z
      .string()
      .regex(/^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+$/, 'must look like name@bank')
      .max(32)
      .optional(),
    BAKONG_MERCHANT_NAME: z.string().trim().min(1).max(25).optional(),
    BAKONG_MERCHANT_CITY: z.string().trim().min(1).max(15).optional(),
    /** How long one call to the bank may take before the check counts as "bank unavailable". */
    BAKONG_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
    /** How often each process looks for KHQR payments due a check (each payment at most every 5 s). */
    KHQR_SWEEP_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
    /**
     * D10: an OpenAI-compatible service that may phrase the chatbot's grounded answer. All three
     * or none; without them the grounded answer is sent as it is.
     */
    LLM_BASE_URL: z
      .url()
      .refine((v) => /^https?:\/\//.test(v), 'must be an http(s) URL')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().trim().min(1).max(200).optional(),
    /** The model's whole turn, after which the grounded answer goes out (the page waits at most 3 s). */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(2800).default(2500),
    SERVE_WEB: booleanFromEnv.default(true),
    /** Which X-Forwarded-For hops to believe: true, false, a hop count or proxy addresses. */
    TRUST_PROXY: trustProxyFromEnv.default(false),
    /**
     * How long an answer of a public read serves every visitor without a session (decision 033);
     * 0 computes every request.
     */
    READ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  })
  .superRefine((cfg, ctx) => {
    // D1: production never falls back to the development outbox.
    if (cfg.NODE_ENV === 'production' && !cfg.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'is required when NODE_ENV=production (mail cannot go to the development outbox)',
      });
    }
    // Links in mails must not be built from a Host header an attacker can set.
    if (cfg.NODE_ENV === 'production' && !cfg.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (cfg.NODE_ENV === 'production' && cfg.SEED_DEMO) {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message:
          'cannot be true when NODE_ENV=production (the demo accounts have public passwords)',
      });
    }
    // D1, D8: production takes payments from the real bank only, never from the sandbox.
    const bakong = [
      'BAKONG_API_URL',
      'BAKONG_TOKEN',
      'BAKONG_ACCOUNT_ID',
      'BAKONG_MERCHANT_NAME',
      'BAKONG_MERCHANT_CITY',
    ] as const;
    const bakongMissing = bakong.filter((k) => !cfg[k]);
    if (cfg.NODE_ENV === 'production' || cfg.BAKONG_TOKEN) {
      for (const key of bakongMissing) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message:
            cfg.NODE_ENV === 'production'
              ? 'is required when NODE_ENV=production (KHQR payments need the real Bakong account)'
              : 'is required with BAKONG_TOKEN (the real bank needs the whole merchant account)',
        });
      }
    }
    const llm = [cfg.LLM_BASE_URL, cfg.LLM_API_KEY, cfg.LLM_MODEL].filter(Boolean).length;
    if (llm !== 0 && llm !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['LLM_BASE_URL'],
        message: 'the chatbot model needs LLM_BASE_URL, LLM_API_KEY and LLM_MODEL together',
      });
    }
    const oidc = [cfg.OIDC_ISSUER_URL, cfg.OIDC_CLIENT_ID, cfg.OIDC_CLIENT_SECRET].filter(
      Boolean,
    ).length;
    if (oidc !== 0 && oidc !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER_URL'],
        message:
          'social sign-in needs OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together',
      });
    }
  });

/** The sandbox bank's merchant account, named in its QRs (development, tests, demos). */
export const SANDBOX_BAKONG_ACCOUNT = 'camtour_shop@sandbox';

const ConfigWithDefaults = ConfigSchema.transform((cfg) => ({
  ...cfg,
  SEED_DEMO: cfg.SEED_DEMO ?? cfg.NODE_ENV !== 'production',
  BAKONG_ACCOUNT_ID: cfg.BAKONG_ACCOUNT_ID ?? SANDBOX_BAKONG_ACCOUNT,
  BAKONG_MERCHANT_NAME: cfg.BAKONG_MERCHANT_NAME ?? 'CamTour',
  BAKONG_MERCHANT_CITY: cfg.BAKONG_MERCHANT_CITY ?? 'Phnom Penh',
}));

export type Config = z.infer<typeof ConfigWithDefaults>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; empty strings count as unset so `FOO=` does not break defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ConfigWithDefaults.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`),
    );
  }
  return parsed.data;
}
