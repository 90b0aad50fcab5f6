import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuditPage } from '@camtour/shared/schemas/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUserRole } from '../../src/modules/admin/user-role';
import { recordAudit } from '../../src/modules/audit/audit-repository';
import { TestClient } from '../helpers/client';
import { createTestDatabase } from '../helpers/test-database';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { customerClient, staffClient } from './helpers';

let t: TestApp;
let staff: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  staff = await staffClient(t);
});
afterAll(() => t.close());

const list = (query = '') => staff.get<AuditPage>(`/api/admin/audit${query}`);

describe('setUserRole (the user:role command)', () => {
  it('changes the role and writes one entry by the cli pseudo actor, in the same transaction', async () => {
    const u = await createUser(t);
    const res = await setUserRole(t.app.db, {
      email: `  ${u.email.toUpperCase()} `,
      role: 'staff',
    });
    expect(res).toEqual({
      ok: true,
      email: u.email,
      userId: u.user.id,
      before: 'customer',
      after: 'staff',
      changed: true,
    });
    const page = await list(`?entity=user&entity_id=${u.user.id}`);
    expect(page.status).toBe(200);
    expect(page.body.data!.entries).toEqual([
      expect.objectContaining({
        actor_id: null,
        actor_email: 'cli@localhost',
        action: 'user.role',
        entity: 'user',
        entity_id: String(u.user.id),
        before: { role: 'customer' },
        after: { role: 'staff' },
      }),
    ]);
  });

  it('writes nothing when the role is already the one asked for', async () => {
    const u = await createUser(t);
    const res = await setUserRole(t.app.db, { email: u.email, role: 'customer' });
    expect(res).toMatchObject({ ok: true, changed: false });
    expect((await list(`?entity=user&entity_id=${u.user.id}`)).body.data!.entries).toEqual([]);
  });

  it.each([
    ['nobody-here@example.com', 'staff', /no account with the e-mail nobody-here@example.com/],
    ['not-an-email', 'staff', /not an e-mail/],
    [
      'someone@example.com',
      'superuser',
      /unknown role "superuser": use one of customer, staff, admin/,
    ],
  ])('refuses %s as %s', async (email, role, message) => {
    const res = await setUserRole(t.app.db, { email, role });
    expect(res.ok).toBe(false);
    expect(!res.ok && res.error).toMatch(message);
  });
});

describe('GET /api/admin/audit', () => {
  let base: Date;
  beforeAll(async () => {
    // 120 product entries, one a minute back from `base`, and 3 of another kind in between.
    base = new Date(Date.now() + 3600_000);
    await t.app.db.execute(sql`
      insert into audit_log (actor_id, actor_email, action, entity, entity_id, before, after, created_at)
      select null, 'seller-' || (g % 2) || '@example.com', 'product.update', 'product', (g % 7)::text,
             jsonb_build_object('price', g), jsonb_build_object('price', g + 1),
             ${base.toISOString()}::timestamptz - (g || ' minutes')::interval
      from generate_series(1, 120) g`);
    const other = await createUser(t);
    for (const n of [1, 2, 3]) {
      await t.app.db.transaction((tx) =>
        recordAudit(tx, {
          actor: { id: other.user.id, email: other.email },
          action: 'stock.adjust',
          entity: 'stock',
          entityId: n,
          before: { qty: n },
          after: { qty: n + 1 },
        }),
      );
    }
  });

  it('answers newest first, 50 a page, with the pagination', async () => {
    const first = (await list('?entity=product')).body.data!;
    expect(first.pagination).toEqual({ total: 120, current_page: 1, last_page: 3, per_page: 50 });
    expect(first.entries).toHaveLength(50);
    const times = first.entries.map((e) => e.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(first.entries[0]).toMatchObject({ before: { price: 1 }, after: { price: 2 } });
    const third = (await list('?entity=product&page=3')).body.data!;
    expect(third.entries).toHaveLength(20);
    expect(third.entries.at(-1)).toMatchObject({ before: { price: 120 } });
    const beyond = (await list('?entity=product&page=9')).body.data!;
    expect(beyond.entries).toEqual([]);
    expect(beyond.pagination.total).toBe(120);
  });

  it('puts the newest entry of the whole log first without a filter', async () => {
    const all = (await list()).body.data!;
    expect(all.pagination.total).toBeGreaterThanOrEqual(123);
    // The product entries are dated an hour ahead: the newest of them leads.
    expect(all.entries[0]).toMatchObject({ entity: 'product', before: { price: 1 } });
  });

  it('filters by action, entity and entity_id, actor_id, and from/to', async () => {
    const byAction = (await list('?action=stock.adjust')).body.data!;
    expect(byAction.entries.map((e) => e.entity_id)).toEqual(['3', '2', '1']);
    const actorId = byAction.entries[0]!.actor_id!;
    expect((await list(`?actor_id=${actorId}`)).body.data!.pagination.total).toBe(3);
    expect((await list('?entity=product&entity_id=0')).body.data!.pagination.total).toBe(17);
    const from = new Date(base.getTime() - 10 * 60_000).toISOString();
    const to = new Date(base.getTime() - 5 * 60_000).toISOString();
    // from inclusive (g = 10), to exclusive (g = 5 excluded): g = 6..10.
    const window = (await list(`?entity=product&from=${from}&to=${to}`)).body.data!;
    expect(window.entries.map((e) => e.before)).toEqual(
      [6, 7, 8, 9, 10].map((price) => ({ price })),
    );
    const day = base.toISOString().slice(0, 10);
    expect((await list(`?action=nothing-like-this&from=${day}`)).body.data!.entries).toEqual([]);
  });

  it('refuses bad filters with field errors', async () => {
    for (const [query, field] of [
      ['?from=yesterday', 'from'],
      ['?to=2026-13-45', 'to'],
      ['?actor_id=abc', 'actor_id'],
      ['?page=0', 'page'],
    ] as const) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), query).toEqual([field]);
    }
  });

  it('is for staff only: 401 to a visitor, 403 to a customer', async () => {
    const visitor = await new TestClient(t.baseUrl).get('/api/admin/audit');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ result: false, error: true, message: 'no-authorization' });
    const customer = await (await customerClient(t)).get('/api/admin/audit?page=abc');
    expect(customer.status).toBe(403);
    expect(customer.body).toEqual({ result: false, error: true, message: 'forbidden' });
  });
});

