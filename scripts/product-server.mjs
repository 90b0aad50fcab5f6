// The built product as a separate process, for the scripts that measure it (`npm run bench`,
// `npm run lighthouse`, `npm run axe`) and the e2e tests that need a server of their own. (The API
// tests start theirs from the sources: apps/api/test/helpers.)
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsBuild } from './build-state.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Builds when the sources are newer than the build, waiting for other builds of this tree. */
export function buildIfNeeded(dir = root) {
  if (!needsBuild(dir)) return;
  console.info('Sources changed since the last build: building ...');
  const hasFlock = spawnSync('flock', ['--version'], { stdio: 'ignore' }).status === 0;
  const [cmd, args] = hasFlock
    ? ['flock', [path.join(os.tmpdir(), 'camtour-build.lock'), 'npm', 'run', 'build']]
    : ['npm', ['run', 'build']];
  const result = spawnSync(cmd, args, { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}

// A 1x1 grey PNG for every tile: the map's layout and paint cost stay, the network does not.
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGPYAwAAzgDNsx5flwAAAABJRU5ErkJggg==',
  'base64',
);

/** Map tiles from this machine, so a measurement never waits on (or loads) someone's server. */
export function startTileServer(port) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400',
      'access-control-allow-origin': '*',
    });
    res.end(TILE_PNG);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** A port nobody listens on now, so a server's address can be named before it starts. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `node apps/api/dist/server.js` of the checkout `dir` (this one by default) with the demo content. Without `env.DATABASE_URL` it gets a
 * fresh embedded database in a temporary DATA_DIR (removed at stop), whatever the caller's
 * environment names. Resolves once /api/health answers; the output is shown only on failure.
 */
export async function startBuiltServer({
  port,
  env = {},
  nodeArgs = [],
  timeoutMs = 180_000,
  dir = root,
}) {
  const ownDir = env.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'camtour-measure-'));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, path.join(dir, 'apps/api/dist/server.js')], {
    cwd: dir,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...(ownDir ? { DATA_DIR: ownDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d.toString()));
  child.stderr.on('data', (d) => (output += d.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDir) fs.rmSync(ownDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, child, stop };
}
