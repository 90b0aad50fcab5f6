import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { activities, attempts } from '../../src/db/schema/index';
import { hashPassword } from '../../src/modules/accounts/account-helpers';
import { LIMITS, type LimitPair } from '../../src/modules/accounts/limits';
import { insertUser } from '../../src/modules/accounts/users-repository';
import { BOOKING_LIMIT } from '../../src/modules/locations/booking-service';
import { EXPORT_LIMIT } from '../../src/modules/planner/planner-service';
import type { Limit } from '../../src/plugins/rate-limit';
import { TestClient } from '../helpers/client';
import { describeTopologies, type Topology } from '../helpers/topologies';
import { Gate } from '../helpers/gate';
import type { TestApp } from '../helpers/test-app';
import type { App } from '../../src/app';

/**
 * D4: every attempt limit lets exactly its number of requests through when a burst of requests
 * arrives at once, from one server process or from several sharing the database. A limiter that
 * checked first and recorded afterwards would let (nearly) the whole burst pass the check.
 */

/** Requests of one burst, all sent at once. */
const BURST = 50;
const PASSWORD = 'Mekong-River-42';
const WRONG = 'Wrong-password-1';
const NEW_PASSWORD = 'Kampot-Pepper-5';
/** Long enough to pass validation, and no reset link has it. */
const BAD_TOKEN = 'x'.repeat(43);

/** Holds every in-process `take` of a burst; it wraps `app.limiter.take` from outside. */
const gate = new Gate();

function gateLimiter(app: App) {
  const take = app.limiter.take.bind(app.limiter);
  app.limiter.take = async (hits) => {
    await gate.pass();
    return take(hits);
  };
}

interface Outcome {
  status: number;
  message: string | undefined;
  retryAfter: string | null;
}

interface Ctx {
  t: TestApp;
  /** The visitor IP of this case, used by no other case. */
  ip: string;
  /** A client of the server request i goes to, standing for `ip` (X-Forwarded-For). */
  client: (i: number, ip?: string) => TestClient;
  /** A fresh address. */
  email: (label: string) => string;
}

interface Prepared {
  send: (i: number) => Promise<Outcome>;
  /** Counters (limit, keys) whose rows must add up to exactly the limit's max after the burst. */
  counters: [Limit, string[]][];
  /** Runs after the burst, before the rows are counted. */
  afterwards?: () => Promise<void>;
}

interface Case {
  name: string;
  /** The limit under test: its max requests get through, the rest get its 429. */
  limit: Limit;
  /** What a request that got through answers: status and message. */
  passed: [number, string];
  prepare: (ctx: Ctx) => Promise<Prepared>;
}

let ipCount = 0;
const nextIp = () => `198.51.100.${++ipCount}`;
let emailCount = 0;

async function outcome(res: Response): Promise<Outcome> {
  const type = res.headers.get('content-type') ?? '';
  let message: string | undefined = type.split(';')[0];
  if (type.startsWith('application/json')) {
    message = ((await res.json()) as { message?: string }).message;
  } else {
    await res.arrayBuffer();
  }
  return { status: res.status, message, retryAfter: res.headers.get('retry-after') };
}

