import { and, asc, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { attempts } from '../db/schema/index';
import { AppError } from '../lib/app-error';

export interface Limit {
  /** Counter name, e.g. 'login-failure'. */
  action: string;
  /** Attempts allowed inside the window. */
  max: number;
  windowMs: number;
  /** The error key of the 429. */
  errorKey: string;
}

export interface LimitStatus {
  count: number;
  remaining: number;
  retryAfterSeconds: number;
}

/**
 * Attempt counters in PostgreSQL (D4): they survive a restart and every
 * server process sees the same counts. One row per attempt; a limit counts
 * the rows of its window.
 */
export function createLimiter(db: Db) {
  async function status(limit: Limit, key: string): Promise<LimitStatus> {
    const since = new Date(Date.now() - limit.windowMs);
    const where = and(
      eq(attempts.action, limit.action),
      eq(attempts.key, key),
      gt(attempts.created_at, since),
    );
    const [row] = await db.select({ n: count() }).from(attempts).where(where);
    const n = row?.n ?? 0;
    let retryAfterSeconds = 0;
    if (n >= limit.max) {
      const [oldest] = await db
        .select({ at: attempts.created_at })
        .from(attempts)
        .where(where)
        .orderBy(asc(attempts.created_at))
        .limit(1);
      const freesAt = (oldest?.at.getTime() ?? Date.now()) + limit.windowMs;
      retryAfterSeconds = Math.max(1, Math.ceil((freesAt - Date.now()) / 1000));
    }
    return { count: n, remaining: Math.max(0, limit.max - n), retryAfterSeconds };
  }

  return {
    status,

    /** Throws the limit's 429 (with Retry-After) when any of the keys is used up. */
    async assertAllowed(limit: Limit, keys: string[]): Promise<void> {
      for (const key of keys) {
        const s = await status(limit, key);
        if (s.count >= limit.max) {
          throw new AppError(limit.errorKey, 429, undefined, {
            'retry-after': String(s.retryAfterSeconds),
          });
        }
      }
    },

    async record(limit: Limit, keys: string[]): Promise<void> {
      await db.insert(attempts).values(keys.map((key) => ({ action: limit.action, key })));
    },

    async reset(limit: Limit, key: string): Promise<void> {
      await db
        .delete(attempts)
        .where(and(eq(attempts.action, limit.action), eq(attempts.key, key)));
    },

    /** Rows older than a day no longer count for any limit. */
    async prune(): Promise<void> {
      await db.delete(attempts).where(lt(attempts.created_at, sql`now() - interval '1 day'`));
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;

declare module 'fastify' {
  interface FastifyInstance {
    limiter: Limiter;
  }
}

async function rateLimitPlugin(app: FastifyInstance) {
  const limiter = createLimiter(app.db);
  app.decorate('limiter', limiter);
  await limiter.prune();
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['db'] });
