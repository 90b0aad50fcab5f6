import { SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../../src/db/client';

interface Builder {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * A query the repository builds: a raw statement or a drizzle builder not yet
 * run (a repository may type its builder as the Promise it resolves to).
 */
export type Explainable = SQL | Builder | PromiseLike<unknown>;

const isBuilder = (query: unknown): query is Builder =>
  typeof (query as Partial<Builder>).toSQL === 'function';

export interface ExplainOptions {
  /** Sequential scans priced out: a plan that still scans the table means no index can serve it. */
  indexable?: boolean;
  /** Explicit sorts priced out: a plan that still sorts means no index gives the order. */
  noSort?: boolean;
}

const literal = (v: unknown) =>
  typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;

/**
 * The plan PostgreSQL makes for a repository's own query, nothing executed. A
 * builder's parameters are inlined so the plan is the one its values get.
 */
export async function explain(
  db: DbOrTx,
  query: Explainable,
  opts: ExplainOptions = {},
): Promise<string> {
  if (!isBuilder(query) && !(query instanceof SQL)) throw new TypeError('not a query builder');
  const statement = isBuilder(query)
    ? (() => {
        const { sql: text, params } = query.toSQL();
        return sql.raw(
          `explain ${text.replace(/\$(\d+)/g, (_, i: string) => literal(params[Number(i) - 1]))}`,
        );
      })()
    : sql`explain ${query}`;
  const res = await db.transaction(async (tx) => {
    if (opts.indexable) await tx.execute(sql`set local enable_seqscan = off`);
    if (opts.noSort) await tx.execute(sql`set local enable_sort = off`);
    return tx.execute(statement);
  });
  return (res as unknown as { rows: Record<string, string>[] }).rows
    .map((r) => Object.values(r).join(' '))
    .join('\n');
}

/** The plan reads through exactly this index (an index or bitmap scan naming it). */
export function expectIndex(plan: string, index: string): void {
  expect(plan, plan).toMatch(new RegExp(`(?:using|on) ${index}(?![\\w])`));
}