const json = (c: TestClient, method: string, path: string, body: unknown) =>
  c
    .raw(path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    .then(outcome);

async function rows(t: TestApp, limit: Limit, keys: string[]): Promise<number> {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(attempts)
    .where(and(eq(attempts.action, limit.action), inArray(attempts.key, keys)));
  return Number(row?.n ?? 0);
}

/** Accounts with a session each, written straight to the database with one shared hash. */
let sharedHash: Promise<string> | undefined;
async function loggedInUsers(ctx: Ctx, n: number, label: string) {
  const hash = await (sharedHash ??= hashPassword(PASSWORD));
  return Promise.all(
    Array.from({ length: n }, async () => {
      const email = ctx.email(label);
      const user = await insertUser(ctx.t.app.db, {
        email,
        password_hash: hash,
        first_name: 'Sokha',
        last_name: 'Chan',
        is_email_verified: true,
      });
      const { token } = await ctx.t.app.sessions.create(user!.id, false, { ip: ctx.ip });
      return { email, token };
    }),
  );
}

const changePassword = (c: TestClient, token: string, current: string) => {
  c.bearer = token;
  return json(c, 'PUT', '/api/profile/pass', {
    current_password: current,
    new_password: NEW_PASSWORD,
    new_password_confirmation: NEW_PASSWORD,
  });
};

const registrationForm = (email: string) => {
  // Only the address: the submission counts, then fails validation (every submission counts).
  const form = new FormData();
  form.set('email', email);
  return form;
};

/**
 * The two cases of a limit counted per address and per IP: a burst for one address (the
 * address's counter runs out), and a burst for 50 addresses from one IP (the IP's runs out).
 */
function addressLimitCases(
  action: string,
  what: string,
  pair: LimitPair,
  passed: Case['passed'],
  send: (client: TestClient, email: string) => Promise<Outcome>,
): Case[] {
  return [
    {
      name: `${action}, per address: ${pair.email.max} ${what}`,
      limit: pair.email,
      passed,
      prepare: async (ctx) => {
        const email = ctx.email(action);
        return {
          send: (i) => send(ctx.client(i), email),
          counters: [
            [pair.email, [email]],
            [pair.ip, [ctx.ip]],
          ],
        };
      },
    },
    {
      name: `${action}, per IP: ${pair.ip.max} ${what} for ${BURST} addresses`,
      limit: pair.ip,
      passed,
      prepare: async (ctx) => {
        const emails = Array.from({ length: BURST }, () => ctx.email(`${action}-ip`));
        return {
          send: (i) => send(ctx.client(i), emails[i]!),
          counters: [
            [pair.ip, [ctx.ip]],
            [pair.email, emails],
          ],
        };
      },
    },
  ];
}

const CASES: Case[] = [
  {
    name: 'login, per address: 5 wrong passwords checked, then even the right one is refused',
    limit: LIMITS.login.email,
    passed: [401, 'Invalid email or password'],
    prepare: async (ctx) => {
      const email = ctx.email('login');
      await insertUser(ctx.t.app.db, {
        email,
        password_hash: await (sharedHash ??= hashPassword(PASSWORD)),
        first_name: 'Sokha',
        last_name: 'Chan',
        is_email_verified: true,
      });
      return {
        send: (i) => json(ctx.client(i), 'POST', '/api/auth/login', { email, password: WRONG }),
        counters: [
          [LIMITS.login.email, [email]],
          [LIMITS.login.ip, [ctx.ip]],
        ],
        afterwards: async () => {
          // From another IP and another server too: the address is locked, nothing is recorded.
          for (const c of [ctx.client(0), ctx.client(1, nextIp())]) {
            const right = await json(c, 'POST', '/api/auth/login', { email, password: PASSWORD });
            expect(right.status).toBe(429);
            expect(right.message).toBe('too-many-login-attempts');
          }
        },
      };
    },
  },
  {
    name: 'login, per IP: 50 addresses from one IP, 20 checked',
    limit: LIMITS.login.ip,
    passed: [401, 'Invalid email or password'],
    prepare: async (ctx) => {
      const emails = Array.from({ length: BURST }, () => ctx.email('login-ip'));
      return {
        send: (i) =>
          json(ctx.client(i), 'POST', '/api/auth/login', { email: emails[i], password: WRONG }),
        counters: [
          [LIMITS.login.ip, [ctx.ip]],
          [LIMITS.login.email, emails],
        ],
      };
    },
  },
  ...addressLimitCases(
    'send-register',
    'links',
    LIMITS.sendRegister,
    [200, 'registration-link-sent'],
    (client, to) => json(client, 'POST', '/api/web/send-register', { to }),
  ),
  ...addressLimitCases(
    'complete-registration',
    'submissions',
    LIMITS.registration,
    [400, 'validation-failed'],
    (client, email) =>
      client
        .raw('/api/web/complete-registration', { method: 'POST', body: registrationForm(email) })
        .then(outcome),
  ),
  ...addressLimitCases(
    'forgot-password',
    'requests',
    LIMITS.forgot,
    [200, 'reset-link-sent'],
    (client, email) => json(client, 'POST', '/api/auth/forgot-password', { email }),
  ),
  ...addressLimitCases(
    'reset-password',
    'token guesses checked',
    LIMITS.reset,
    [400, 'invalid-reset-token'],
    (client, email) =>
      json(client, 'POST', '/api/auth/reset-password', {
        email,
        token: BAD_TOKEN,
        new_pass: NEW_PASSWORD,
        new_pass_confirmation: NEW_PASSWORD,
      }),
  ),
  {
    name: 'password change, per account: 5 wrong current passwords checked, then the right one is refused',
    limit: LIMITS.passwordChange.email,
    passed: [400, 'validation-failed'],
    prepare: async (ctx) => {
      const [user] = await loggedInUsers(ctx, 1, 'change');
      const { email, token } = user!;
      return {
        send: (i) => changePassword(ctx.client(i), token, WRONG),
        counters: [
          [LIMITS.passwordChange.email, [email]],
          [LIMITS.passwordChange.ip, [ctx.ip]],
        ],
        afterwards: async () => {
          const right = await changePassword(ctx.client(1, nextIp()), token, PASSWORD);
          expect(right.status).toBe(429);
          expect(right.message).toBe('too-many-requests-try-later');
        },
      };
    },
  },
  {
    name: 'password change, per IP: 50 accounts from one IP, 20 checked',
    limit: LIMITS.passwordChange.ip,
    passed: [400, 'validation-failed'],
    prepare: async (ctx) => {
      const users = await loggedInUsers(ctx, BURST, 'change-ip');
      return {
        send: (i) => changePassword(ctx.client(i), users[i]!.token, WRONG),
        counters: [
          [LIMITS.passwordChange.ip, [ctx.ip]],
          [LIMITS.passwordChange.email, users.map((u) => u.email)],
        ],
      };
    },
  },
  {
    name: 'activity booking, per IP: 10 requests',
    limit: BOOKING_LIMIT,
    passed: [201, 'booking-initiated'],
    prepare: async (ctx) => {
      const [activity] = await ctx.t.app.db
        .select({ id: activities.id })
        .from(activities)
        .where(eq(activities.is_active, true))
        .orderBy(activities.id)
        .limit(1);
      const body = {
        name: 'Sophea Lim',
        email: ctx.email('booking'),
        date: '2099-01-15',
        party_size: 1,
        note: '',
        lang: 'en',
      };
      return {
        send: (i) =>
          json(ctx.client(i), 'POST', `/api/web/activities/${activity!.id}/booking`, body),
        counters: [[BOOKING_LIMIT, [ctx.ip]]],
      };
    },
  },
  {
    name: 'planner PDF export, per IP: 30 PDFs',
    limit: EXPORT_LIMIT,
    passed: [200, 'application/pdf'],
    prepare: async (ctx) => {
      const body = {
        budget: 1500,
        answers: { duration: '1d1n', party_size: 2, age: 25 },
        date: '2026-11-22',
      };
      return {
        send: (i) => json(ctx.client(i), 'POST', '/api/web/planner/export', body),
        counters: [[EXPORT_LIMIT, [ctx.ip]]],
      };
    },
  },
];

/** The same table of cases, against the servers of one topology. */
function limitCases(topology: () => Topology) {
  for (const c of CASES) {
    it(c.name, { timeout: 60_000 }, async () => {
      const top = topology();
      const ip = nextIp();
      const ctx: Ctx = {
        t: top.t,
        ip,
        client: (i, as = ip) => new TestClient(top.servers[i % top.servers.length]!.url, as),
        email: (label) => `lc${++emailCount}-${label}@example.com`,
      };
      const prepared = await c.prepare(ctx);

      const burst = Array.from({ length: BURST }, (_, i) => i);
      gate.arm(burst.filter((i) => top.servers[i % top.servers.length]!.inProcess).length);
      const outcomes = await Promise.all(burst.map((i) => prepared.send(i)));
      expect(gate.timedOut, 'every request of the burst reached the limiter').toBe(false);

      const tally: Record<string, number> = {};
      for (const o of outcomes) {
        const k = `${o.status} ${o.message}`;
        tally[k] = (tally[k] ?? 0) + 1;
      }
      expect(tally).toEqual({
        [`${c.passed[0]} ${c.passed[1]}`]: c.limit.max,
        [`429 ${c.limit.errorKey}`]: BURST - c.limit.max,
      });
      for (const o of outcomes.filter((x) => x.status === 429)) {
        expect(Number(o.retryAfter)).toBeGreaterThan(0);
      }

      await prepared.afterwards?.();
      for (const [limit, keys] of prepared.counters) {
        expect(await rows(top.t, limit, keys), `${limit.action} rows`).toBe(c.limit.max);
      }
    });
  }
}

describeTopologies({ env: { TRUST_PROXY: 'true' }, beforeListen: gateLimiter }, limitCases);
