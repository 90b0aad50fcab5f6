import { z } from '../zod';
import { LANGS } from '../constants';
import { CURRENCIES, type Currency } from '../domain/checkout';
import { minorUnitsOf } from '../domain/khqr';
import { Md5Schema } from './payments';
import { PagePaginationSchema, PageSchema } from './common';

/*
 * The back office's "paid, no order" payments (/api/admin/payments/no-order): KHQR payments the
 * bank confirmed that never became an order, and the manual bank transfer that pays each back
 * (Bakong has no refund API, so staff send it from the bank and record it here).
 */

export const NO_ORDER_PAGE_SIZE = 30;

/** open: not refunded yet (the default); refunded: the transfer back is recorded; all: both. */
export const NO_ORDER_STATES = ['open', 'refunded', 'all'] as const;
export type NoOrderState = (typeof NO_ORDER_STATES)[number];

/**
 * Why a paid payment has no order, as the payments module writes it. The list answers any other
 * reason as it is; the page translates these.
 */
export const NO_ORDER_REASONS = [
  'stock-issue',
  'product-unavailable',
  'unused-quote',
  'invalid-order',
] as const;
export type NoOrderReason = (typeof NO_ORDER_REASONS)[number];

export const isNoOrderReason = (value: string): value is NoOrderReason =>
  (NO_ORDER_REASONS as readonly string[]).includes(value);

export const NoOrderPaymentsQuerySchema = z.object({
  state: z.enum(NO_ORDER_STATES, { error: 'field-invalid-option' }).default('open'),
  page: PageSchema.default(1),
});
export type NoOrderPaymentsQuery = z.input<typeof NoOrderPaymentsQuerySchema>;
export type NoOrderPaymentsQueryParsed = z.output<typeof NoOrderPaymentsQuerySchema>;

export const NoOrderPaymentParamsSchema = z.object({ md5: Md5Schema });

/** Who paid: the order body the payment carried, else the signed-in buyer's account. */
export const NoOrderBuyerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  lang: z.enum(LANGS),
});
export type NoOrderBuyer = z.infer<typeof NoOrderBuyerSchema>;

export const NoOrderRefundSchema = z.object({
  /** Major units, as `amount` (dollars with cents, or whole riel). */
  amount: z.number(),
  amount_minor: z.number().int(),
  reference: z.string(),
  refunded_at: z.string(),
  /** Null once the staff member's account has been deleted. */
  staff_email: z.string().nullable(),
});

export const NoOrderPaymentSchema = z.object({
  md5: z.string(),
  bill_number: z.string(),
  /** What was paid, in major units: dollars with cents for USD, whole riel for KHR. */
  amount: z.number(),
  /** The same in the currency's smallest unit (cents or riel): the exact amount. */
  amount_minor: z.number().int(),
  currency: z.enum(CURRENCIES),
  paid_at: z.string().nullable(),
  no_order_at: z.string(),
  /** One of NO_ORDER_REASONS, or another reason the payments module gave. */
  reason: z.string(),
  /** The Bakong transaction hash. */
  transaction_hash: z.string().nullable(),
  /** The Bakong account the money came from: where the refund goes. */
  from_account: z.string().nullable(),
  buyer: NoOrderBuyerSchema.nullable(),
  refund: NoOrderRefundSchema.nullable(),
});
export type NoOrderPayment = z.infer<typeof NoOrderPaymentSchema>;

export const NoOrderPaymentsPageSchema = z.object({
  payments: z.array(NoOrderPaymentSchema),
  pagination: PagePaginationSchema,
});
export type NoOrderPaymentsPage = z.infer<typeof NoOrderPaymentsPageSchema>;

/**
 * Characters a reader cannot see: controls, format characters (zero-width spaces and joiners,
 * direction marks), every default-ignorable one (soft hyphen, fillers, variation selectors),
 * private use and the line and paragraph separators. A bank reference holds none of them, and
 * one hidden in it would make it unfindable in the bank's statement.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}]/u;

export const hasInvisibleCharacters = (text: string): boolean => INVISIBLE.test(text);

const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'field-required' : 'field-invalid';

/**
 * POST /api/admin/payments/{md5}/refund: the transfer staff made back, in the payment's currency
 * and major units. Whether the amount is a whole number of cents (or riel) and at most what was
 * paid depends on the payment, so the service checks that.
 */
export const NoOrderRefundInputSchema = z.object({
  amount: z
    .number({ error: requiredOrInvalid })
    .positive({ error: 'field-too-small' })
    .max(100_000_000, { error: 'field-too-large' }),
  reference: z
    .string({ error: 'field-required' })
    .trim()
    .min(1, { error: 'field-required' })
    .max(100, { error: 'field-too-large' })
    .refine((v) => !hasInvisibleCharacters(v), { error: 'text-invisible-characters' }),
});
export type NoOrderRefundInput = z.input<typeof NoOrderRefundInputSchema>;
export type NoOrderRefundInputParsed = z.output<typeof NoOrderRefundInputSchema>;

/**
 * What is wrong with a refund amount for a payment of `paidMinor` in `currency`, or null: it
 * must be a whole number of cents (or riel) and at most what was paid. The route checks it on
 * the row it refunds, the form as staff type.
 */
export function refundAmountError(
  amount: number,
  paidMinor: number,
  currency: Currency,
): 'refund-amount-invalid' | 'refund-amount-over-paid' | null {
  const minor = minorUnitsOf(amount, currency);
  if (minor === null || minor < 1) return 'refund-amount-invalid';
  return minor > paidMinor ? 'refund-amount-over-paid' : null;
}
