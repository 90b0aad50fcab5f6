import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/**
 * Every operation of the OpenAPI document, fed malformed requests derived from
 * its own parameters and body schema: no answer may be a 5xx, and every JSON
 * answer must be the envelope. fast-check prints the seed and the shrunk
 * request of a failure, so it can be replayed.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

interface Operation {
  method: string;
  path: string;
  params: { in: string; name: string; schema?: JsonSchema }[];
  body: JsonSchema | null;
}

interface Variant {
  path: Record<string, { value: string; raw: boolean }>;
  query: [string, string][];
  body:
    | { kind: 'none' }
    | { kind: 'json' | 'text'; text: string }
    | { kind: 'multipart-no-boundary' }
    | { kind: 'multipart-truncated'; name: string };
  dropOrigin: boolean;
}

const RUNS_PER_OPERATION = 30;

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  // No mail leaves during the run; the queue still takes what the requests cause.
  t = await startTestApp({ env: { TRUST_PROXY: 'true', MAIL_WORKER: 'false' } });
  const doc = t.app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      params: (op.parameters ?? []) as Operation['params'],
      body: ((op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema ?? null) as JsonSchema | null,
    })),
  );
});

afterAll(async () => {
  await t?.close();
});

const nastyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '%',
    '%zz',
    '%E0%A4%A',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '-1',
    '0',
    '1.5',
    '1e309',
    'NaN',
    'Infinity',
    '99999999999999999999999',
    'true',
    'null',
    '[]',
    '{}',
    'a'.repeat(5000),
    'អង្គរវត្ត',
    '\uD800',
    'x@example.com',
    '2026-02-30',
  ),
  fc.integer().map(String),
  fc.double().map(String),
);

/** A value of the schema's own type, or of a wrong one, or broken text. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const types = schema?.anyOf?.map((s) => s.type) ?? [schema?.type];
  const own: fc.Arbitrary<unknown>[] = [];
  if (schema?.enum?.length) own.push(fc.constantFrom(...schema.enum));
  for (const type of types.flat()) {
    if (type === 'string') own.push(nastyText);
    if (type === 'integer') own.push(fc.oneof(fc.integer(), fc.bigInt().map(Number)));
    if (type === 'number') own.push(fc.double());
    if (type === 'boolean') own.push(fc.boolean());
    if (type === 'array' && depth < 2) own.push(fc.array(valueFor(schema?.items, depth + 1)));
    if (type === 'object' && depth < 2) own.push(objectFor(schema!, depth + 1));
  }
  return fc.oneof(...own, nastyText, fc.jsonValue({ maxDepth: 2 }));
}

function objectFor(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([k, s]) => [k, valueFor(s, depth)]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

function variantsOf(op: Operation): fc.Arbitrary<Variant> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query').map((p) => p.name);
  const pathArb = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        fc.oneof(
          fc.constantFrom('1', '2', 'a.webp').map((value) => ({ value, raw: false })),
          nastyText.map((value) => ({ value, raw: false })),
          fc
            .constantFrom('%zz', '%E0%A4%A', '%ED%A0%80', '%', '%00', 'x'.repeat(400))
            .map((value) => ({
              value,
              raw: true,
            })),
        ),
      ]),
    ),
  ) as fc.Arbitrary<Variant['path']>;
  const queryArb = fc.array(
    fc.tuple(
      queryParams.length
        ? fc.oneof(fc.constantFrom(...queryParams), fc.string({ maxLength: 6 }))
        : fc.string({ maxLength: 6 }),
      nastyText,
    ),
    { maxLength: 4 },
  );
  const objectBody = op.body ? objectFor(op.body) : fc.jsonValue({ maxDepth: 2 });
  const bodyArb: fc.Arbitrary<Variant['body']> = fc.oneof(
    {
      weight: 6,
      arbitrary: objectBody.map((o) => ({ kind: 'json' as const, text: JSON.stringify(o) })),
    },
    fc.jsonValue().map((v) => ({ kind: 'json' as const, text: JSON.stringify(v) ?? '' })),
    fc.string().map((text) => ({ kind: 'json' as const, text })),
    fc.string().map((text) => ({ kind: 'text' as const, text })),
    fc.constant({ kind: 'multipart-no-boundary' as const }),
    fc.string({ maxLength: 10 }).map((name) => ({ kind: 'multipart-truncated' as const, name })),
    fc.constant({ kind: 'none' as const }),
  );
  return fc.record({ path: pathArb, query: queryArb, body: bodyArb, dropOrigin: fc.boolean() });
}

/** Lone surrogates cannot be percent-encoded; the raw variants send broken UTF-8 (%ED%A0%80) instead. */
const encode = (s: string) =>
  encodeURIComponent(
    s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

function urlOf(op: Operation, v: Variant): string {
  let path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const p = v.path[name]!;
    return p.raw ? p.value : encode(p.value);
  });
  if (v.query.length) {
    path += `?${v.query.map(([k, val]) => `${encode(k)}=${encode(val)}`).join('&')}`;
  }
  return path;
}

