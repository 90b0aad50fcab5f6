import type { OrderStatus } from '@camtour/shared/domain/orders';
import type { AdminOrder } from '@camtour/shared/schemas/admin';
import type { PlacedOrder } from '@camtour/shared/schemas/orders';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, orders } from '../../src/db/schema/index';
import { TestClient } from '../helpers/client';
import type { TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { orderBody, placeOrder, placed, send, type Answer, type Variant } from '../orders/helpers';
import {
  bakongOrder,
  forgetLastCheck,
  generate,
  made,
  qrBody,
  resultOf,
  sandboxPay,
  shopper,
  verify,
} from '../payments/helpers';
import { makeStaff } from './helpers';

/** The back office's order endpoints (D15). */
export const ADMIN = {
  list: (query: Record<string, string | number | undefined> = {}) => {
    const qs = new URLSearchParams(
      Object.entries(query).flatMap(([k, v]): [string, string][] =>
        v === undefined ? [] : [[k, String(v)]],
      ),
    );
    return `/api/admin/orders${qs.size > 0 ? `?${qs}` : ''}`;
  },
  one: (orderNo: string) => `/api/admin/orders/${encodeURIComponent(orderNo)}`,
  status: (orderNo: string) => `/api/admin/orders/${encodeURIComponent(orderNo)}/status`,
  refund: (orderNo: string) => `/api/admin/orders/${encodeURIComponent(orderNo)}/refund`,
} as const;

export interface Staff {
  client: TestClient;
  id: number;
  email: string;
}

/** A fresh staff member, logged in with a bearer token at `baseUrl` (any server of the data). */
export async function staffMember(t: TestApp, baseUrl = t.baseUrl): Promise<Staff> {
  const u = await createUser(t);
  await makeStaff(t, u.email);
  const client = new TestClient(baseUrl);
  const login = await client.post<{ token: string }>('/api/auth/login', {
    email: u.email,
    password: u.password,
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  client.bearer = login.body.data!.token;
  return { client, id: u.user.id, email: u.email };
}

/** A visitor's cash-on-delivery order of the lines, placed through the real checkout. */
export async function guestOrder(
  t: TestApp,
  lines: { variant_id: number; qty: number }[],
  over: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  return placed(await placeOrder(new TestClient(t.baseUrl), orderBody(lines, over)));
}

/** A visitor's KHQR order, paid in the sandbox bank before it is placed (payment completed). */
export async function paidKhqrOrder(
  t: TestApp,
  v: Variant,
  qty: number,
  over: Record<string, unknown> = {},
): Promise<PlacedOrder> {
  const c = await shopper(t.baseUrl, v);
  const lines = [{ variant_id: v.id, qty }];
  const qr = made(await generate(c, qrBody(lines)));
  await sandboxPay(t, qr.md5);
  await forgetLastCheck(t, qr.md5);
  expect(resultOf(await verify(c, qr.md5)).paid).toBe(true);
  const order = placed(await placeOrder(c, bakongOrder(lines, qr.md5, over)));
  expect(order.payment_status).toBe('completed');
  return order;
}

export const moveTo = (c: TestClient, orderNo: string, status: string) =>
  send<AdminOrder>(c, 'POST', ADMIN.status(orderNo), { status });

export const refund = (c: TestClient, orderNo: string, reference: unknown) =>
  send<AdminOrder>(c, 'POST', ADMIN.refund(orderNo), { reference });

/** The order answer of a 200, checked to be one. */
export function okOrder(res: Answer<unknown>): AdminOrder {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as AdminOrder;
}

/** Puts an order in a status straight in the database (to test the step out of it). */
export const forceStatus = (t: TestApp, orderNo: string, status: OrderStatus) =>
  t.app.db
    .update(orders)
    .set({ status, cancelled_at: status === 'cancelled' ? new Date() : null })
    .where(eq(orders.order_no, orderNo));

/** The audit entries of one order, oldest first. */
export const auditOf = (t: TestApp, orderNo: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entity_id, orderNo)))
    .orderBy(asc(auditLog.id));
