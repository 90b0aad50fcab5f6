import { ConfigError, loadConfig, MIGRATIONS_DIR } from '../config';
import { openDatabase, type Database } from '../db/client';

/** CLI commands use the same configuration and the same migrated schema as the server. */
export async function openMigratedDatabase(): Promise<Database> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await database.migrate(MIGRATIONS_DIR);
  console.info(`database: ${database.driver} ${database.location} (migrations applied)`);
  return database;
}

export function runCli(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
