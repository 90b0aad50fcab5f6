import {
  FEEDBACK_PER_HOUR,
  FEEDBACK_USER_AGENT_MAX,
  type FeedbackSent,
} from '@camtour/shared/schemas/feedback';
import type { Db } from '../../db/client';
import type { Limit, Limiter } from '../../plugins/rate-limit';
import * as repo from './feedback-repository';

/** D11: five messages an hour from one client address, then 429 with Retry-After. */
export const FEEDBACK_LIMIT: Limit = {
  action: 'feedback:ip',
  max: FEEDBACK_PER_HOUR,
  windowMs: 60 * 60 * 1000,
  errorKey: 'too-many-requests-try-later',
};

export interface FeedbackInput {
  /** Already trimmed and checked by FeedbackRequestSchema. */
  comment: string;
  page: string;
  /** What the page reported, if anything. */
  user_agent?: string | undefined;
}

export interface FeedbackMeta {
  ip: string;
  userId: number | null;
  /** The request's own User-Agent header. */
  userAgent?: string | undefined;
}

/** The page's own report wins; else the header, cut to the column's size. Blank is none. */
export function feedbackUserAgent(fromBody: string | undefined, header: string | undefined) {
  const ua = (fromBody?.trim() || header?.trim() || '').slice(0, FEEDBACK_USER_AGENT_MAX);
  return ua || null;
}

export function createFeedbackService(db: Db, limiter: Limiter) {
  return {
    /**
     * Stores one message. The attempt is taken in the same transaction as the insert: only
     * stored feedback counts (a refused form costs nothing), and a burst from one address
     * stores exactly the limit, since the counter stays locked until the row is committed.
     */
    async send(input: FeedbackInput, meta: FeedbackMeta): Promise<FeedbackSent> {
      const id = await db.transaction(async (tx) => {
        await limiter.takeIn(tx, [{ limit: FEEDBACK_LIMIT, key: meta.ip }]);
        return repo.insertFeedback(tx, {
          comment: input.comment,
          page: input.page,
          user_agent: feedbackUserAgent(input.user_agent, meta.userAgent),
          user_id: meta.userId,
        });
      });
      return { id };
    },
  };
}
