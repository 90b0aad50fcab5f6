import net from 'node:net';
import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let port: number;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n')));
  t = await startTestApp({
    env: { LOG_LEVEL: 'info' },
    logStream,
    beforeListen: (app) => {
      // A query that fails inside PostgreSQL with personal data among its parameters.
      app.get('/test/failing-query', async () => {
        await app.db.execute(
          sql`select ${'Sokha Chan'} as name, ${'secret.person@example.com'}::int as n`,
        );
        return {};
      });
      app.get('/test/duplicate-email', async () => {
        const row = { email: 'twice.person@example.com', first_name: 'Dara', last_name: 'Kim' };
        for (let i = 0; i < 2; i++) {
          await app.db.execute(
            sql`insert into users (email, first_name, last_name, password_hash, lang)
                values (${row.email}, ${row.first_name}, ${row.last_name}, 'x', 'en')`,
          );
        }
        return {};
      });
    },
  });
  port = Number(new URL(t.baseUrl).port);
});

afterAll(async () => {
  await t?.close();
});

/** Sends bytes as they are (fetch would fix them) and returns the status and body of the answer. */
function raw(request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let out = '';
    socket.on('data', (d) => (out += d.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = out.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
    setTimeout(() => socket.destroy(), 5000).unref();
  });
}

function request(method: string, path: string, headers: Record<string, string>, body = '') {
  const lines = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  return raw(`${lines.join('\r\n')}\r\n\r\n${body}`);
}

const form = {
  origin: '',
  'x-requested-with': 'XMLHttpRequest',
};

describe('framework errors answer in the envelope and echo nothing', () => {
  it.each([
    ['a bad escape in the path', '/api/web/view/location/districts/%zz-echo'],
    ['a broken UTF-8 escape', '/api/media/category/%E0%A4%A-echo'],
  ])('%s is a 400 bad-request', async (_, path) => {
    const res = await request('GET', path, {});
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ result: false, error: true, message: 'bad-request' });
    expect(res.body).not.toContain('echo');
  });

  it('an over-long path parameter answers without repeating the path', async () => {
    const res = await request('GET', `/api/web/view/location/districts/${'7'.repeat(300)}`, {});
    expect(res.status).toBe(414);
    expect(JSON.parse(res.body)).toEqual({ result: false, error: true, message: 'url-too-long' });
  });

  it('headers over 16 KB are a 431 envelope', async () => {
    const res = await request('GET', '/api/health', { 'x-big': 'echo'.repeat(5000) });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      result: false,
      error: true,
      message: 'request-headers-too-large',
    });
  });

  it.each([
    ['a Content-Length that is not a number', { 'content-length': 'echo' }, '{}'],
    ['two different Content-Lengths', { 'content-length': '2', 'Content-Length ': '3' }, '{}'],
    ['a body longer than its Content-Length', { 'content-length': '1' }, '{"echo":1}'],
  ])('%s is a 400 bad-request', async (_, headers, body) => {
    const res = await request(
      'POST',
      '/api/auth/login',
      { 'content-type': 'application/json', ...headers },
      body,
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ result: false, error: true, message: 'bad-request' });
  });

  it('a broken request line is a 400 bad-request', async () => {
    const res = await raw('GARBAGE\u0001 / HTTP/9\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ message: 'bad-request' });
  });
});

describe('malformed multipart bodies', () => {
  const multipart = (contentType: string, body: string) =>
    request(
      'POST',
      '/api/web/complete-registration',
      {
        ...form,
        origin: t.baseUrl,
        'content-type': contentType,
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    );

  it('without a boundary is a 400 bad-request', async () => {
    const res = await multipart('multipart/form-data', 'hello');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ message: 'bad-request' });
  });

  it('cut off in the middle of a part is a 400 envelope', async () => {
    const res = await multipart(
      'multipart/form-data; boundary=XyZ',
      '--XyZ\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nSo',
    );
    expect(res.status).toBe(400);
    // The parser may give up on the form or read it as a form missing its fields.
    expect(['bad-request', 'validation-failed']).toContain(JSON.parse(res.body).message);
  });

  it('with a NUL in a field is a 400 naming the field', async () => {
    const body =
      '--XyZ\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nSo\u0000kha\r\n--XyZ--\r\n';
    const res = await multipart('multipart/form-data; boundary=XyZ', body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({
      message: 'validation-failed',
      errors: { first_name: ['text-nul-not-allowed'] },
    });
  });
});

describe('logs', () => {
  it('name a request by its path, without the query string', async () => {
    logLines.length = 0;
    const c = new TestClient(t.baseUrl);
    await c.get('/api/web/view/product?search=private.words%40example.com');
    const log = logLines.join('\n');
    expect(log).toContain('"url":"/api/web/view/product"');
    expect(log).not.toContain('private.words');
  });

  it('of a failing query keep the SQL and the database error, not the values of its parameters', async () => {
    logLines.length = 0;
    const c = new TestClient(t.baseUrl);
    expect((await c.get('/test/failing-query')).status).toBe(500);
    expect((await c.get('/test/duplicate-email')).status).toBe(500);
    const errors = logLines.filter((l) => l.includes('"level":50'));
    expect(errors).toHaveLength(2);
    const log = errors.join('\n');
    // What helps a developer stays: the statement, PostgreSQL's code and message shape.
    expect(log).toContain('Failed query: select $1 as name');
    expect(log).toContain('invalid input syntax for type integer');
    expect(log).toContain('23505');
    expect(log).toContain('[redacted]');
    for (const personal of ['Sokha Chan', 'secret.person', 'twice.person', 'Dara', 'Kim']) {
      expect(log).not.toContain(personal);
    }
  });
});
