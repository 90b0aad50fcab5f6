import type { FeedbackSent } from '@camtour/shared/schemas/feedback';
import { and, eq, sql } from 'drizzle-orm';
import { attempts, feedback } from '../../src/db/schema/index';
import { FEEDBACK_LIMIT } from '../../src/modules/feedback/feedback-service';
import type { TestClient } from '../helpers/client';
import type { TestApp } from '../helpers/test-app';
import { send } from '../orders/helpers';

export const FEEDBACK = '/api/web/feedback';

/** A comment that passes every rule. */
export const COMMENT = 'The Angkor sunrise tour page was really helpful, thank you!';

export const sendFeedback = (c: TestClient, body: unknown, headers: Record<string, string> = {}) =>
  send<FeedbackSent>(c, 'POST', FEEDBACK, body, headers);

export async function storedFeedback(t: TestApp, id: number) {
  const [row] = await t.app.db.select().from(feedback).where(eq(feedback.id, id));
  return row;
}

export async function feedbackCount(t: TestApp): Promise<number> {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(feedback);
  return Number(row!.n);
}

/** The limiter's rows for one client address. */
export async function attemptsOf(t: TestApp, ip: string): Promise<number> {
  const [row] = await t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(attempts)
    .where(and(eq(attempts.action, FEEDBACK_LIMIT.action), eq(attempts.key, ip)));
  return Number(row!.n);
}
