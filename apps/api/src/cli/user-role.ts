import { setUserRole } from '../modules/admin/user-role';
import { openMigratedDatabase, runCli } from './open-database';

/** `npm run user:role -- <email> <role>`: D15's only way to make staff (docs/decisions/022). */
runCli(async () => {
  const [email, role, ...rest] = process.argv.slice(2);
  if (!email || !role || rest.length > 0) {
    throw new Error('usage: npm run user:role -- <email> <customer|staff|admin>');
  }
  const database = await openMigratedDatabase();
  try {
    const result = await setUserRole(database.db, { email, role });
    if (!result.ok) throw new Error(result.error);
    console.info(
      result.changed
        ? `${result.email}: role ${result.before} -> ${result.after} (audit entry written)`
        : `${result.email}: already ${result.after}, nothing changed`,
    );
  } finally {
    await database.close();
  }
});
