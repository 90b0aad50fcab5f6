import {
  SAVED_PLANS_MAX,
  type SavedPlan,
  type SavedPlanList,
} from '@camtour/shared/schemas/planner';
import { D9_EXAMPLE_INPUT } from '@camtour/shared/domain/planner/examples';
import { generateRecommendation } from '@camtour/shared/domain/planner/generate';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPlans } from '../../src/db/schema/index';
import * as repo from '../../src/modules/planner/planner-repository';
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

/** A 3-day plan with several interests; `over` replaces answers or top-level fields. */
function planInput(over: { answers?: Record<string, unknown>; [k: string]: unknown } = {}) {
  const { answers, ...rest } = over;
  return {
    ...D9_EXAMPLE_INPUT,
    budget: 800,
    answers: { ...D9_EXAMPLE_INPUT.answers, ...answers },
    ...rest,
  };
}

async function session() {
  const u = await createUser(t);
  const c = new TestClient(t.baseUrl);
  const login = await c.post('/api/auth/login', { email: u.email, password: u.password });
  expect(login.status).toBe(200);
  return { id: u.user.id, c };
}

const countOf = async (userId: number) => repo.countPlans(t.app.db, userId);

/** Rows written straight through the repository, to reach the limit quickly. */
async function insertPlans(userId: number, n: number) {
  const input = planInput() as never;
  for (let i = 0; i < n; i++) {
    await repo.insertPlan(t.app.db, {
      user_id: userId,
      title: `Plan ${i}`,
      input,
      budget_cents: 80000,
      total_cost_cents: 50000,
      budget_status: 'within_budget',
      days: 3,
      nights: 2,
      party_size: 2,
    });
  }
}

describe('saving a plan (POST /api/web/user/plans)', () => {
  it('stores the input, recomputes the plan, and reads it back in Khmer with the same totals', async () => {
    const { id: userId, c } = await session();
    const input = planInput();
    const saved = await c.post<SavedPlan>(`${PLANS}?lang=en`, {
      ...input,
      title: '  Angkor with Mum ',
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ result: true, error: false, message: 'plan-saved' });
    const plan = saved.body.data!;
    const expected = generateRecommendation(input as never, { lang: 'en' });
    expect(plan).toMatchObject({
      title: 'Angkor with Mum',
      budget: 800,
      total_cost: expected.totalCost,
      budget_status: expected.budgetStatus,
      days: 3,
      nights: 2,
      party_size: 2,
      input,
    });
    expect(plan.recommendation).toEqual(expected);
    expect(new Date(plan.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Only the input and the list figures are in the database, never a recommendation.
    const [row] = await t.app.db.select().from(tripPlans).where(eq(tripPlans.id, plan.id));
    expect(row).toMatchObject({
      user_id: userId,
      input,
      budget_cents: 80000,
      total_cost_cents: Math.round(expected.totalCost * 100),
    });

    const km = await c.get<SavedPlan>(`${PLANS}/${plan.id}?lang=km`);
    expect(km.status).toBe(200);
    const r = km.body.data!.recommendation;
    expect(r.itinerary[0]!.description).toMatch(KHMER);
    expect(r.itinerary[0]!.meals.lunch.name).toMatch(KHMER);
    expect(r.totalCost).toBe(plan.recommendation.totalCost);
    expect(r.costBreakdown).toEqual(plan.recommendation.costBreakdown);
    expect(km.body.data!.total_cost).toBe(plan.total_cost);
    // English by default.
    const en = await c.get<SavedPlan>(`${PLANS}/${plan.id}`);
    expect(en.body.data!.recommendation.itinerary[0]!.description).not.toMatch(KHMER);
  });

  it('keeps a plan without a title as null', async () => {
    const { c } = await session();
    const saved = await c.post<SavedPlan>(PLANS, planInput({ budget: 50 }));
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ title: null, budget_status: 'over_budget' });
  });

  it.each([
    ['a budget under 50 dollars', { budget: 40 }, { budget: ['planner-budget-min'] }],
    ['a budget over 5000 dollars', { budget: 5010 }, { budget: ['planner-budget-max'] }],
    ['a budget off the 10-dollar step', { budget: 55 }, { budget: ['planner-budget-step'] }],
    [
      'a party of 0',
      { answers: { party_size: 0 } },
      { 'answers.party_size': ['planner-party-size-invalid'] },
    ],
    [
      'a party of 21',
      { answers: { party_size: 21 } },
      { 'answers.party_size': ['planner-party-size-invalid'] },
    ],
    ['an age of 4', { answers: { age: 4 } }, { 'answers.age': ['planner-age-invalid'] }],
    ['an age of 101', { answers: { age: 101 } }, { 'answers.age': ['planner-age-invalid'] }],
    [
      'an unknown option id',
      { answers: { accommodation: 'castle' } },
      { 'answers.accommodation': ['field-invalid-option'] },
    ],
    [
      'an unknown day transport',
      { dayTransport: ['elephant'] },
      { 'dayTransport.0': ['field-invalid-option'] },
    ],
    ['an unknown answer', { answers: { pets: 2 } }, { answers: ['field-unknown'] }],
    ['an unknown field', { colour: 'green' }, { body: ['field-unknown'] }],
    ['a title over 120 characters', { title: 'x'.repeat(121) }, { title: ['plan-title-too-long'] }],
    ['a blank title', { title: '   ' }, { title: ['field-required'] }],
    // The server computes the plan; one sent by a browser is refused, not ignored.
    [
      'a recommendation from the browser',
      { recommendation: { totalCost: 1 } },
      { body: ['field-unknown'] },
    ],
    ['a total cost from the browser', { totalCost: 1 }, { body: ['field-unknown'] }],
  ])('refuses %s', async (_name, over, errors) => {
    const { id, c } = await session();
    const res = await c.post(PLANS, planInput(over));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: false, error: true, message: 'validation-failed' });
    expect(res.body.errors).toEqual(errors);
    expect(await countOf(id)).toBe(0);
  });

  it('refuses a bad lang', async () => {
    const { c } = await session();
    const res = await c.post(`${PLANS}?lang=fr`, planInput());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ lang: ['invalid-lang'] });
    expect((await c.get(`${PLANS}?lang=fr`)).body.errors).toEqual({ lang: ['invalid-lang'] });
  });
});

