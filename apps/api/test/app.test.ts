import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp, type TestApp } from './helpers/test-app';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camtour-web-'));
const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(webDir, 'assets', 'index-abc123.js'), bundle);
fs.writeFileSync(
  path.join(webDir, 'assets', 'index-abc123.js.br'),
  zlib.brotliCompressSync(bundle),
);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    webDistDir: webDir,
    // Routes that exist only in this test, to drive the one error handler.
    beforeListen: (app) => {
      app.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({ name: z.string().min(2), age: z.number().int().max(120).optional() }),
          },
        },
        async (req) => ({ result: true, error: false, message: 'success', data: req.body }),
      );
      app.get('/api/test/boom', async () => {
        throw new Error('secret database detail');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const post = (body: string, type = 'application/json') =>
  t.json<{ result: boolean; message: string; errors?: Record<string, string[]> }>(
    '/api/test/echo',
    {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    },
  );

describe('error envelope', () => {
  it('is a 404 envelope for an unknown API route, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const { status, body } = await t.json(`/api/no/such/route`, { method });
      expect(status).toBe(404);
      expect(body).toEqual({ result: false, error: true, message: 'route-not-found' });
    }
  });

  it('gives field errors as stable keys', async () => {
    const missing = await post('{}');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      result: false,
      error: true,
      message: 'validation-failed',
      errors: { name: ['field-required'] },
    });
    const bad = await post(JSON.stringify({ name: 'a', age: 500 }));
    expect(bad.body.errors).toEqual({ name: ['field-too-small'], age: ['field-too-large'] });
    const wrongType = await post(JSON.stringify({ name: 42 }));
    expect(wrongType.body.errors).toEqual({ name: ['field-invalid'] });
  });

  it('is 400 invalid-json for a broken body and 415 for an unknown content type', async () => {
    const broken = await post('{"name": ');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('invalid-json');
    const xml = await post('<name/>', 'application/xml');
    expect(xml.status).toBe(415);
    expect(xml.body.message).toBe('unsupported-media-type');
  });

  it('is 413 for a body over the limit', async () => {
    const big = await post(JSON.stringify({ name: 'x'.repeat(1_100_000) }));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('payload-too-large');
  });

  it('masks an unexpected error as a 500 server-error without internals', async () => {
    const res = await t.request('/api/test/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ result: false, error: true, message: 'server-error' });
    expect(text).not.toContain('secret');
  });

  it('accepts a valid body', async () => {
    const okRes = await post(JSON.stringify({ name: 'Sokha', age: 30 }));
    expect(okRes.status).toBe(200);
  });
});

describe('security and compression', () => {
  it('sends the content security policy and the other security headers', async () => {
    const res = await t.request('/');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('compresses API answers with brotli or gzip as the client asks', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await t.request('/api/web/view/location/provinces', {
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      const body = (await res.json()) as { data: unknown[] };
      expect(body.data).toHaveLength(25);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs', async () => {
    const { status, body } = await t.json<{ openapi: string; paths: Record<string, unknown> }>(
      '/api/docs/json',
    );
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/web/view/location/provinces',
        '/api/web/view/location/districts/{provinceId}',
        '/api/web/view/location/communes/{districtId}',
        '/api/web/view/location/villages/{communeId}',
        '/api/web/view/categories',
      ]),
    );
    const ui = await t.request('/api/docs/');
    expect(ui.status).toBe(200);
    expect(ui.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
  });
});

describe('the built web app', () => {
  it('serves hashed assets with a one-year immutable cache, pre-compressed', async () => {
    const res = await t.request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toBe(bundle);
  });

  it('answers client routes with index.html, revalidated every time', async () => {
    for (const p of ['/', '/adventure?province_id=14', '/product/detail/3', '/no/such/page']) {
      const res = await t.request(p, { headers: { accept: 'text/html' } });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('does not answer a missing file or an API path with the app', async () => {
    expect((await t.request('/assets/missing-123.js')).status).toBe(404);
    const api = await t.request('/api/unknown');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});

describe('the page template of pages the browser draws', () => {
  const withShell = fs.mkdtempSync(path.join(os.tmpdir(), 'camtour-web-shell-'));
  let shellApp: TestApp;
  beforeAll(async () => {
    fs.writeFileSync(
      path.join(withShell, 'index.html'),
      '<html><body>rendered pages</body></html>',
    );
    fs.writeFileSync(
      path.join(withShell, 'app.html'),
      '<html><head><link rel="modulepreload" href="/assets/boot-1.js"></head><body>app</body></html>',
    );
    shellApp = await startTestApp({ webDistDir: withShell });
  });
  afterAll(async () => {
    await shellApp.close();
    fs.rmSync(withShell, { recursive: true, force: true });
  });

  it('is app.html when the build wrote it, the app preloaded; index.html otherwise (above)', async () => {
    for (const p of ['/cart', '/checkout', '/account/profile', '/admin']) {
      const res = await shellApp.request(p, { headers: { accept: 'text/html' } });
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
      expect(await res.text(), p).toContain('rel="modulepreload" href="/assets/boot-1.js"');
    }
  });
});
