import type { SavedPlan } from '@camtour/shared/schemas/planner';
import { D9_EXAMPLE_INPUT } from '@camtour/shared/domain/planner/examples';
import { generateRecommendation } from '@camtour/shared/domain/planner/generate';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PLANS = '/api/web/user/plans';
const KHMER = /[\u1780-\u17ff]/;

async function session() {
  const u = await createUser(t);
  const c = new TestClient(t.baseUrl);
  const login = await c.post('/api/auth/login', { email: u.email, password: u.password });
  expect(login.status).toBe(200);
  return c;
}

describe('a saved plan carries its budget fit and its journeys (decision 030)', () => {
  it('answers an over-budget plan with the fit, whose input saves as a plan within budget', async () => {
    const c = await session();
    const saved = await c.post<SavedPlan>(`${PLANS}?lang=en`, D9_EXAMPLE_INPUT);
    expect(saved.status).toBe(201);
    const r = saved.body.data!.recommendation;
    expect(r.budgetStatus).toBe('over_budget');
    expect(r.budgetFit).toEqual(generateRecommendation(D9_EXAMPLE_INPUT).budgetFit);
    expect(r.budgetFit).toMatchObject({ fits: true, totalCost: 499.5 });
    expect(r.journeys.map((j) => [j.direction, j.departs, j.arrives])).toEqual([
      ['outbound', '00:00', '06:00'],
      ['return', '17:30', '23:30'],
    ]);

    // The one button sends exactly the fit's input: the server accepts it and agrees.
    const fitted = await c.post<SavedPlan>(`${PLANS}?lang=en`, r.budgetFit!.input);
    expect(fitted.status).toBe(201);
    expect(fitted.body.data).toMatchObject({ total_cost: 499.5, budget_status: 'within_budget' });
    expect(fitted.body.data!.recommendation.budgetFit).toBeNull();

    const km = await c.get<SavedPlan>(`${PLANS}/${saved.body.data!.id}?lang=km`);
    expect(km.status).toBe(200);
    const fit = km.body.data!.recommendation.budgetFit!;
    expect(fit.totalCost).toBe(499.5);
    expect(fit.changes[0]!.toName).toMatch(KHMER);
    expect(km.body.data!.recommendation.journeys[0]!.from).toMatch(KHMER);
  });

  it('answers a plan no change can fit honestly, with no input to apply', async () => {
    const c = await session();
    const saved = await c.post<SavedPlan>(PLANS, { budget: 50, answers: {} });
    expect(saved.status).toBe(201);
    expect(saved.body.data!.recommendation.budgetFit).toEqual({
      fits: false,
      totalCost: 177,
      saving: 91,
      changes: [],
      input: null,
    });
  });

  it('still refuses a recommendation or a budget fit sent from the browser', async () => {
    const c = await session();
    const fit = generateRecommendation(D9_EXAMPLE_INPUT).budgetFit;
    const res = await c.post(PLANS, { ...D9_EXAMPLE_INPUT, budgetFit: fit });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: false, error: true, message: 'validation-failed' });
    expect(res.body.errors).toEqual({ body: ['field-unknown'] });
  });
});

/** The page content of a PDF: pdfkit deflates it, and writes each line as its ActualText. */
function pdfText(pdf: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    try {
      out.push(inflateSync(pdf.subarray(start + 7, end)));
    } catch {
      // a stream that is not deflated holds no page text
    }
    at = end + 10;
  }
  return Buffer.concat(out);
}

const hasText = (content: Buffer, s: string) =>
  content.includes(
    /^[\x20-\x7e]*$/.test(s) ? Buffer.from(`(${s})`, 'latin1') : Buffer.from(s, 'utf16le').swap16(),
  );

describe('the PDF of an over-budget plan (decision 030)', () => {
  async function exportPdf(body: unknown, ip: string) {
    const res = await new TestClient(t.baseUrl, ip).raw('/api/web/planner/export', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return pdfText(Buffer.from(await res.arrayBuffer()));
  }

  it('prints the journeys and the changes that would fit the budget, in English and Khmer', async () => {
    const en = await exportPdf({ ...D9_EXAMPLE_INPUT, lang: 'en' }, '198.51.100.201');
    expect(hasText(en, 'To fit your budget')).toBe(true);
    expect(
      hasText(en, 'These changes to your answers bring the total to $499.50, $115.00 less:'),
    ).toBe(true);
    expect(hasText(en, 'Mid-range hotel → Budget guesthouse')).toBe(true);
    expect(hasText(en, 'Getting there and back')).toBe(true);
    expect(hasText(en, 'Phnom Penh → Siem Reap · Bus or van')).toBe(true);
    expect(hasText(en, 'Leaves 00:00, arrives 06:00 · 314 km')).toBe(true);

    const km = await exportPdf({ ...D9_EXAMPLE_INPUT, lang: 'km' }, '198.51.100.202');
    expect(hasText(km, 'ដើម្បីឱ្យសមនឹងថវិការបស់អ្នក')).toBe(true);
    expect(hasText(km, 'ការធ្វើដំណើរទៅ និងត្រឡប់មកវិញ')).toBe(true);
  });

  it('says plainly in the PDF when no change fits', async () => {
    const en = await exportPdf({ budget: 50, answers: {}, lang: 'en' }, '198.51.100.203');
    expect(
      hasText(
        en,
        'No change to your answers fits this budget: even the cheapest choices cost $177.00.',
      ),
    ).toBe(true);
    expect(hasText(en, 'To fit your budget')).toBe(true);
  });
});
