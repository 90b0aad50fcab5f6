import { openMigratedDatabase, runCli } from './open-database';

runCli(async () => {
  const database = await openMigratedDatabase();
  await database.close();
});
