import { z } from '../zod';
import {
  CHECKOUT_PAYMENT_METHODS,
  CURRENCIES,
  DELIVERY_TYPES,
  PAYMENT_METHOD_IDS,
  checkoutEmailError,
  checkoutNameError,
  checkoutPhoneError,
} from '../domain/checkout';
import {
  ORDER_FILTERS,
  ORDER_NO_PATTERN,
  ORDER_STATUSES,
  ORDER_TOKEN_MIN_LENGTH,
  PAYMENT_STATUSES,
  normalizeOrderNo,
} from '../domain/orders';
import { PROMO_CODE_MAX_LENGTH, normalizePromoCode } from '../domain/promo';
import { IdSchema, LangSchema, PageSchema, ruled } from './common';

/** A checkout text checked by its rule, then trimmed. */
const trimmedRule = (rule: (v: string) => string | null) => ruled(rule).transform((v) => v.trim());

/**
 * The e-mail rule of checkout (`checkoutEmailError`): document 1 §5's, and no invisible characters,
 * inner whitespace, doubled or trailing dots (addresses that look like another).
 */
const checkoutEmailRule = checkoutEmailError;

/** The order's e-mail: trimmed and lower-cased, otherwise as typed. */
const CheckoutEmailSchema = trimmedRule(checkoutEmailRule).transform((v) => v.toLowerCase());

/** The e-mail a quote or a promo check may carry: none (or blank), or one the order would take. */
const OptionalCheckoutEmailSchema = z
  .string({ error: 'email-invalid' })
  .optional()
  .superRefine((v, ctx) => {
    const key = v?.trim() ? checkoutEmailRule(v) : null;
    if (key) ctx.addIssue({ code: 'custom', message: key });
  })
  .transform((v) => v?.trim().toLowerCase() || undefined);

const text = (max: number) =>
  z
    .string({ error: 'field-invalid' })
    .max(max, { error: 'field-too-large' })
    .transform((v) => v.trim());

const requiredText = (max: number) =>
  z
    .string({ error: 'field-required' })
    .trim()
    .min(1, { error: 'field-required' })
    .max(max, { error: 'field-too-large' });

export const PromoCodeSchema = z
  .string({ error: 'promo-code-required' })
  .trim()
  .min(1, { error: 'promo-code-required' })
  .max(PROMO_CODE_MAX_LENGTH, { error: 'invalid-promo-code' })
  .transform(normalizePromoCode);

const orderLine = z.object({
  variant_id: IdSchema,
  qty: z.coerce
    .number({ error: 'field-invalid' })
    .int({ error: 'field-invalid' })
    .min(1, { error: 'quantity-min' })
    .max(999, { error: 'field-too-large' }),
  // Sent by the page of document 2 §3; the server reads its own product and price.
  product_id: IdSchema.optional(),
  price: z.unknown().optional(),
});

const orderLines = z
  .array(orderLine, { error: 'field-invalid' })
  .min(1, { error: 'cart-is-empty' })
  .max(50, { error: 'field-too-large' });

/* ---------- requests ---------- */

export const PromoCheckRequestSchema = z.object({
  code: PromoCodeSchema,
  // Accepted and checked, but not used: "once per customer" is told only by the order (D7).
  email: OptionalCheckoutEmailSchema,
});
export type PromoCheckRequest = z.input<typeof PromoCheckRequestSchema>;

export const QuoteRequestSchema = z.object({
  items: orderLines,
  delivery_type: z.enum(DELIVERY_TYPES, { error: 'delivery-type-required' }),
  promo_code: PromoCodeSchema.optional(),
  currency: z.enum(CURRENCIES, { error: 'field-invalid-option' }).default('USD'),
  // As in the promo check: the quote answers the same whoever asks.
  email: OptionalCheckoutEmailSchema,
});
export type QuoteRequest = z.input<typeof QuoteRequestSchema>;
export type QuoteRequestParsed = z.output<typeof QuoteRequestSchema>;

/**
 * POST /api/web/product/order: the order payload of document 2 §3 plus
 * `promo_code`, `md5` (bakong), `terms_accepted` and `lang`. Prices, discount,
 * status and payment status are accepted for compatibility and ignored (D13).
 */
