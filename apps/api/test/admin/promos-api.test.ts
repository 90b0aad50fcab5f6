import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes } from '../../src/db/schema/index';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { send } from '../orders/helpers';
import { staffMember, type Staff } from './orders-helpers';
import {
  PROMOS,
  createPromo,
  freshCode,
  listPromos,
  madePromo,
  okPromo,
  promoAudit,
  promoById,
  terms,
  updatePromo,
} from './promos-helpers';

let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  t = await startTestApp();
  staff = await staffMember(t);
});
afterAll(() => t.close());

describe('POST /api/admin/promo-codes', () => {
  it('creates a code stored upper case as checkout compares it, with an audit entry', async () => {
    const code = freshCode('new');
    const res = await createPromo(staff.client, {
      code: `  ${code.toLowerCase()} `,
      ...terms({ percent: 15, max_uses: 100, max_uses_per_customer: 1 }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Created');
    const made = res.body.data!;
    expect(made).toMatchObject({
      code,
      percent: 15,
      active: true,
      starts_at: null,
      ends_at: null,
      max_uses: 100,
      max_uses_per_customer: 1,
      uses: 0,
      state: 'active',
    });
    const [entry] = await promoAudit(t, made.id);
    expect(entry).toMatchObject({
      action: 'promo.create',
      actor_id: staff.id,
      actor_email: staff.email,
      before: null,
      after: { code, percent: 15, active: true, max_uses: 100, uses: 0 },
    });
  });

  it('reads dates as Phnom Penh days: a start from its midnight, an end through its last hour', async () => {
    const made = await madePromo(staff.client, { starts_at: '2031-01-01', ends_at: '2031-01-31' });
    expect(made.starts_at).toBe('2030-12-31T17:00:00.000Z');
    expect(made.ends_at).toBe('2031-01-31T17:00:00.000Z');
    expect(made.state).toBe('scheduled');
    const instant = await madePromo(staff.client, {
      starts_at: '2020-01-01T08:00:00+07:00',
      ends_at: '2021-01-01T00:00:00Z',
    });
    expect(instant.starts_at).toBe('2020-01-01T01:00:00.000Z');
    expect(instant.state).toBe('expired');
  });

  it('refuses a code that exists in any case: 409 on field code, nothing written', async () => {
    const made = await madePromo(staff.client);
    const again = await createPromo(staff.client, { code: made.code.toLowerCase(), ...terms() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: 'promo-code-taken',
      errors: { code: ['promo-code-taken'] },
    });
    const rows = await t.app.db.select().from(promoCodes).where(eq(promoCodes.code, made.code));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ code: undefined }, { code: ['field-required'] }],
    [{ code: '   ' }, { code: ['field-required'] }],
    [{ code: 'X'.repeat(41) }, { code: ['field-too-large'] }],
    [{ code: 'two words' }, { code: ['promo-code-format'] }],
    [{ percent: undefined }, { percent: ['field-required'] }],
    [{ percent: 0 }, { percent: ['field-too-small'] }],
    [{ percent: 101 }, { percent: ['field-too-large'] }],
    [{ percent: 12.5 }, { percent: ['field-invalid'] }],
    [{ percent: '10' }, { percent: ['field-required'] }],
    [{ starts_at: 'soon' }, { starts_at: ['field-invalid'] }],
    [{ ends_at: '2030-02-30' }, { ends_at: ['field-invalid'] }],
    [{ starts_at: '2030-03-02', ends_at: '2030-03-01' }, { ends_at: ['promo-ends-before-starts'] }],
    [
      { starts_at: '2030-03-01T00:00:00Z', ends_at: '2030-03-01T00:00:00Z' },
      { ends_at: ['promo-ends-before-starts'] },
    ],
    [{ max_uses: 0 }, { max_uses: ['field-too-small'] }],
    [{ max_uses: 1.5 }, { max_uses: ['field-invalid'] }],
    [{ max_uses: 1_000_001 }, { max_uses: ['field-too-large'] }],
    [{ max_uses_per_customer: -1 }, { max_uses_per_customer: ['field-too-small'] }],
  ])('answers 400 validation-failed to %j', async (over, errors) => {
    const body = { code: freshCode('bad'), ...terms(), ...over };
    const res = await createPromo(staff.client, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('validation-failed');
    expect(res.body.errors).toEqual(errors);
  });

  it('a start on the day the code ends is allowed (the end day is included)', async () => {
    const made = await madePromo(staff.client, { starts_at: '2032-05-05', ends_at: '2032-05-05' });
    expect(made.state).toBe('scheduled');
  });
});

describe('GET /api/admin/promo-codes', () => {
  it('searches by any part of the code, in any case', async () => {
    const a = await madePromo(staff.client, { code: freshCode('findme') });
    await madePromo(staff.client, { code: freshCode('other') });
    const res = await listPromos(staff.client, { search: a.code.slice(0, 9).toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body.data!.promo_codes.map((p) => p.code)).toEqual([a.code]);
    expect(res.body.data!.pagination).toEqual({
      total: 1,
      current_page: 1,
      last_page: 1,
      per_page: 30,
    });
  });

  it('filters by state, as checkout would judge each code now', async () => {
    const label = freshCode('st');
    const made = {
      active: await madePromo(staff.client, { code: `${label}A`, max_uses: 5 }),
      scheduled: await madePromo(staff.client, { code: `${label}S`, starts_at: '2040-01-01' }),
      expired: await madePromo(staff.client, { code: `${label}E`, ends_at: '2020-01-01' }),
      used_up: await madePromo(staff.client, { code: `${label}U`, max_uses: 2 }),
      inactive: await madePromo(staff.client, { code: `${label}I`, ends_at: '2020-01-01' }),
    };
    await t.app.db.update(promoCodes).set({ uses: 2 }).where(eq(promoCodes.id, made.used_up.id));
    okPromo(await send(staff.client, 'POST', PROMOS.deactivate(made.inactive.id)));
    for (const [state, promo] of Object.entries(made)) {
      const res = await listPromos(staff.client, { search: label, state });
      expect(res.status).toBe(200);
      expect(
        res.body.data!.promo_codes.map((p) => [p.code, p.state]),
        state,
      ).toEqual([[promo.code, state]]);
    }
    const all = await listPromos(staff.client, { search: label });
    // Newest first.
    expect(all.body.data!.promo_codes.map((p) => p.code)).toEqual(
      [made.inactive, made.used_up, made.expired, made.scheduled, made.active].map((p) => p.code),
    );
  });

  it('gives 30 a page', async () => {
    const label = freshCode('pg');
    for (let i = 0; i < 31; i++) await madePromo(staff.client, { code: `${label}N${i}` });
    const first = await listPromos(staff.client, { search: label });
    expect(first.body.data!.promo_codes).toHaveLength(30);
    expect(first.body.data!.pagination).toEqual({
      total: 31,
      current_page: 1,
      last_page: 2,
      per_page: 30,
    });
    const second = await listPromos(staff.client, { search: label, page: 2 });
    expect(second.body.data!.promo_codes.map((p) => p.code)).toEqual([`${label}N0`]);
  });

  it.each([
    [{ state: 'sleeping' }, { state: ['field-invalid-option'] }],
    [{ page: 0 }, { page: ['field-too-small'] }],
    [{ search: 'x'.repeat(101) }, { search: ['field-too-large'] }],
  ])('answers 400 to the query %j', async (query, errors) => {
    const res = await listPromos(staff.client, query);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('PUT /api/admin/promo-codes/{id}', () => {
  it('sets every term and records before and after', async () => {
    const made = await madePromo(staff.client, { percent: 10, max_uses: 50 });
    const updated = okPromo(
      await updatePromo(
        staff.client,
        made.id,
        terms({ percent: 25, ends_at: '2039-12-31', max_uses: null, max_uses_per_customer: 2 }),
      ),
    );
    expect(updated).toMatchObject({
      code: made.code,
      percent: 25,
      ends_at: '2039-12-31T17:00:00.000Z',
      max_uses: null,
      max_uses_per_customer: 2,
    });
    const entries = await promoAudit(t, made.id);
    expect(entries.map((e) => e.action)).toEqual(['promo.create', 'promo.update']);
    expect(entries[1]).toMatchObject({
      actor_id: staff.id,
      before: { percent: 10, max_uses: 50, ends_at: null, max_uses_per_customer: null },
      after: {
        percent: 25,
        max_uses: null,
        ends_at: '2039-12-31T17:00:00.000Z',
        max_uses_per_customer: 2,
      },
    });
  });

  it('refuses max_uses below the uses taken (409 on max_uses); equal is allowed', async () => {
    const made = await madePromo(staff.client);
    await t.app.db.update(promoCodes).set({ uses: 4 }).where(eq(promoCodes.id, made.id));
    const below = await updatePromo(staff.client, made.id, terms({ max_uses: 3 }));
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({
      message: 'promo-max-uses-below-uses',
      errors: { max_uses: ['promo-max-uses-below-uses'] },
    });
    expect((await promoById(t, made.id)).max_uses).toBeNull();
    expect((await promoAudit(t, made.id)).map((e) => e.action)).toEqual(['promo.create']);
    const equal = okPromo(await updatePromo(staff.client, made.id, terms({ max_uses: 4 })));
    expect(equal).toMatchObject({ max_uses: 4, uses: 4, state: 'used_up' });
  });

  it('answers 404 for a code that does not exist, 400 for a bad id', async () => {
    const missing = await updatePromo(staff.client, 99_999_999, terms());
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('promo-code-not-found');
    const bad = await updatePromo(staff.client, 'abc' as unknown as number, terms());
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ id: ['invalid-id'] });
  });

  it.each([
    [{ percent: undefined }, { percent: ['field-required'] }],
    [{ max_uses: undefined }, { max_uses: ['field-required'] }],
    [{ ends_at: undefined }, { ends_at: ['field-required'] }],
    [{ max_uses_per_customer: 'many' }, { max_uses_per_customer: ['field-invalid'] }],
    [{ starts_at: '2030-01-02', ends_at: '2030-01-01' }, { ends_at: ['promo-ends-before-starts'] }],
  ])('answers 400 to the terms %j', async (over, errors) => {
    const made = await madePromo(staff.client);
    const res = await updatePromo(staff.client, made.id, { ...terms(), ...over });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('POST /api/admin/promo-codes/{id}/deactivate and /activate', () => {
  it('switches the code off and on, each recorded once; a repeat is a 200 no-op', async () => {
    const made = await madePromo(staff.client);
    const off = okPromo(await send(staff.client, 'POST', PROMOS.deactivate(made.id)));
    expect(off).toMatchObject({ active: false, state: 'inactive' });
    const offAgain = okPromo(await send(staff.client, 'POST', PROMOS.deactivate(made.id)));
    expect(offAgain.active).toBe(false);
    const on = okPromo(await send(staff.client, 'POST', PROMOS.activate(made.id)));
    expect(on).toMatchObject({ active: true, state: 'active' });
    okPromo(await send(staff.client, 'POST', PROMOS.activate(made.id)));
    const entries = await promoAudit(t, made.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['promo.create', null, expect.objectContaining({ active: true })],
      [
        'promo.deactivate',
        expect.objectContaining({ active: true }),
        expect.objectContaining({ active: false }),
      ],
      [
        'promo.activate',
        expect.objectContaining({ active: false }),
        expect.objectContaining({ active: true }),
      ],
    ]);
  });

  it('answers 404 for a code that does not exist', async () => {
    for (const path of [PROMOS.deactivate(99_999_999), PROMOS.activate(99_999_999)]) {
      const res = await send(staff.client, 'POST', path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('promo-code-not-found');
    }
  });
});

describe('GET /api/admin/promo-codes/{id}', () => {
  it('gives one code, or 404', async () => {
    const made = await madePromo(staff.client);
    expect(okPromo(await send(staff.client, 'GET', PROMOS.one(made.id)))).toEqual(made);
    expect((await send(staff.client, 'GET', PROMOS.one(99_999_999))).status).toBe(404);
  });
});
