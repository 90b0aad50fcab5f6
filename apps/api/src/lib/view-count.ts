import { lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import type { Viewer } from '../plugins/visitors';

/** The viewer of the server's own page render (plugins/visitors.ts): counts nothing. */
export const NO_VISITOR = '';

/** What one kind of page counts views of (decision 012): its table, counter and view rows. */
export interface ViewCounter {
  /** The counted table, its id and its view counter. */
  target: PgTable;
  targetId: PgColumn;
  counter: PgColumn;
  /** The (row, visitor, day) table whose primary key admits one view per visitor per day. */
  views: PgTable;
  viewsRowId: PgColumn;
  viewsDay: PgColumn;
}

const column = (c: PgColumn) => sql.identifier(c.name);

/**
 * One statement, so a burst from one visitor counts once: the insert of (row, visitor, day)
 * either makes a row or meets the primary key, and only a new row raises the counter. It
 * inserts from the counted row, so a row deleted meanwhile counts nothing instead of failing.
 */
export function countViewQuery(c: ViewCounter, id: number, viewer: Viewer): SQL {
  return sql`
    with counted as (
      insert into ${c.views} (${column(c.viewsRowId)}, visitor, day)
      select ${c.targetId}, ${viewer.visitor}, ${viewer.day}::date
        from ${c.target} where ${c.targetId} = ${id}
      on conflict (${column(c.viewsRowId)}, visitor, day) do nothing
      returning ${column(c.viewsRowId)})
    update ${c.target} set ${column(c.counter)} = ${column(c.counter)} + 1
     where ${column(c.targetId)} in (select ${column(c.viewsRowId)} from counted)
    returning ${column(c.counter)}`;
}

/** Counts a view unless this visitor was already counted today; says whether it counted. */
export async function addView(
  db: DbOrTx,
  c: ViewCounter,
  id: number,
  viewer: Viewer,
): Promise<boolean> {
  if (viewer.visitor === NO_VISITOR) return false;
  const result = await db.execute(countViewQuery(c, id, viewer));
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}

/** Drops the view rows of days before `oldestKept` (YYYY-MM-DD). */
export const pruneViewsQuery = (db: DbOrTx, c: ViewCounter, oldestKept: string) =>
  db.delete(c.views).where(lt(c.viewsDay, oldestKept));

/**
 * The view counting of one kind of page, bound to its tables: what its repository exports as
 * `countViewQuery`, `addView`, `pruneViewsQuery` and `pruneViews`.
 */
export function viewCounter(c: ViewCounter) {
  return {
    countViewQuery: (id: number, viewer: Viewer): SQL => countViewQuery(c, id, viewer),
    addView: (db: DbOrTx, id: number, viewer: Viewer): Promise<boolean> =>
      addView(db, c, id, viewer),
    pruneViewsQuery: (db: DbOrTx, oldestKept: string) => pruneViewsQuery(db, c, oldestKept),
    pruneViews: async (db: DbOrTx, oldestKept: string): Promise<void> => {
      await pruneViewsQuery(db, c, oldestKept);
    },
  };
}
