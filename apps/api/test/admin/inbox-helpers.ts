import type {
  InboxBooking,
  InboxBookingsPage,
  InboxFeedback,
  InboxFeedbackPage,
} from '@camtour/shared/schemas/admin-content';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { activities, auditLog, bookingRequests, feedback } from '../../src/db/schema/index';
import type { TestClient } from '../helpers/client';
import type { TestApp } from '../helpers/test-app';
import { send, type Answer } from '../orders/helpers';

export type Box = 'feedback' | 'bookings';
export type Mark = 'read' | 'unread' | 'handled' | 'unhandled';

export const INBOX = {
  list: (box: Box, query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    return `/api/admin/inbox/${box}${qs.size > 0 ? `?${qs}` : ''}`;
  },
  mark: (box: Box, id: number | string, what: Mark) => `/api/admin/inbox/${box}/${id}/${what}`,
} as const;

export const feedbackPage = (c: TestClient, query: Record<string, string | number> = {}) =>
  send<InboxFeedbackPage>(c, 'GET', INBOX.list('feedback', query));

export const bookingsPage = (c: TestClient, query: Record<string, string | number> = {}) =>
  send<InboxBookingsPage>(c, 'GET', INBOX.list('bookings', query));

export const mark = <T = InboxFeedback | InboxBooking>(
  c: TestClient,
  box: Box,
  id: number,
  what: Mark,
) => send<T>(c, 'POST', INBOX.mark(box, id, what));

export function okItem<T>(res: Answer<T>): T {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as T;
}

/** Feedback as the public form stores it (its own tests cover the form). */
export async function addFeedback(t: TestApp, over: Partial<typeof feedback.$inferInsert> = {}) {
  const [row] = await t.app.db
    .insert(feedback)
    .values({
      comment: 'The map on the Kampot page is hard to read on a phone.',
      page: '/location/detail/3',
      user_agent: 'Mozilla/5.0 (test)',
      ...over,
    })
    .returning();
  return row!;
}

/** A booking request as D12's form stores it, for the demo content's first activity. */
export async function addBooking(
  t: TestApp,
  over: Partial<typeof bookingRequests.$inferInsert> = {},
) {
  const [activity] = await t.app.db
    .select({ id: activities.id })
    .from(activities)
    .orderBy(asc(activities.id))
    .limit(1);
  const [row] = await t.app.db
    .insert(bookingRequests)
    .values({
      activity_id: activity!.id,
      name: 'Sophea Lim',
      email: 'sophea@example.com',
      date: '2031-02-14',
      party_size: 3,
      note: 'Vegetarian lunch, please.',
      lang: 'km',
      ...over,
    })
    .returning();
  return row!;
}

export const inboxAudit = (
  t: TestApp,
  entity: 'feedback' | 'booking' | 'hotel_booking',
  id: number,
) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entity_id, String(id))))
    .orderBy(asc(auditLog.id));
