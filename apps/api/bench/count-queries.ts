/**
 * Queries per request of the public reads, and the time each takes on the server (issue 17,
 * item 5: "count queries per request"). In-process, on the bench database:
 *
 *   npx tsx apps/api/bench/count-queries.ts
 */
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { PUBLIC_READS } from './public-read-paths';

const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/camtour_bench';

const seen: string[] = [];
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const q = args[0] as string | { text?: string };
  seen.push(typeof q === 'string' ? q : (q.text ?? '?'));
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

const app = await buildApp({
  config: loadConfig({
    ...process.env,
    DATABASE_URL,
    LOG_LEVEL: 'warn',
    MAIL_WORKER: 'false',
    DATA_DIR: '/tmp/api-speed-count',
  }),
  webDistDir: null,
});
await app.ready();
const verbose = process.argv.includes('--sql');
console.info('| endpoint | queries | ms (one request, warm) |\n|---|---:|---:|');
for (const t of PUBLIC_READS.filter((r) => r.path.startsWith('/api'))) {
  await app.inject({ url: t.path });
  seen.length = 0;
  const start = performance.now();
  const res = await app.inject({ url: t.path });
  const ms = performance.now() - start;
  console.info(`| ${t.name} | ${seen.length} | ${ms.toFixed(1)} (${res.statusCode}) |`);
  if (verbose) for (const s of seen) console.info('    ' + s.replace(/\s+/g, ' ').slice(0, 300));
}
await app.close();
