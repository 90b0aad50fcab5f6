import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, DbOrTx } from '../db/client';
import { attempts } from '../db/schema/index';
import { AppError } from '../lib/app-error';
import type { FailureKey } from '@camtour/shared/errors';

export interface Limit {
  /** Counter name, e.g. 'login-failure:email'. */
  action: string;
  /** Attempts allowed inside the window. */
  max: number;
  windowMs: number;
  /** The error key of the 429. */
  errorKey: FailureKey;
}

export interface LimitStatus {
  count: number;
  remaining: number;
  retryAfterSeconds: number;
}

/** One counter to take an attempt from: a limit and the key it counts (an address, an IP). */
export interface LimitHit {
  limit: Limit;
  key: string;
}

/** What `take` recorded: the rows (to give back) and the first counter's state after it. */
export interface Taken {
  ids: number[];
  status: LimitStatus;
}

async function statusOn(db: DbOrTx, limit: Limit, key: string): Promise<LimitStatus> {
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

const lockName = (h: LimitHit) => `${h.limit.action}\u0001${h.key}`;

/** Locks the counters, checks them, records one attempt on each; on the given transaction. */
async function takeOn(tx: DbOrTx, hits: LimitHit[]): Promise<Taken> {
  // A fixed lock order, so two requests taking the same counters cannot deadlock.
  const names = [...new Set(hits.map(lockName))].sort();
  for (const name of names) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
  }
  let first: LimitStatus | undefined;
  for (const hit of hits) {
    const s = await statusOn(tx, hit.limit, hit.key);
    if (s.count >= hit.limit.max) {
      throw new AppError(hit.limit.errorKey, {
        headers: {
          'retry-after': String(s.retryAfterSeconds),
        },
      });
    }
    first ??= s;
  }
  const rows = await tx
    .insert(attempts)
    // The clock now, not the transaction's start (now()): the lock may have been waited for.
    .values(hits.map((h) => ({ action: h.limit.action, key: h.key, created_at: new Date() })))
    .returning({ id: attempts.id });
  const before = first ?? { count: 0, remaining: 0, retryAfterSeconds: 0 };
  const max = hits[0]?.limit.max ?? 0;
  return {
    ids: rows.map((r) => r.id),
    status: {
      count: before.count + 1,
      remaining: Math.max(0, max - before.count - 1),
      retryAfterSeconds: 0,
    },
  };
}

/**
 * Attempt counters in PostgreSQL (D4): they survive a restart and every
 * server process sees the same counts. One row per attempt; a limit counts
 * the rows of its window.
 *
 * Checking and recording are one step (`take`): under a transaction-scoped
 * advisory lock per counter, so N simultaneous requests, from one process or
 * several sharing the database, let exactly the limit through. A separate
 * "check, then record" would let every request of a burst pass the check.
 */
export function createLimiter(db: Db) {
  return {
    status: (limit: Limit, key: string) => statusOn(db, limit, key),

    /**
     * Takes one attempt from every counter, or none: throws the first full
     * counter's 429 (with Retry-After) and records nothing.
     */
    async take(hits: LimitHit[]): Promise<Taken> {
      return db.transaction((tx) => takeOn(tx, hits));
    },

    /**
     * `take` inside the caller's transaction: the attempt exists exactly when
     * the caller's change commits (an order that is refused leaves no attempt).
     * The counters stay locked until that transaction ends.
     */
    takeIn: (tx: DbOrTx, hits: LimitHit[]): Promise<Taken> => takeOn(tx, hits),

    /** Gives back attempts that turned out not to count (a login that succeeded). */
    async giveBack(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.delete(attempts).where(inArray(attempts.id, ids));
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
