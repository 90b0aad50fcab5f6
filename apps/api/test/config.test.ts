import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { PRODUCTION_BAKONG } from './helpers/production';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      SEED_DEMO: true,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('names each bad variable', () => {
    expect(problemsOf({ PORT: 'abc' })[0]).toMatch(/^PORT:/);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT:/);
    expect(problemsOf({ DATABASE_URL: 'mysql://x' })[0]).toMatch(
      /^DATABASE_URL: must start with postgres/,
    );
    expect(problemsOf({ SEED_DEMO: 'maybe' })[0]).toMatch(/^SEED_DEMO:/);
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL:/);
  });

  it('refuses production without SMTP_URL (no development outbox in production)', () => {
    expect(problemsOf({ NODE_ENV: 'production' })[0]).toMatch(/^SMTP_URL: is required/);
    expect(
      problemsOf({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25', ...PRODUCTION_BAKONG }),
    ).toEqual(['PUBLIC_URL: is required when NODE_ENV=production']);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail:25',
        PUBLIC_URL: 'https://camtour.example',
        ...PRODUCTION_BAKONG,
      }),
    ).toEqual([]);
  });

  it('refuses production without the whole Bakong merchant account (no sandbox bank in production)', () => {
    const base = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://camtour.example',
    };
    expect(problemsOf(base)).toEqual(
      Object.keys(PRODUCTION_BAKONG).map(
        (k) =>
          `${k}: is required when NODE_ENV=production (KHQR payments need the real Bakong account)`,
      ),
    );
    const { BAKONG_ACCOUNT_ID: _a, ...withoutAccount } = PRODUCTION_BAKONG;
    expect(problemsOf({ ...base, ...withoutAccount })).toEqual([
      'BAKONG_ACCOUNT_ID: is required when NODE_ENV=production (KHQR payments need the real Bakong account)',
    ]);
  });

  it('takes a real bank in development only with the whole account, and checks its fields', () => {
    expect(problemsOf({ BAKONG_TOKEN: 'a-real-token-123' })).toEqual(
      ['BAKONG_API_URL', 'BAKONG_ACCOUNT_ID', 'BAKONG_MERCHANT_NAME', 'BAKONG_MERCHANT_CITY'].map(
        (k) =>
          `${k}: is required with BAKONG_TOKEN (the real bank needs the whole merchant account)`,
      ),
    );
    expect(problemsOf({ BAKONG_ACCOUNT_ID: 'no-at-sign' })).toEqual([
      'BAKONG_ACCOUNT_ID: must look like name@bank',
    ]);
    expect(
      problemsOf({ BAKONG_MERCHANT_NAME: 'A name longer than twenty-five letters' })[0],
    ).toMatch(/^BAKONG_MERCHANT_NAME:/);
    expect(problemsOf({ BAKONG_API_URL: 'ftp://bank' })[0]).toMatch(/^BAKONG_API_URL:/);
    // Without a token the sandbox bank answers, under the sandbox account.
    expect(loadConfig({}).BAKONG_ACCOUNT_ID).toBe('camtour_shop@sandbox');
    expect(loadConfig({ BAKONG_API_URL: 'https://api-bakong.nbc.gov.kh/' }).BAKONG_API_URL).toBe(
      'https://api-bakong.nbc.gov.kh',
    );
  });

  describe('TRUST_PROXY', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

    it('is off by default and takes the boolean words', () => {
      expect(loadConfig({}).TRUST_PROXY).toBe(false);
      expect(trust('true')).toBe(true);
      expect(trust('yes')).toBe(true);
      expect(trust('false')).toBe(false);
      expect(trust('no')).toBe(false);
    });

    it('reads a bare integer as a hop count, so 1 trusts one proxy and not all', () => {
      const one = trust('1');
      expect(typeof one).toBe('function');
      const hops = one as (address: string, hop: number) => boolean;
      expect(hops('10.0.0.1', 0)).toBe(true);
      expect(hops('10.0.0.1', 1)).toBe(false);
      const two = trust('2') as (address: string, hop: number) => boolean;
      expect([0, 1, 2].map((hop) => two('10.0.0.1', hop))).toEqual([true, true, false]);
      expect(trust('0')).toBe(false);
    });

    it('takes a comma-separated list of addresses, CIDR ranges and named ranges', () => {
      expect(trust('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual([
        '127.0.0.1',
        '10.0.0.0/8',
        '::1',
        'fd00::/8',
      ]);
      expect(trust('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
      expect(trust('10.0.0.0/255.0.0.0')).toEqual(['10.0.0.0/255.0.0.0']);
    });

    it.each(['maybe', '10.0.0.0/33', '300.1.1.1', '127.0.0.1,', '::1/129', '1.5', '-1', '101'])(
      'refuses %j with a message that names the forms',
      (value) => {
        const [problem] = problemsOf({ TRUST_PROXY: value });
        expect(problem).toMatch(/^TRUST_PROXY: /);
        expect(problem).toMatch(/hop count/);
      },
    );
  });

  it('wants all three social sign-in variables or none', () => {
    expect(problemsOf({ OIDC_ISSUER_URL: 'https://accounts.google.com' })[0]).toMatch(
      /^OIDC_ISSUER_URL: social sign-in needs/,
    );
    expect(
      problemsOf({
        OIDC_ISSUER_URL: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
      }),
    ).toEqual([]);
  });
});

function runServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', SERVE_WEB: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('stops at start with a clear message when a value is bad', async () => {
    const s = runServer({ PORT: 'not-a-port', DATA_DIR: 'memory://' });
    expect(await s.exited).toBe(1);
    expect(s.output()).toContain('CamTour cannot start. Invalid configuration');
    expect(s.output()).toContain('PORT:');
  });

  it('prints its URL, serves, and shuts down cleanly on SIGTERM', async () => {
    const port = String(20000 + Math.floor(Math.random() * 20000));
    const s = runServer({ PORT: port, DATA_DIR: 'memory://' });
    const deadline = Date.now() + 30_000;
    while (!s.output().includes('CamTour is running at') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(s.output()).toContain(`CamTour is running at http://localhost:${port}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(res.status).toBe(200);
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  });
});
