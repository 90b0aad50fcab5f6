import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { customerClient, staffClient } from './helpers';

/**
 * D15: every operation under /api/admin answers 401 to a visitor and 403 to a customer. The list
 * of operations is read from the OpenAPI document the app serves, so a route added later (the
 * orders of the back office, anything after) is checked without touching this file.
 */

interface Operation {
  method: string;
  path: string;
  url: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

async function adminOperations(t: TestApp): Promise<Operation[]> {
  const doc = await t.json<{ paths: Record<string, Record<string, unknown>> }>('/api/docs/json');
  expect(doc.status).toBe(200);
  return Object.entries(doc.body.paths)
    .filter(([path]) => path === '/api/admin' || path.startsWith('/api/admin/'))
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => METHODS.includes(m))
        .map((method) => ({
          method: method.toUpperCase(),
          path,
          // A made-up value for each path parameter: the guard must answer before any lookup.
          url: path.replace(/\{[^}]+\}/g, '1'),
        })),
    );
}

const call = (c: TestClient, op: Operation) =>
  c.call(op.method, op.url, op.method === 'GET' || op.method === 'DELETE' ? undefined : {});

/** The operations whose answer to this client is not the expected guard answer. */
async function unguarded(
  t: TestApp,
  ops: Operation[],
): Promise<{ visitor: string[]; customer: string[] }> {
  const visitor = new TestClient(t.baseUrl);
  const customer = await customerClient(t);
  const out = { visitor: [] as string[], customer: [] as string[] };
  for (const op of ops) {
    const v = await call(visitor, op);
    if (
      v.status !== 401 ||
      JSON.stringify(v.body) !==
        JSON.stringify({ result: false, error: true, message: 'no-authorization' })
    )
      out.visitor.push(`${op.method} ${op.path} -> ${v.status} ${JSON.stringify(v.body)}`);
    const c = await call(customer, op);
    if (c.status !== 403 || c.body.message !== 'forbidden' || c.body.result !== false)
      out.customer.push(`${op.method} ${op.path} -> ${c.status} ${JSON.stringify(c.body)}`);
  }
  return out;
}

describe('every /api/admin operation of the OpenAPI document', () => {
  let t: TestApp;
  let ops: Operation[];
  beforeAll(async () => {
    t = await startTestApp();
    ops = await adminOperations(t);
  });
  afterAll(() => t.close());

  it('exists: the document has back-office operations, GET /api/admin/audit among them', () => {
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toContain('GET /api/admin/audit');
  });

  it('answers 401 no-authorization to a visitor and 403 forbidden to a customer', async () => {
    expect(await unguarded(t, ops)).toEqual({ visitor: [], customer: [] });
  });

  it('lets a staff member through (any answer but 401 or 403)', async () => {
    const staff = await staffClient(t);
    const refused: string[] = [];
    for (const op of ops) {
      const res = await call(staff, op);
      if (res.status === 401 || res.status === 403)
        refused.push(`${op.method} ${op.path} -> ${res.status} ${res.body.message}`);
    }
    expect(refused).toEqual([]);
  });
});

describe('the walk itself', () => {
  it('catches an admin route that forgets the guard', async () => {
    const t = await startTestApp({
      beforeListen: (app) => {
        app.get('/api/admin/forgot-the-guard/:id', { schema: { tags: ['admin'] } }, async () => ({
          result: true,
          error: false,
          message: 'success',
          data: null,
        }));
      },
    });
    try {
      const ops = await adminOperations(t);
      const found = await unguarded(
        t,
        ops.filter((o) => o.path.includes('forgot-the-guard')),
      );
      expect(found.visitor).toHaveLength(1);
      expect(found.customer).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