describe('the list (GET /api/web/user/plans)', () => {
  it('pages the account own plans newest first, ten a page', async () => {
    const { id, c } = await session();
    const other = await session();
    await other.c.post(PLANS, planInput({ title: 'Not mine' }));
    for (let i = 1; i <= 12; i++) {
      expect(
        (await c.post(PLANS, planInput({ title: `Trip ${i}`, budget: 500 + i * 10 }))).status,
      ).toBe(201);
    }
    const first = await c.get<SavedPlanList>(PLANS);
    expect(first.status).toBe(200);
    const page1 = first.body.data!;
    expect(page1.pagination).toEqual({ total: 12, current_page: 1, last_page: 2, per_page: 10 });
    expect(page1.plans.map((p) => p.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Trip ${12 - i}`),
    );
    expect(page1.plans[0]).toMatchObject({ budget: 620, days: 3, nights: 2, party_size: 2 });
    expect(page1.plans[0]).not.toHaveProperty('input');
    const page2 = (await c.get<SavedPlanList>(`${PLANS}?page=2&lang=km`)).body.data!;
    expect(page2.plans.map((p) => p.title)).toEqual(['Trip 2', 'Trip 1']);
    expect(page2.pagination.current_page).toBe(2);
    const page3 = (await c.get<SavedPlanList>(`${PLANS}?page=3`)).body.data!;
    expect(page3.plans).toEqual([]);
    expect(await countOf(id)).toBe(12);
    expect((await c.get(`${PLANS}?page=0`)).body.errors).toEqual({ page: ['field-too-small'] });
  });

  it('orders plans saved in the same instant by id, newest first', async () => {
    const { id, c } = await session();
    await insertPlans(id, 3);
    await t.app.db.execute(
      sql`update trip_plans set created_at = '2026-01-01T00:00:00Z' where user_id = ${id}`,
    );
    const plans = (await c.get<SavedPlanList>(PLANS)).body.data!.plans;
    expect(plans.map((p) => p.title)).toEqual(['Plan 2', 'Plan 1', 'Plan 0']);
  });
});

describe('one plan and deleting it', () => {
  it('deletes the caller own plan, which is then gone', async () => {
    const { id, c } = await session();
    const plan = (await c.post<SavedPlan>(PLANS, planInput())).body.data!;
    const res = await c.delete<{ id: number }>(`${PLANS}/${plan.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      result: true,
      message: 'plan-deleted',
      data: { id: plan.id },
    });
    expect(await countOf(id)).toBe(0);
    const again = await c.get(`${PLANS}/${plan.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('plan-not-found');
    expect((await c.delete(`${PLANS}/${plan.id}`)).status).toBe(404);
  });

  it('is 404 for a missing plan and 400 for a bad id', async () => {
    const { c } = await session();
    expect((await c.get(`${PLANS}/999999`)).body.message).toBe('plan-not-found');
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await c.get(`${PLANS}/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors).toEqual({ id: ['invalid-id'] });
      expect((await c.delete(`${PLANS}/${bad}`)).status).toBe(400);
    }
  });
});