function requestInit(op: Operation, v: Variant): RequestInit {
  const headers: Record<string, string> = {};
  if (v.dropOrigin) headers.origin = 'https://evil.example';
  const init: RequestInit = { method: op.method, headers };
  if (op.method === 'GET' || op.method === 'HEAD' || v.body.kind === 'none') return init;
  switch (v.body.kind) {
    case 'json':
      headers['content-type'] = 'application/json';
      init.body = v.body.text;
      break;
    case 'text':
      headers['content-type'] = 'text/plain';
      init.body = v.body.text;
      break;
    case 'multipart-no-boundary':
      headers['content-type'] = 'multipart/form-data';
      init.body = 'hello';
      break;
    case 'multipart-truncated':
      headers['content-type'] = 'multipart/form-data; boundary=XyZ';
      init.body = `--XyZ\r\nContent-Disposition: form-data; name="${v.body.name}"\r\n\r\nabc`;
      break;
  }
  return init;
}

/** A 2xx may be a picture, a PDF or a redirect; everything else is the JSON envelope. */
async function expectSafeAnswer(res: Response, label: string) {
  expect(res.status, label).toBeLessThan(500);
  const type = res.headers.get('content-type') ?? '';
  if (res.status < 400 && !type.includes('json')) {
    await res.arrayBuffer();
    return;
  }
  expect(type, label).toContain('application/json');
  const body = (await res.json()) as Record<string, unknown>;
  expect(typeof body.result, label).toBe('boolean');
  expect(typeof body.error, label).toBe('boolean');
  expect(typeof body.message, label).toBe('string');
  if (res.status >= 400) expect(body, label).toMatchObject({ result: false, error: true });
}

/**
 * A fresh signed-in visitor per operation: logout or a password change must not spoil the next.
 * The back office's operations (`/api/admin`) get a staff member, so their input is reached too.
 */
