/**
 * Public reads under load (issue 17, item 5): the built product on a PostgreSQL server with the
 * demo content, every public read driven by autocannon at a fixed rate, one endpoint at a time.
 *
 *   npm run bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/camtour_bench npm run bench
 *   BENCH_ONLY=adventure,location BENCH_DURATION=5 npm run bench
 *   BENCH_AUTOCANNON=0 npm run bench   (the even pace only)
 *   BENCH_ROOT=/path/to/other/checkout npm run bench   (its build, this bench)
 *
 * Prints a Markdown table: endpoint, target and achieved requests per second, p50, p99, errors.
 *
 * Each endpoint is driven twice at its rate (decision 035):
 * - by an even, open-loop pace (bench/paced-load.ts); its p50 and p99 decide "meets target";
 * - by autocannon's `overallRate`, whose figures are printed alongside (why they do not decide:
 *   the top of bench/paced-load.ts).
 *
 * The load generator runs on the same machine as the server, as the targets of the issue assume.
 * Requests look like a first visit from a browser (gzip/br accepted, no cookie, no
 * If-None-Match), so every one gets the whole answer; the "revalidated" rows show what a 304
 * costs. The server keeps each public read's answer for READ_CACHE_MS (decision 033), so most
 * are answered from it; `READ_CACHE_MS=0 npm run bench` computes every one (the server inherits
 * the environment).
 * Every request comes from 127.0.0.1: the public reads have no per-address limit to raise
 * (the limiter of plugins/rate-limit.ts guards only writes: logins, orders, bookings, exports).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfNeeded, startBuiltServer } from '../../../scripts/product-server.mjs';
import { cpuAvailable, snapshot, spent } from './cpu-usage';
import { pacedLoad } from './paced-load';
import { PUBLIC_READS as TARGETS, type Target } from './public-read-paths';

// BENCH_ROOT: another checkout to measure (say, the commit before a change) with this bench.
const root = path.resolve(
  process.env.BENCH_ROOT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..'),
);
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/camtour_bench';
const PORT = Number(process.env.BENCH_PORT ?? 4301);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
const ONLY = process.env.BENCH_ONLY?.split(',').map((s) => s.trim().toLowerCase());
const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/api-speed-bench';
// BENCH_AUTOCANNON=0: only the even pace (half the time).
const SKIP_AUTOCANNON = process.env.BENCH_AUTOCANNON === '0';

const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  accept: 'application/json, text/html;q=0.9, */*;q=0.8',
};

