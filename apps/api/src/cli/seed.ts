import { seedDemo } from '../db/seed/index';
import { openMigratedDatabase, runCli } from './open-database';

runCli(async () => {
  const database = await openMigratedDatabase();
  await seedDemo(database.db);
  console.info('demo content loaded');
  await database.close();
});