export const PlaceOrderSchema = z.object({
  first_name: trimmedRule(checkoutNameError),
  last_name: trimmedRule(checkoutNameError),
  email: CheckoutEmailSchema,
  phone: trimmedRule(checkoutPhoneError),
  address_to_receive: requiredText(255),
  city: requiredText(100),
  state: requiredText(100),
  zip_code: text(10).optional(),
  country: z.literal('KH', { error: 'country-not-supported' }).default('KH'),
  payment_method: z.enum(PAYMENT_METHOD_IDS, { error: 'payment-method-required' }),
  delivery_type: z.enum(DELIVERY_TYPES, { error: 'delivery-type-required' }),
  items: orderLines,
  currency: z.enum(CURRENCIES, { error: 'field-invalid-option' }),
  notes: text(500).optional(),
  promo_code: z
    .string()
    .max(PROMO_CODE_MAX_LENGTH, { error: 'invalid-promo-code' })
    .transform((v) => normalizePromoCode(v) || undefined)
    .optional(),
  md5: z.string().max(64).optional(),
  terms_accepted: z.literal(true, { error: 'terms-required' }),
  lang: LangSchema.default('en'),
  discount_amount: z.unknown().optional(),
  status: z.unknown().optional(),
  payment_status: z.unknown().optional(),
});
export type PlaceOrderInput = z.input<typeof PlaceOrderSchema>;
export type PlaceOrder = z.output<typeof PlaceOrderSchema>;

/** Idempotency-Key header (D13): a client-made id for one order attempt. */
export const IdempotencyKeySchema = z
  .string()
  .min(8, { error: 'invalid-idempotency-key' })
  .max(100, { error: 'invalid-idempotency-key' })
  .regex(/^[\w.:-]+$/, { error: 'invalid-idempotency-key' });

/** Any text: a number that is not an order's finds nothing, the same 404 as someone else's (D13). */
export const OrderNoParamsSchema = z.object({
  order_no: z.string().transform((v) => normalizeOrderNo(v).slice(0, 40)),
});

export const OrderTokenQuerySchema = z.object({
  token: z.string().min(ORDER_TOKEN_MIN_LENGTH).max(200).optional().catch(undefined),
});

export const MyOrdersQuerySchema = z.object({
  status: z.enum(ORDER_FILTERS, { error: 'field-invalid-option' }).default('all'),
  page: PageSchema.default(1),
  per_page: z.coerce
    .number({ error: 'field-invalid' })
    .int({ error: 'field-invalid' })
    .min(1, { error: 'field-too-small' })
    .max(50, { error: 'field-too-large' })
    .default(10),
});
export type MyOrdersQuery = z.input<typeof MyOrdersQuerySchema>;

export const OrderLookupSchema = z.object({
  order_no: z
    .string({ error: 'field-required' })
    .trim()
    .min(1, { error: 'field-required' })
    .max(40, { error: 'order-no-invalid' })
    .transform(normalizeOrderNo)
    .refine((v) => ORDER_NO_PATTERN.test(v), { error: 'order-no-invalid' }),
  email: trimmedRule(checkoutEmailError).transform((v) => v.toLowerCase()),
  lang: LangSchema.default('en'),
});
export type OrderLookupInput = z.input<typeof OrderLookupSchema>;

/* ---------- responses ---------- */

export const DeliveryOptionSchema = z.object({
  id: z.enum(DELIVERY_TYPES),
  name: z.string(),
  name_km: z.string(),
  description: z.string(),
  description_km: z.string(),
  estimatedTime: z.string(),
  estimated_time_km: z.string(),
  fee: z.number(),
  fee_cents: z.number(),
  paymentMethods: z.array(z.enum(CHECKOUT_PAYMENT_METHODS)),
  icon: z.string(),
});
export type DeliveryOption = z.infer<typeof DeliveryOptionSchema>;
export const DeliveryOptionListSchema = z.array(DeliveryOptionSchema);

export const PromoCheckSchema = z.object({ code: z.string(), percent: z.number() });
export type PromoCheck = z.infer<typeof PromoCheckSchema>;

