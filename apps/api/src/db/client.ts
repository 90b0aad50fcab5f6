import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers produce this type, so repositories do not care which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** Repository functions take an optional transaction; this is what they run on. */
export type DbOrTx = Db | Tx;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  /** Where the data lives, for the start-up banner (never includes a password). */
  location: string;
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite files, or 'memory://' for a throw-away in-memory database. */
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.databaseUrl
    ? openServer(opts.databaseUrl, opts.poolSize ?? 10)
    : openPglite(opts.dataDir);
}

async function openServer(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  const u = new URL(url);
  return {
    db,
    driver: 'postgres',
    location: `${u.hostname}:${u.port || 5432}${u.pathname}`,
    migrate: async (migrationsFolder) => {
      await migratePg(db as never, { migrationsFolder });
    },
    close: once(() => pool.end()),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  const dir = inMemory ? undefined : path.resolve(dataDir, 'pglite');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    location: dir ?? 'memory',
    migrate: async (migrationsFolder) => {
      await migratePglite(db as never, { migrationsFolder });
    },
    close: once(() => client.close()),
  };
}

/** Closing twice (a failed start, then shutdown) must not throw. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= fn());
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