describe('who may see a plan', () => {
  it('asks a visitor to log in on every saved-plan route', async () => {
    const visitor = new TestClient(t.baseUrl);
    const calls = [
      visitor.post(PLANS, planInput()),
      visitor.get(PLANS),
      visitor.get(`${PLANS}/1`),
      visitor.delete(`${PLANS}/1`),
      // The login check comes first: a bad body or id tells a visitor nothing.
      visitor.post(PLANS, { budget: 1 }),
      visitor.get(`${PLANS}/abc`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ result: false, message: 'no-authorization' });
    }
  });

  it('never lets another account read, list or delete a plan', async () => {
    const a = await session();
    const b = await session();
    const plan = (await a.c.post<SavedPlan>(PLANS, planInput({ title: 'Secret' }))).body.data!;
    const read = await b.c.get(`${PLANS}/${plan.id}`);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe('plan-not-found');
    expect((await b.c.get<SavedPlanList>(PLANS)).body.data!.plans).toEqual([]);
    const del = await b.c.delete(`${PLANS}/${plan.id}`);
    expect(del.status).toBe(404);
    expect(del.body.message).toBe('plan-not-found');
    expect((await a.c.get(`${PLANS}/${plan.id}`)).status).toBe(200);
    expect(await countOf(a.id)).toBe(1);
  });

  it('removes an account plans with the account', async () => {
    const a = await session();
    await a.c.post(PLANS, planInput());
    await t.app.db.execute(sql`delete from users where id = ${a.id}`);
    expect(await countOf(a.id)).toBe(0);
  });
});

describe(`at most ${SAVED_PLANS_MAX} plans per account`, () => {
  it('refuses the 51st with 409 and saves nothing', async () => {
    const { id, c } = await session();
    await insertPlans(id, SAVED_PLANS_MAX - 1);
    expect((await c.post(PLANS, planInput({ title: 'Fiftieth' }))).status).toBe(201);
    const over = await c.post(PLANS, planInput({ title: 'One too many' }));
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ result: false, error: true, message: 'plan-limit-reached' });
    expect(await countOf(id)).toBe(SAVED_PLANS_MAX);
    // Another account is not affected, and deleting one makes room again.
    expect((await (await session()).c.post(PLANS, planInput())).status).toBe(201);
    const newest = (await c.get<SavedPlanList>(PLANS)).body.data!.plans[0]!;
    expect(newest.title).toBe('Fiftieth');
    await c.delete(`${PLANS}/${newest.id}`);
    expect((await c.post(PLANS, planInput())).status).toBe(201);
  });

  it('gives exactly one success to two saves at once at 49', async () => {
    const { id, c } = await session();
    await insertPlans(id, SAVED_PLANS_MAX - 1);
    const both = await Promise.all([
      c.post(PLANS, planInput({ title: 'A' })),
      c.post(PLANS, planInput({ title: 'B' })),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await countOf(id)).toBe(SAVED_PLANS_MAX);
  });

  it('holds under a burst of saves', async () => {
    const { id, c } = await session();
    await insertPlans(id, SAVED_PLANS_MAX - 3);
    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => c.post(PLANS, planInput({ title: `Burst ${i}` }))),
    );
    expect(burst.filter((r) => r.status === 201)).toHaveLength(3);
    expect(burst.filter((r) => r.status === 409)).toHaveLength(5);
    expect(await countOf(id)).toBe(SAVED_PLANS_MAX);
  });
});
