import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { MIGRATIONS_DIR } from '../config';
import type { Database, Db } from '../db/client';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed/index';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Opens the database, brings the schema up to date and loads the demo content. */
async function dbPlugin(
  app: FastifyInstance,
  opts: { config: Config; database?: Database | undefined },
) {
  const { config } = opts;
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  if (!opts.database) {
    app.addHook('onClose', async () => {
      await database.close();
    });
  }
  await database.migrate(MIGRATIONS_DIR);
  if (config.SEED_DEMO) await seedDemo(database.db);
  app.decorate('database', database);
  app.decorate('db', database.db);
}

export default fp(dbPlugin, { name: 'db' });
