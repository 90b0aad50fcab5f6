import { freePort } from '../../../../scripts/product-server.mjs';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createTestDatabase } from './test-database';

export { freePort };

export interface TestApp {
  app: App;
  databaseUrl: string | undefined;
  baseUrl: string;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  json: <T = unknown>(
    path: string,
    init?: RequestInit,
  ) => Promise<{ status: number; body: T; headers: Headers }>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webDistDir?: string | null;
  /** Runs before listen, e.g. to add a route that exercises the error handler. */
  beforeListen?: (app: App) => void | Promise<void>;
  /** Receives the app's log lines (set env LOG_LEVEL to see any). */
  logStream?: NodeJS.WritableStream;
  /** Start a second server on the data of this one, as another process or a restart would. */
  sameDatabaseAs?: TestApp;
}

/** The real app on a real port over real HTTP, on a fresh database. */
export async function startTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const shared = opts.sameDatabaseAs;
  const database = shared
    ? { url: shared.databaseUrl, drop: async () => undefined }
    : await createTestDatabase();
  // Links in mails are built from PORT (or PUBLIC_URL), never from the request: listen where they
  // point. A free port can be taken by another test file between the probe and the listen: then
  // the app is built again on another one.
  const fixedPort = opts.env?.PORT ? Number(opts.env.PORT) : null;
  let app: App | undefined;
  let port = 0;
  for (let attempt = 1; !app; attempt += 1) {
    port = fixedPort ?? (await freePort());
    const built = await buildOn(port);
    try {
      await built.listen({ port, host: '127.0.0.1' });
      app = built;
    } catch (error) {
      await built.close();
      const taken = (error as { code?: string }).code === 'EADDRINUSE';
      if (!taken || fixedPort !== null || attempt >= 5) throw error;
    }
  }

  async function buildOn(port: number): Promise<App> {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      DATA_DIR: 'memory://',
      // Every request computed: tests change rows directly and read them back (read-cache.test.ts
      // turns it on).
      READ_CACHE_MS: '0',
      // The background KHQR check stays out of tests that drive each check themselves; the
      // tests of the check itself turn it on (paid-qr-order.test.ts).
      KHQR_SWEEP_MS: '600000',
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      ...opts.env,
    });
    const built = await buildApp({
      config,
      webDistDir: opts.webDistDir ?? null,
      ...(opts.logStream ? { logStream: opts.logStream } : {}),
      // PGlite lives in this process: a "second process" shares the open database; a server is
      // reached anew.
      ...(shared && !shared.databaseUrl ? { database: shared.app.database } : {}),
    });
    await opts.beforeListen?.(built);
    return built;
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const request = (path: string, init?: RequestInit) => fetch(baseUrl + path, init);
  return {
    app,
    databaseUrl: database.url,
    baseUrl,
    request,
    json: async <T>(path: string, init?: RequestInit) => {
      const res = await request(path, init);
      return { status: res.status, body: (await res.json()) as T, headers: res.headers };
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