/* ---------- the command itself, as an operator runs it ---------- */

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

function runCli(env: Record<string, string>, args: string[]) {
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/user-role.ts', ...args], {
      cwd: apiDir,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('npm run user:role', () => {
  it('makes staff, writes the audit entry the list shows, and exits 1 with a message on a mistake', async () => {
    // The command opens the database itself: a server database of its own, or a PGlite folder
    // (a PGlite in memory cannot be shared between processes).
    const server = await createTestDatabase();
    const folder = server.url ? null : await mkdtemp(join(tmpdir(), 'camtour-user-role-'));
    const env: Record<string, string> = server.url
      ? { DATABASE_URL: server.url }
      : { DATA_DIR: folder! };
    try {
      const usage = await runCli(env, ['only-one-argument@example.com']);
      expect(usage.code).toBe(1);
      expect(usage.out).toMatch(/usage: npm run user:role -- <email> <customer\|staff\|admin>/);
      const badRole = await runCli(env, ['someone@example.com', 'boss']);
      expect(badRole.code).toBe(1);
      expect(badRole.out).toMatch(/unknown role "boss"/);
      const nobody = await runCli(env, ['nobody@example.com', 'staff']);
      expect(nobody.code).toBe(1);
      expect(nobody.out).toMatch(/no account with the e-mail nobody@example.com/);

      // One app at a time on the data: make the account, stop, run the command, start again.
      const noDemo = { ...env, SEED_DEMO: 'false' };
      const before = await startTestApp({ env: noDemo });
      const u = await createUser(before);
      await before.close();

      const made = await runCli(env, [u.email, 'staff']);
      expect(made.out).toContain(`${u.email}: role customer -> staff (audit entry written)`);
      expect(made.code).toBe(0);
      const again = await runCli(env, [u.email, 'staff']);
      expect(again.out).toContain(`${u.email}: already staff, nothing changed`);
      expect(again.code).toBe(0);

      const after = await startTestApp({ env: noDemo });
      try {
        const c = new TestClient(after.baseUrl);
        c.bearer = (await c.post<{ token: string }>('/api/auth/login', u)).body.data!.token;
        const page = await c.get<AuditPage>('/api/admin/audit?action=user.role');
        expect(page.status).toBe(200);
        expect(page.body.data!.entries).toEqual([
          expect.objectContaining({
            actor_id: null,
            actor_email: 'cli@localhost',
            entity: 'user',
            entity_id: String(u.user.id),
            before: { role: 'customer' },
            after: { role: 'staff' },
          }),
        ]);
      } finally {
        await after.close();
      }
    } finally {
      await server.drop();
      if (folder) await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
