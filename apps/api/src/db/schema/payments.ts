import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { productVariants } from './catalog';
import { orders } from './orders';

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One KHQR (D8, D14): the string, its md5 and bill number, the amount in the
 * currency's smallest unit (cents or riel), its expiry and status, whose it is
 * (an account or a visitor's cart cookie) and what it pays for (the order it
 * was used by). The Bakong transaction hash is unique: one transfer pays once.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    md5: text('md5').notNull(),
    qr: text('qr').notNull(),
    bill_number: text('bill_number').notNull(),
    currency: text('currency').notNull(),
    amount_minor: integer('amount_minor').notNull(),
    total_cents: integer('total_cents').notNull(),
    account_id: text('account_id').notNull(),
    status: text('status').notNull().default('pending'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    anon_hash: text('anon_hash'),
    /** The quote the amount was computed from: lines, delivery, promo code. */
    request: jsonb('request').notNull(),
    order_id: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    last_checked_at: timestamp('last_checked_at', { withTimezone: true }),
    bakong_hash: text('bakong_hash'),
    from_account: text('from_account'),
    paid_at: timestamp('paid_at', { withTimezone: true }),
    /** Why the bank's answer did not count (amount, currency, account, late, hash used). */
    rejected_reason: text('rejected_reason'),
    hold_released_at: timestamp('hold_released_at', { withTimezone: true }),
    /**
     * When the background check next looks at this payment; null once it is resolved
     * (its order placed, listed as paid with no order, or given up unpaid).
     */
    next_check_at: timestamp('next_check_at', { withTimezone: true }),
    /** A paid payment that could not become an order: why, and since when (staff refund it). */
    no_order_reason: text('no_order_reason'),
    no_order_at: timestamp('no_order_at', { withTimezone: true }),
    /** The manual bank transfer back to the buyer (Bakong has no refund API). */
    refund_amount_minor: integer('refund_amount_minor'),
    refund_reference: text('refund_reference'),
    refunded_at: timestamp('refunded_at', { withTimezone: true }),
    refunded_by: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('payments_md5_uq').on(t.md5),
    uniqueIndex('payments_bill_number_uq').on(t.bill_number),
    uniqueIndex('payments_bakong_hash_uq').on(t.bakong_hash),
    uniqueIndex('payments_order_uq').on(t.order_id),
    index('payments_user_idx').on(t.user_id, t.status),
    index('payments_anon_idx').on(t.anon_hash, t.status),
    // The background check's queue: unresolved payments by when they are due.
    index('payments_due_idx')
      .on(t.next_check_at)
      .where(sql`${t.next_check_at} is not null`),
    // The back office's list of paid payments with no order.
    index('payments_no_order_idx')
      .on(t.no_order_at)
      .where(sql`${t.no_order_at} is not null`),
    // The sandbox bank's list, newest first.
    index('payments_created_idx').on(t.created_at, t.id),
    check('payments_status_known', sql`${t.status} in ('pending', 'paid', 'expired', 'replaced')`),
    check('payments_amount_positive', sql`${t.amount_minor} > 0`),
    check('payments_owner', sql`${t.user_id} is not null or ${t.anon_hash} is not null`),
  ],
);

/** The units a pending QR keeps off sale for its 10 minutes (D14). */
export const paymentHolds = pgTable(
  'payment_holds',
  {
    id: serial('id').primaryKey(),
    payment_id: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    variant_id: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
  },
  (t) => [
    index('payment_holds_payment_idx').on(t.payment_id),
    index('payment_holds_variant_idx').on(t.variant_id),
    check('payment_holds_qty_positive', sql`${t.qty} >= 1`),
  ],
);

/** The sandbox bank's ledger (D14; development and tests only): transfers to our QRs. */
export const sandboxTransfers = pgTable(
  'sandbox_transfers',
  {
    id: serial('id').primaryKey(),
    md5: text('md5').notNull(),
    hash: text('hash').notNull(),
    from_account: text('from_account').notNull(),
    to_account: text('to_account').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    description: text('description'),
    created_at: createdAt,
  },
  (t) => [
    uniqueIndex('sandbox_transfers_hash_uq').on(t.hash),
    index('sandbox_transfers_md5_idx').on(t.md5, t.id),
  ],
);
