import fs from 'node:fs/promises';
import path from 'node:path';
import { importGazetteer } from '../modules/gazetteer/import-gazetteer';
import { openMigratedDatabase, runCli } from './open-database';

runCli(async () => {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run db:import-gazetteer <path to gazetteer.json>');
  // npm runs workspace scripts elsewhere; INIT_CWD is where the user typed the command.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const text = await fs.readFile(resolved, 'utf8').catch(() => {
    throw new Error(`cannot read ${resolved}`);
  });
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    throw new Error(`${resolved} is not valid JSON`);
  }
  const database = await openMigratedDatabase();
  const started = Date.now();
  let lastLevel = '';
  const counts = await importGazetteer(database.db, input, (level, done, total) => {
    if (level !== lastLevel) process.stdout.write(`\n${level}s: `);
    lastLevel = level;
    process.stdout.write(`${done}/${total} `);
  });
  console.info(
    `\nimported ${counts.province} provinces, ${counts.district} districts, ${counts.commune} communes, ${counts.village} villages in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  await database.close();
});
