import { sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * How a query's values reach its SQL: written in (`inline`: what a repository's plain builder and
 * the plan tests see) or as named placeholders of a prepared statement (`collect` keeps the values
 * for `execute`).
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const inline: Bind = (_name, value) => value;

/** A binder that writes placeholders and notes each value under its name. */
export function collect(values: Record<string, unknown>): Bind {
  return (name, value) => {
    values[name] = value;
    return value;
  };
}

interface Preparable {
  prepare: (name: string) => { execute: (values: Record<string, unknown>) => Promise<unknown> };
}

const prepared = new WeakMap<
  DbOrTx,
  Map<string, { execute: (values: Record<string, unknown>) => Promise<unknown> }>
>();

/**
 * Runs a public read as a prepared statement, built once per database and key (decision 025):
 * drizzle builds the SQL text once instead of on every request (its query building was a sixth of
 * the server's time under load), and PostgreSQL parses the named statement once per connection
 * and may keep a generic plan. The key must name one SQL text: a query whose shape depends on its
 * input (which filters are set) puts that shape in the key.
 */
export function preparedRun<T>(
  db: DbOrTx,
  key: string,
  build: (bind: Bind) => Preparable,
  values: Record<string, unknown>,
): Promise<T> {
  let byKey = prepared.get(db);
  if (!byKey) prepared.set(db, (byKey = new Map()));
  let statement = byKey.get(key);
  if (!statement) {
    statement = build((name) => sql.placeholder(name)).prepare(key);
    byKey.set(key, statement);
  }
  return statement.execute(values) as Promise<T>;
}
