import type { PlannerInput } from '@camtour/shared/schemas/planner';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * An account's saved trip plans (D9). Only the validated planner input is kept: the
 * recommendation is recomputed from it on every read, so a browser can never store a price.
 * The numbers beside it are denormalised from that computation for the list.
 */
export const tripPlans = pgTable(
  'trip_plans',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    input: jsonb('input').$type<PlannerInput>().notNull(),
    budget_cents: integer('budget_cents').notNull(),
    total_cost_cents: integer('total_cost_cents').notNull(),
    budget_status: text('budget_status').notNull(),
    days: smallint('days').notNull(),
    nights: smallint('nights').notNull(),
    party_size: smallint('party_size').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Serves "my plans, newest first" exactly: the list reads it in order and stops at the page.
    // NULLS FIRST is PostgreSQL's default for DESC, so a plain `order by ... desc` matches it.
    index('trip_plans_user_created_idx').on(
      t.user_id,
      t.created_at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check('trip_plans_title_length', sql`char_length(${t.title}) between 1 and 120`),
    check('trip_plans_input_object', sql`jsonb_typeof(${t.input}) = 'object'`),
    check('trip_plans_budget_range', sql`${t.budget_cents} between 5000 and 500000`),
    check('trip_plans_total_positive', sql`${t.total_cost_cents} >= 0`),
    check(
      'trip_plans_budget_status',
      sql`${t.budget_status} in ('within_budget', 'over_budget', 'under_budget')`,
    ),
    check('trip_plans_length', sql`${t.days} between 1 and 3 and ${t.nights} between 1 and 3`),
    check('trip_plans_party_size', sql`${t.party_size} between 1 and 20`),
  ],
);
