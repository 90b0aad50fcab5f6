import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_BAKONG } from '../helpers/production';
import { TestClient } from '../helpers/client';
import { mailsTo } from '../helpers/outbox';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('development outbox (D4)', () => {
  it('lists mail newest first as JSON and as a page', async () => {
    const c = new TestClient(t.baseUrl);
    await c.post('/api/web/send-register', { to: 'first@example.com' });
    await c.post('/api/web/send-register', { to: 'second@example.com' });
    const all = await c.get<{ to: string; links: string[]; created_at: string }[]>('/api/dev/mail');
    expect(all.status).toBe(200);
    expect(all.body.data!.map((m) => m.to).slice(0, 2)).toEqual([
      'second@example.com',
      'first@example.com',
    ]);
    expect(await mailsTo(c, 'FIRST@example.com')).toHaveLength(1);

    const page = await c.raw('/dev/mail');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('second@example.com');
    expect(html).toContain('/complete-registration?');
  });

  it('refuses a bad limit', async () => {
    const res = await new TestClient(t.baseUrl).get('/api/dev/mail?limit=0');
    expect(res.status).toBe(400);
  });
});

describe('in production', () => {
  it('has no development routes', async () => {
    const prod = await startTestApp({
      env: {
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:1',
        PUBLIC_URL: 'https://camtour.example',
        ...PRODUCTION_BAKONG,
      },
    });
    try {
      const c = new TestClient(prod.baseUrl);
      expect((await c.get('/api/dev/mail')).status).toBe(404);
      expect((await c.raw('/dev/mail')).status).toBe(404);
      // No sandbox bank either (D14): production takes payments from the real bank only.
      expect((await c.raw('/dev/bakong')).status).toBe(404);
      expect((await c.post('/api/dev/bakong/pay', { md5: 'a'.repeat(32) })).status).toBe(404);
      expect((await c.get('/api/dev/bakong/qrs')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
