import { afterAll, beforeAll, describe } from 'vitest';
import type { App } from '../../src/app';
import { startServerProcess, type ServerProcess } from './server-process';
import { startTestApp, type TestApp } from './test-app';

/** Where the requests of a topology go, and the app whose database the test reads. */
export interface Topology {
  t: TestApp;
  /** Request i of a burst goes to servers[i % servers.length]; only this process's are gated. */
  servers: { url: string; inProcess: boolean }[];
}

/**
 * Declares `cases` three times: at one server; split between two servers in this process on one
 * database; and, with TEST_DATABASE_URL set, between this process and another server process on
 * that database (a PGlite in memory cannot be shared between processes).
 */
export function describeTopologies(
  opts: { env: Record<string, string>; beforeListen?: (app: App) => void },
  cases: (topology: () => Topology) => void,
): void {
  const { env, beforeListen } = opts;
  let first: TestApp;
  beforeAll(async () => {
    first = await startTestApp({ env, ...(beforeListen ? { beforeListen } : {}) });
  });
  afterAll(() => first.close());

  describe('a burst at one server', () => {
    cases(() => ({ t: first, servers: [{ url: first.baseUrl, inProcess: true }] }));
  });

  describe('a burst split between two servers in this process on one database', () => {
    let second: TestApp;
    beforeAll(async () => {
      second = await startTestApp({
        env,
        sameDatabaseAs: first,
        ...(beforeListen ? { beforeListen } : {}),
      });
    });
    afterAll(() => second.close());
    cases(() => ({
      t: first,
      servers: [
        { url: first.baseUrl, inProcess: true },
        { url: second.baseUrl, inProcess: true },
      ],
    }));
  });

  if (process.env.TEST_DATABASE_URL) {
    describe('a burst split between this process and another server process on one database', () => {
      let child: ServerProcess | undefined;
      beforeAll(async () => {
        child = await startServerProcess(first, env);
      });
      afterAll(() => child?.stop());
      cases(() => ({
        t: first,
        servers: [
          { url: first.baseUrl, inProcess: true },
          { url: child!.url, inProcess: false },
        ],
      }));
    });
  }
}