async function signedIn(path = ''): Promise<TestClient> {
  const { email, password } = await createUser(t);
  if (path.startsWith('/api/admin/')) {
    await t.app.db.execute(sql`update users set role = 'staff' where email = ${email}`);
  }
  const c = new TestClient(t.baseUrl, `10.9.${Math.floor(Math.random() * 250)}.1`);
  expect((await c.post('/api/auth/login', { email, password })).status).toBe(200);
  return c;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('finds the operations', () => {
    // Guards the loop below: an empty or broken document would make it pass by testing nothing.
    expect(operations.length).toBeGreaterThan(50);
  });

  it('answers 30 malformed variants of each operation, signed in and not, with a 4xx envelope or a success', async () => {
    let sent = 0;
    for (const op of operations) {
      const signedClient = await signedIn(op.path);
      const visitor = new TestClient(t.baseUrl, '10.8.0.1');
      await fc.assert(
        fc.asyncProperty(variantsOf(op), fc.boolean(), async (v, asVisitor) => {
          const url = urlOf(op, v);
          const res = await (asVisitor ? visitor : signedClient).raw(url, requestInit(op, v));
          sent += 1;
          await expectSafeAnswer(res, `${op.method} ${url}`);
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    expect(sent).toBeGreaterThanOrEqual(operations.length * RUNS_PER_OPERATION);
    // The server is still whole afterwards.
    expect((await t.request('/api/health')).status).toBe(200);
  }, 300_000);
});

describe('a NUL character in any text field', () => {
  const NUL = 'ab\u0000c';

  /** A plausible body for the schema, so the NUL is the only thing wrong with the field under test. */
  function plausible(schema: JsonSchema): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, s]) => {
        const type = s.anyOf?.[0]?.type ?? s.type;
        if (s.enum?.length) return [k, s.enum[0]];
        if (type === 'integer' || type === 'number') return [k, 1];
        if (type === 'boolean') return [k, true];
        if (type === 'array') return [k, []];
        if (type === 'object') return [k, {}];
        return [k, 'text'];
      }),
    );
  }

  it('is refused with a 400 naming the field, for every JSON text field of every operation', async () => {
    let checked = 0;
    for (const op of operations.filter((o) => o.body?.properties)) {
      const c = await signedIn(op.path);
      const path = op.path.replace(/\{[^}]+\}/g, '1');
      for (const [field, s] of Object.entries(op.body!.properties!)) {
        const type = s.anyOf?.[0]?.type ?? s.type;
        if (type !== 'string') continue;
        const res = await c.call(op.method, path, { ...plausible(op.body!), [field]: NUL });
        expect(res.status, `${op.method} ${path} ${field}`).toBe(400);
        expect(res.body.errors?.[field], `${op.method} ${path} ${field}`).toContain(
          'text-nul-not-allowed',
        );
        checked += 1;
      }
    }
    // login, send-register, forgot, reset, password change, reviews, cart, plan title, export...
    expect(checked).toBeGreaterThanOrEqual(15);
  }, 120_000);

  it('is refused in a booking, a place review, a query string and a path', async () => {
    const c = await signedIn();
    const booking = await c.post('/api/web/activities/1/booking', {
      name: 'Sokha',
      email: 'sokha@example.com',
      date: '2099-01-01',
      party_size: 2,
      note: `Vegetarian${'\u0000'}`,
    });
    expect(booking.status).toBe(400);
    expect(booking.body.errors).toEqual({ note: ['text-nul-not-allowed'] });

    const review = await c.post('/api/web/locations/reviews/1', { star: 5, comment: NUL });
    expect(review.status).toBe(400);
    expect(review.body.errors).toEqual({ comment: ['text-nul-not-allowed'] });

    const form = new FormData();
    form.set('star', '4');
    form.set('comment', NUL);
    const formReview = await c.form('/api/web/locations/reviews/1', form);
    expect(formReview.status).toBe(400);
    expect(formReview.body.errors).toEqual({ comment: ['text-nul-not-allowed'] });

    const search = await c.get(`/api/web/view/product?search=${encodeURIComponent(NUL)}`);
    expect(search.status).toBe(400);
    expect(search.body.errors).toEqual({ search: ['text-nul-not-allowed'] });

    const image = await c.get('/api/media/category/a%00b.webp');
    expect(image.status).toBe(400);
    expect(image.body.errors).toEqual({ file: ['text-nul-not-allowed'] });
  });

  it('is refused in the registration form, file name included, and nothing is stored', async () => {
    const c = new TestClient(t.baseUrl, '10.7.0.1');
    const form = new FormData();
    form.set('token', 'x'.repeat(64));
    form.set('email', 'new@example.com');
    form.set('first_name', NUL);
    form.set('last_name', 'Chan');
    form.set('password', 'Mekong-River-42');
    form.set('password_confirmation', 'Mekong-River-42');
    form.set('image', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a\u0000.png');
    const res = await c.form('/api/web/complete-registration', form);
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      first_name: ['text-nul-not-allowed'],
      image: ['text-nul-not-allowed'],
    });
  });
});
