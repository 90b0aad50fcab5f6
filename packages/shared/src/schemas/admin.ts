import { z } from '../zod';
import { CHECKOUT_PAYMENT_METHODS, CURRENCIES, DELIVERY_TYPES } from '../domain/checkout';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../domain/orders';
import { IdSchema, PagePaginationSchema, PageSchema } from './common';
import { OrderSchema } from './orders';

/*
 * Schemas of the staff back office (DECISIONS D15, /api/admin/*). One section per area; the audit
 * log comes first.
 */

/* ========== shared by every list: dates ========== */

/** Cambodia keeps UTC+7 all year (Asia/Phnom_Penh has no daylight saving). */
const PHNOM_PENH_OFFSET = '+07:00';

const nextDay = (date: string): string => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * A day in the shop's time zone (`2026-03-01`: from its midnight in Phnom Penh) or an exact
 * instant with an offset. `end` makes a day mean its end, so `to=2026-03-07` includes the 7th;
 * an instant is always exclusive as `to`.
 */
const shopDay = (end: boolean) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'field-invalid' })
    .transform((v) =>
      v.length === 10
        ? new Date(`${end ? nextDay(v) : v}T00:00:00${PHNOM_PENH_OFFSET}`)
        : new Date(v),
    );

/* ========== audit log: GET /api/admin/audit ========== */

export const AUDIT_PAGE_SIZE = 50;

const FilterTextSchema = z
  .string()
  .trim()
  .min(1, { error: 'field-required' })
  .max(100, { error: 'field-too-large' });

/** The list's filters; the dates read as the orders list's do (a Phnom Penh day, `to` inclusive). */
export const AuditQuerySchema = z.object({
  actor_id: IdSchema.optional(),
  action: FilterTextSchema.optional(),
  entity: FilterTextSchema.optional(),
  entity_id: FilterTextSchema.optional(),
  from: shopDay(false).optional(),
  to: shopDay(true).optional(),
  page: PageSchema.default(1),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** Null when the change came from the command line or the account has since been deleted. */
  actor_id: z.number().int().nullable(),
  actor_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  pagination: PagePaginationSchema,
});
export type AuditPage = z.infer<typeof AuditPageSchema>;

/* ========== end of audit log ========== */

/* ========== orders: /api/admin/orders ========== */

export const ADMIN_ORDERS_PAGE_SIZE = 30;

export const AdminOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'field-invalid-option' }).optional(),
  payment_status: z.enum(PAYMENT_STATUSES, { error: 'field-invalid-option' }).optional(),
  payment_method: z.enum(CHECKOUT_PAYMENT_METHODS, { error: 'field-invalid-option' }).optional(),
  delivery_type: z.enum(DELIVERY_TYPES, { error: 'field-invalid-option' }).optional(),
  /** Inclusive: a day from its start in Phnom Penh, or an instant. */
  from: shopDay(false).optional(),
  /** A day includes that whole day (Phnom Penh); an instant is exclusive. */
  to: shopDay(true).optional(),
  /** Order number, name, e-mail or phone, any part of it, any case. */
  search: FilterTextSchema.optional(),
  page: PageSchema.default(1),
});
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuerySchema>;
export type AdminOrdersQueryParsed = z.output<typeof AdminOrdersQuerySchema>;

export const AdminOrderRowSchema = z.object({
  order_no: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(CHECKOUT_PAYMENT_METHODS),
  delivery_type: z.enum(DELIVERY_TYPES),
  currency: z.enum(CURRENCIES),
  /** Dollars; `total_cents` is the exact amount. */
  total: z.number(),
  total_cents: z.number().int(),
  total_khr: z.number().int().nullable(),
  customer_name: z.string(),
  email: z.string(),
  phone: z.string(),
  item_count: z.number().int(),
  created_at: z.string(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const AdminOrdersPageSchema = z.object({
  orders: z.array(AdminOrderRowSchema),
  pagination: PagePaginationSchema,
});
export type AdminOrdersPage = z.infer<typeof AdminOrdersPageSchema>;

export const AdminOrderEventSchema = z.object({
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  /** 'customer', or the staff member's e-mail. */
  actor: z.string(),
  created_at: z.string(),
});

/** The KHQR payment that paid the order, when there is one. */
export const AdminOrderPaymentSchema = z.object({
  md5: z.string(),
  bill_number: z.string(),
  status: z.string(),
  currency: z.string(),
  total_cents: z.number().int(),
  from_account: z.string().nullable(),
  bakong_hash: z.string().nullable(),
  paid_at: z.string().nullable(),
});

/** The customer's order as they see it, plus what staff need: history, payment, next steps. */
export const AdminOrderSchema = OrderSchema.extend({
  user_id: z.number().int().nullable(),
  updated_at: z.string(),
  refund_reference: z.string().nullable(),
  refunded_at: z.string().nullable(),
  khqr_payment: AdminOrderPaymentSchema.nullable(),
  events: z.array(AdminOrderEventSchema),
  allowed_transitions: z.array(z.enum(ORDER_STATUSES)),
  /** Whether "mark refunded" applies now (a cancelled order whose payment is refund_due). */
  can_refund: z.boolean(),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'field-invalid-option' }),
});
export type AdminOrderStatusInput = z.input<typeof AdminOrderStatusSchema>;

export const AdminOrderRefundSchema = z.object({
  reference: z
    .string({ error: 'field-required' })
    .trim()
    .min(1, { error: 'field-required' })
    .max(100, { error: 'field-too-large' }),
});
export type AdminOrderRefundInput = z.input<typeof AdminOrderRefundSchema>;

/* ========== end of orders ========== */