/** Amounts in dollars and cents; the riel fields are set when the currency is KHR. */
export const TotalsSchema = z.object({
  currency: z.enum(CURRENCIES),
  subtotal: z.number(),
  subtotal_cents: z.number(),
  tax: z.number(),
  tax_cents: z.number(),
  tax_percent: z.number(),
  delivery_fee: z.number(),
  delivery_fee_cents: z.number(),
  discount: z.number(),
  discount_cents: z.number(),
  total: z.number(),
  total_cents: z.number(),
  subtotal_khr: z.number().nullable(),
  tax_khr: z.number().nullable(),
  delivery_fee_khr: z.number().nullable(),
  discount_khr: z.number().nullable(),
  total_khr: z.number().nullable(),
  promo_code: z.string().nullable(),
  promo_percent: z.number(),
});
export type Totals = z.infer<typeof TotalsSchema>;

export const LineProblemSchema = z.enum(['unavailable', 'out-of-stock', 'exceeds-stock']);
export type LineProblem = z.infer<typeof LineProblemSchema>;

/** What a quoted line and a bought line both say: the product as sold, its price and quantity. */
const SoldLineSchema = z.object({
  product_id: z.number().nullable(),
  product_name: z.string(),
  product_name_km: z.string(),
  image: z.string().nullable(),
  color_name: z.string().nullable(),
  color_name_km: z.string().nullable(),
  size: z.string().nullable(),
  size_km: z.string().nullable(),
  price: z.number(),
  price_cents: z.number(),
  qty: z.number(),
  line_total: z.number(),
  line_total_cents: z.number(),
});

/** A quoted line: what the server will charge, and whether it can be bought as asked. */
export const QuoteLineSchema = SoldLineSchema.extend({
  variant_id: z.number(),
  available: z.number(),
  problem: LineProblemSchema.nullable(),
});
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

export const QuoteSchema = TotalsSchema.extend({
  lines: z.array(QuoteLineSchema),
  has_problems: z.boolean(),
  delivery_type: z.enum(DELIVERY_TYPES),
  /** Set when the promo code sent cannot be used; the totals then carry no discount. */
  promo_error: z.string().nullable(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** A line of an order as it was bought (document 2 §3 "order item"). */
export const OrderItemSchema = SoldLineSchema.extend({
  id: z.number(),
  variant_id: z.number().nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const OrderAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string(),
  country: z.string(),
});

export const OrderSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  order_no: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_method: z.enum(CHECKOUT_PAYMENT_METHODS),
  delivery_type: z.enum(DELIVERY_TYPES),
  currency: z.enum(CURRENCIES),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: OrderAddressSchema,
  notes: z.string(),
  lang: z.enum(['en', 'km']),
  totals: TotalsSchema,
  items: z.array(OrderItemSchema),
  can_cancel: z.boolean(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** The answer that placed an order: the order and, once, its access token for a guest's browser. */
export const PlacedOrderSchema = OrderSchema.extend({ access_token: z.string() });
export type PlacedOrder = z.infer<typeof PlacedOrderSchema>;

/** 409 data of a short order: each line that cannot be had, and how many can. */
export const StockShortSchema = z.object({
  lines: z.array(
    z.object({
      variant_id: z.number(),
      product_id: z.number().nullable(),
      product_name: z.string(),
      product_name_km: z.string(),
      requested: z.number(),
      available: z.number(),
    }),
  ),
});
export type StockShort = z.infer<typeof StockShortSchema>;

export const OrdersSummarySchema = z.object({
  total_orders: z.number(),
  pending: z.number(),
  completed: z.number(),
  cancelled: z.number(),
  total_spent_cents: z.number(),
  total_spent: z.number(),
});
export type OrdersSummary = z.infer<typeof OrdersSummarySchema>;

/**
 * GET my-order: document 2 §3's "list of users, each with orders" (one user,
 * the caller), with the page and a summary beside the orders.
 */
export const MyOrdersSchema = z.array(
  z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    orders: z.array(OrderSchema),
    pagination: z.object({
      current_page: z.number(),
      last_page: z.number(),
      per_page: z.number(),
      total: z.number(),
    }),
    summary: OrdersSummarySchema,
  }),
);
export type MyOrders = z.infer<typeof MyOrdersSchema>;

export const OrderLookupResultSchema = z.object({ sent: z.literal(true) });
export type OrderLookupResult = z.infer<typeof OrderLookupResultSchema>;
