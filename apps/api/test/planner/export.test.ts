import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cambodiaToday } from '@camtour/shared/domain/travel';
import { EXPORT_LIMIT } from '../../src/modules/planner/planner-service';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // Each client stands for its own visitor IP, so the export limit of one test does not leak.
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

const EXPORT = '/api/web/planner/export';
let ipCount = 0;
const visitor = () => new TestClient(t.baseUrl, `198.51.100.${++ipCount}`);

const plan = (over: Record<string, unknown> = {}) => ({
  budget: 1500,
  answers: {
    duration: '3d2n',
    special_interests: ['sunrise_tours', 'cooking_class', 'spa_wellness', 'nightlife'],
    party_size: 2,
    age: 25,
  },
  dayTransport: ['traditional_tuk_tuk', 'premium_tuk_tuk', 'bicycle_tricycle'],
  ...over,
});

async function exportPdf(c: TestClient, body: unknown) {
  const res = await c.raw(EXPORT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The text of every compressed stream of a PDF (pdfkit deflates page content). */
function streams(pdf: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start + 7, end)));
    } catch {
      // not deflated (font files are, but a stream that is not is of no interest here)
    }
    at = end + 10;
  }
  return Buffer.concat(out);
}

/**
 * Whether a line of text is in the page content, as the ActualText pdfkit writes for it: ASCII as
 * it is, anything else in UTF-16BE.
 */
const hasText = (content: Buffer, s: string) =>
  content.includes(
    /^[\x20-\x7e]*$/.test(s) ? Buffer.from(`(${s})`, 'latin1') : Buffer.from(s, 'utf16le').swap16(),
  );

describe('POST /api/web/planner/export', () => {
  it('gives a visitor an English PDF named by the date', async () => {
    const { res, bytes } = await exportPdf(visitor(), plan({ date: '2026-11-22' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="camtour-plan-2026-11-22.pdf"',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF/);
    const text = streams(bytes);
    expect(hasText(text, 'Your Siem Reap trip plan')).toBe(true);
    expect(hasText(text, 'Day 3')).toBe(true);
    expect(hasText(text, 'With what is left of your budget')).toBe(true);
    expect(hasText(text, '$1,500.00')).toBe(true);
  });

  it('writes Khmer with the embedded Noto Sans Khmer and the plan title', async () => {
    const { res, bytes } = await exportPdf(
      visitor(),
      plan({ lang: 'km', title: 'ដំណើរទៅអង្គរ', date: '2026-01-05' }),
    );
    expect(res.status).toBe(200);
    const pdf = bytes.toString('latin1');
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKhmer-Regular/);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansKhmer-Bold/);
    expect(pdf).toMatch(/\/FontFile2/);
    // No standard PDF font: every glyph comes from the embedded font.
    expect(pdf).not.toMatch(/Helvetica/);
    const text = streams(bytes);
    for (const words of ['ដំណើរទៅអង្គរ', 'ថ្ងៃទី 1', 'ចំណាយលម្អិត', 'អាហារពេលព្រឹក']) {
      expect(hasText(text, words), words).toBe(true);
    }
  });

  it('names the file by today in Cambodia (UTC+7) when no date is sent', async () => {
    const before = cambodiaToday();
    const { res } = await exportPdf(visitor(), plan());
    const after = cambodiaToday();
    expect(res.status).toBe(200);
    const name = /filename="camtour-plan-(\d{4}-\d{2}-\d{2})\.pdf"/.exec(
      res.headers.get('content-disposition') ?? '',
    )?.[1];
    expect([before, after]).toContain(name);
  });

  it('counts the day in UTC+7', () => {
    expect(cambodiaToday(Date.parse('2026-01-01T16:59:59Z'))).toBe('2026-01-01');
    expect(cambodiaToday(Date.parse('2026-01-01T17:00:00Z'))).toBe('2026-01-02');
    expect(cambodiaToday(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it.each([
    ['an impossible date', { date: '2026-02-30' }, { date: ['field-invalid'] }],
    ['a date in another format', { date: '22/11/2026' }, { date: ['field-invalid'] }],
    ['an unknown language', { lang: 'fr' }, { lang: ['invalid-lang'] }],
    ['a budget under 50 dollars', { budget: 40 }, { budget: ['planner-budget-min'] }],
    ['a title over 120 characters', { title: 'x'.repeat(121) }, { title: ['plan-title-too-long'] }],
    ['a recommendation from the browser', { recommendation: {} }, { body: ['field-unknown'] }],
  ])('refuses %s', async (_name, over, errors) => {
    const { res, bytes } = await exportPdf(visitor(), plan(over));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(JSON.parse(bytes.toString())).toMatchObject({
      result: false,
      message: 'validation-failed',
      errors,
    });
  });

  it('allows 30 exports in 10 minutes per client, then 429 with Retry-After', async () => {
    const c = visitor();
    // 29 earlier exports from this client, recorded as the route records them.
    for (let i = 0; i < 29; i++) await t.app.limiter.take([{ limit: EXPORT_LIMIT, key: c.ip! }]);
    expect((await exportPdf(c, plan())).res.status).toBe(200);
    const { res, bytes } = await exportPdf(c, plan());
    expect(res.status).toBe(429);
    expect(JSON.parse(bytes.toString())).toMatchObject({
      result: false,
      error: true,
      message: 'too-many-requests-try-later',
    });
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
    // Another visitor is not affected.
    expect((await exportPdf(visitor(), plan())).res.status).toBe(200);
  });

  it('is declared in the OpenAPI document as a PDF file', async () => {
    const doc = await t.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>('/api/docs/json');
    const ok = doc.body.paths[EXPORT]!.post!.responses['200'] as {
      content: Record<string, { schema: { type: string; format: string } }>;
    };
    expect(ok.content['application/pdf']!.schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });
});
