import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One message of the feedback form (document 1 §3, D11): the comment, the page it was sent from,
 * the browser's user agent and the account when logged in. No client address: the limiter counts
 * addresses in `attempts` for a day, and staff reading feedback have no use for one (decision 020).
 * `read_at` is for the staff inbox of issue 16.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    comment: text('comment').notNull(),
    page: text('page').notNull(),
    user_agent: text('user_agent'),
    // An account deleted later leaves its feedback, anonymous.
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    read_at: timestamp('read_at', { withTimezone: true }),
    handled_at: timestamp('handled_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The inbox, newest first, read in order and stopped at the page (NULLS FIRST: see trip_plans).
    index('feedback_created_idx').on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // One account's feedback, and `on delete set null` without a scan.
    index('feedback_user_idx').on(t.user_id),
    // The overview's unread count reads only the unread rows.
    index('feedback_unread_idx')
      .on(t.created_at)
      .where(sql`${t.read_at} is null`),
    // The inbox's "not handled yet" tab and its count, newest first.
    index('feedback_unhandled_idx')
      .on(t.created_at.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.handled_at} is null`),
    check('feedback_comment_length', sql`char_length(${t.comment}) between 1 and 1000`),
    check('feedback_user_agent_length', sql`char_length(${t.user_agent}) <= 512`),
  ],
);
