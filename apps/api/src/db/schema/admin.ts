import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * D15: every change a staff member makes, with the values before and after. Written in the same
 * transaction as the change, so a change without its entry (or an entry without its change)
 * cannot exist. The actor is kept as an id and an e-mail, so an entry outlives the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor_email: text('actor_email').notNull(),
    /** What was done, e.g. 'order.status', 'product.update', 'stock.adjust'. */
    action: text('action').notNull(),
    /** What it was done to: a table-like name and its key (an order number, an id). */
    entity: text('entity').notNull(),
    entity_id: text('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_created_idx').on(t.created_at.desc(), t.id.desc()),
    index('audit_entity_idx').on(t.entity, t.entity_id, t.created_at.desc()),
    index('audit_actor_idx').on(t.actor_id, t.created_at.desc()),
    index('audit_action_idx').on(t.action, t.created_at.desc()),
  ],
);