async function ensureDatabase(url: string): Promise<void> {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bench database name ${name} is not plain`);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** The built server on the bench database (BENCH_NODE_ARGS: `--cpu-prof ...` to profile it). */
function startServer() {
  fs.mkdirSync(DATA_DIR, { recursive: true });
  return startBuiltServer({
    dir: root,
    port: PORT,
    nodeArgs: process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [],
    env: { NODE_ENV: 'development', DATABASE_URL, DATA_DIR, MAIL_WORKER: 'false' },
  });
}

interface Row {
  target: Target;
  /** The even pace: answered as expected per second, and latency from when each was due. */
  achieved: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /** autocannon at the same rate (bursts each second; see the top of this file). */
  autocannon?: { achieved: number; p99: number; errors: number };
  /** CPU milliseconds per answered request: the server process and the database backends. */
  cpu?: { node: number; database: number };
}

async function requestHeaders(url: string, t: Target): Promise<Record<string, string>> {
  const headers: Record<string, string> = { ...BROWSER_HEADERS };
  if (t.revalidate) {
    const first = await fetch(url + t.path, { headers: BROWSER_HEADERS });
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    if (etag) headers['if-none-match'] = etag;
  }
  return headers;
}

// Enough connections that the rate holds while answers take up to the target p99.
const connectionsFor = (t: Target) => Math.max(10, Math.ceil((t.rps * t.p99Ms) / 1000) * 2);

async function paced(url: string, t: Target, seconds: number, serverPid?: number): Promise<Row> {
  const dbName = new URL(DATABASE_URL).pathname.slice(1);
  const before = serverPid && cpuAvailable() ? snapshot(serverPid, dbName) : null;
  const result = await pacedLoad({
    url: url + t.path,
    headers: await requestHeaders(url, t),
    rate: t.rps,
    seconds,
    // A revalidated read answers 304, which is its success.
    expectStatus: t.revalidate ? 304 : 200,
    connections: connectionsFor(t),
  });
  const used = before && serverPid ? spent(before, snapshot(serverPid, dbName)) : null;
  const answered = Math.max(1, result.sent);
  return {
    ...(used ? { cpu: { node: used.node / answered, database: used.database / answered } } : {}),
    target: t,
    achieved: result.ok / seconds,
    p50: result.p50,
    p99: result.p99,
    max: result.max,
    errors: result.errors,
    non2xx: result.unexpected,
  };
}

async function withAutocannon(url: string, t: Target, seconds: number): Promise<Row['autocannon']> {
  const result = await autocannon({
    url: url + t.path,
    headers: await requestHeaders(url, t),
    connections: connectionsFor(t),
    overallRate: t.rps,
    duration: seconds,
    timeout: 10,
  });
  const expected = t.revalidate ? result['3xx'] : result['2xx'];
  return {
    achieved: expected / seconds,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + (result.requests.total - expected),
  };
}

function table(rows: Row[]): string {
  const lines = [
    '| endpoint | target rps | achieved rps | p50 ms | p99 ms | max ms | errors / non-2xx | meets target | autocannon rps / p99 ms / errors | CPU ms/request node + db |',
    '|---|---:|---:|---:|---:|---:|---:|:---:|---:|---:|',
  ];
  for (const r of rows) {
    const met =
      r.achieved >= r.target.rps * 0.97 &&
      r.p99 < r.target.p99Ms &&
      r.errors === 0 &&
      r.non2xx === 0;
    const ac = r.autocannon
      ? `${r.autocannon.achieved.toFixed(0)} / ${r.autocannon.p99} / ${r.autocannon.errors}`
      : '-';
    lines.push(
      `| ${r.target.name} \`${r.target.path}\` | ${r.target.rps} | ${r.achieved.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} / ${r.non2xx} | ${met ? 'yes' : 'no'} | ${ac} | ${r.cpu ? `${r.cpu.node.toFixed(2)} + ${r.cpu.database.toFixed(2)}` : '-'} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  buildIfNeeded(root);
  await ensureDatabase(DATABASE_URL);
  const server = await startServer();
  const stopOnSignal = () => void server.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    const targets = TARGETS.filter(
      (t) => !ONLY || ONLY.some((o) => t.name.toLowerCase().includes(o)),
    );
    // A path that fails once is still driven (its failures are in the table), but said first.
    for (const t of targets) {
      const res = await fetch(server.url + t.path, { headers: BROWSER_HEADERS });
      await res.arrayBuffer();
      if (res.status !== 200) console.warn(`warning: ${t.path} answered ${res.status}`);
    }
    const rows: Row[] = [];
    for (const t of targets) {
      if (WARMUP_S > 0) await paced(server.url, t, WARMUP_S);
      const loadBefore = os.loadavg()[0]!;
      const row = await paced(server.url, t, DURATION_S, server.child.pid);
      if (!SKIP_AUTOCANNON) row.autocannon = await withAutocannon(server.url, t, DURATION_S);
      rows.push(row);
      console.info(
        `${t.name}: ${row.achieved.toFixed(0)}/${t.rps} rps, p50 ${row.p50} ms, p99 ${row.p99} ms, max ${row.max} ms, errors ${row.errors}, non-2xx ${row.non2xx}, autocannon ${row.autocannon ? `${row.autocannon.achieved.toFixed(0)} rps p99 ${row.autocannon.p99} ms` : '-'}, cpu/request ${row.cpu ? `${row.cpu.node.toFixed(2)} + ${row.cpu.database.toFixed(2)} ms` : '-'}, load ${loadBefore.toFixed(1)}`,
      );
    }
    const load = os.loadavg().map((l) => l.toFixed(2));
    console.info(
      `\nPublic reads, ${DURATION_S} s per endpoint after ${WARMUP_S} s of warm-up, ${os.cpus().length} cores, load average ${load.join(' ')}, node ${process.version}, database ${new URL(DATABASE_URL).host}\n`,
    );
    console.info(table(rows));
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
