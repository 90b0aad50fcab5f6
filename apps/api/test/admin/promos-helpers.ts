import type {
  PromoCode,
  PromoCodesPage,
  PromoUsesPage,
} from '@camtour/shared/schemas/admin-content';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, promoCodes, promoRedemptions } from '../../src/db/schema/index';
import type { TestClient } from '../helpers/client';
import type { TestApp } from '../helpers/test-app';
import { send, type Answer } from '../orders/helpers';

/** The back office's promo code endpoints (issue 16). */
export const PROMOS = {
  list: (query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    return `/api/admin/promo-codes${qs.size > 0 ? `?${qs}` : ''}`;
  },
  one: (id: number | string) => `/api/admin/promo-codes/${id}`,
  deactivate: (id: number | string) => `/api/admin/promo-codes/${id}/deactivate`,
  activate: (id: number | string) => `/api/admin/promo-codes/${id}/activate`,
  uses: (id: number | string, page = 1) => `/api/admin/promo-codes/${id}/uses?page=${page}`,
} as const;

let codes = 0;
/** A code no other test (or process) has used. */
export const freshCode = (label = 'T') => `${label}${process.pid}X${++codes}`.toUpperCase();

/** Every term, so a PUT body can override one. */
export const terms = (over: Record<string, unknown> = {}) => ({
  percent: 10,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_customer: null,
  ...over,
});

export const createPromo = (c: TestClient, body: Record<string, unknown>) =>
  send<PromoCode>(c, 'POST', PROMOS.list(), body);

export const updatePromo = (c: TestClient, id: number, body: Record<string, unknown>) =>
  send<PromoCode>(c, 'PUT', PROMOS.one(id), body);

export const listPromos = (c: TestClient, query: Record<string, string | number> = {}) =>
  send<PromoCodesPage>(c, 'GET', PROMOS.list(query));

export const promoUses = (c: TestClient, id: number, page = 1) =>
  send<PromoUsesPage>(c, 'GET', PROMOS.uses(id, page));

/** A code made through the API, checked to be created. */
export async function madePromo(c: TestClient, over: Record<string, unknown> = {}) {
  const res = await createPromo(c, { code: freshCode(), ...terms(), ...over });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as PromoCode;
}

export function okPromo(res: Answer<unknown>): PromoCode {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as PromoCode;
}

export async function promoById(t: TestApp, id: number) {
  const [row] = await t.app.db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row!;
}

export async function redemptionsOf(t: TestApp, id: number) {
  return t.app.db.select().from(promoRedemptions).where(eq(promoRedemptions.promo_code_id, id));
}

/** The audit entries of one code, oldest first. */
export const promoAudit = (t: TestApp, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'promo_code'), eq(auditLog.entity_id, String(id))))
    .orderBy(asc(auditLog.id));
