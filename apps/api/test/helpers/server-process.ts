import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, type TestApp } from './test-app';

export interface ServerProcess {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The real server in another OS process on the PostgreSQL database of `first` (a PGlite in memory
 * cannot be shared between processes, so callers run this only with TEST_DATABASE_URL set).
 */
export async function startServerProcess(
  first: TestApp,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: first.databaseUrl!,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      // As the test app: demo content on (its default outside production), already seeded.
      SEED_DEMO: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  // It migrates (nothing left to do) and seeds (already there) before it listens.
  const deadline = Date.now() + 80_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited:\n${output}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server process did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop };
}
