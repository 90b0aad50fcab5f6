import { z } from '../zod';
import { CURRENCIES } from '../domain/checkout';
import { KHQR_STATUSES, MD5_PATTERN } from '../domain/khqr';
import { PlaceOrderSchema, QuoteRequestSchema, type PlaceOrder } from './orders';

export const Md5Schema = z
  .string({ error: 'invalid-md5' })
  .trim()
  .toLowerCase()
  .regex(MD5_PATTERN, { error: 'invalid-md5' });

const qrAmount = z.coerce
  .number({ error: 'field-invalid' })
  .nonnegative({ error: 'field-invalid' })
  .max(100_000_000, { error: 'field-too-large' })
  .optional();

/** The order's own fields, optional here: they are checked whole by PlaceOrderSchema below. */
const orderFields = PlaceOrderSchema.omit({
  items: true,
  delivery_type: true,
  promo_code: true,
  currency: true,
  email: true,
  md5: true,
}).partial().shape;

/**
 * POST /api/bakong/generate-qr: either the quote payload (items, delivery,
 * promo code, currency) or the whole order body of POST /api/web/product/order
 * with `payment_method: "bakong"`. With the order body the server places that
 * order itself once the bank confirms the payment, so it is validated by the
 * order's own schema before any QR is made. An `amount` sent (dollars for USD,
 * riel for KHR) must equal the server's total.
 */
export const GenerateQrRequestSchema = QuoteRequestSchema.extend({
  ...orderFields,
  amount: qrAmount,
}).superRefine((value, ctx) => {
  if (value.payment_method === undefined) return;
  const order = PlaceOrderSchema.safeParse(value);
  if (order.success) return;
  for (const issue of order.error.issues) ctx.addIssue({ ...issue, input: undefined } as never);
});
export type GenerateQrRequest = z.input<typeof GenerateQrRequestSchema>;
export type GenerateQrRequestParsed = z.output<typeof GenerateQrRequestSchema>;

/** The order body a QR was asked with, as the order call would read it; null for a quote payload. */
export function orderBodyOf(input: GenerateQrRequestParsed): PlaceOrder | null {
  if (input.payment_method === undefined) return null;
  return PlaceOrderSchema.parse(input);
}

/** Document 2 §3 "bank QR data" plus what the page shows: amount, currency, expiry. */
export const KhqrSchema = z.object({
  qr_string: z.string(),
  bill_number: z.string(),
  md5: z.string(),
  /** Dollars with cents for USD, whole riel for KHR. */
  amount: z.number(),
  /** The order total in US cents the QR was made for. */
  total_cents: z.number().int(),
  currency: z.enum(CURRENCIES),
  expires_at: z.string(),
  status: z.enum(KHQR_STATUSES),
});
export type Khqr = z.infer<typeof KhqrSchema>;

export const VerifyMd5QuerySchema = z.object({ md5: Md5Schema });

/** Bakong's transaction, as `check_transaction_by_md5` answers it. */
export const BakongTransactionSchema = z.object({
  hash: z.string(),
  fromAccountId: z.string().nullable().optional(),
  toAccountId: z.string(),
  currency: z.string(),
  amount: z.number(),
  description: z.string().nullable().optional(),
  createdDateMs: z.number().nullable().optional(),
  acknowledgedDateMs: z.number().nullable().optional(),
});
export type BakongTransaction = z.infer<typeof BakongTransactionSchema>;

/** `POST {BAKONG_API_URL}/v1/check_transaction_by_md5`: responseCode 0 paid, 1 not (errorCode says why). */
export const BakongCheckResponseSchema = z.object({
  responseCode: z.number(),
  responseMessage: z.string().nullable().optional(),
  errorCode: z.number().nullable().optional(),
  data: BakongTransactionSchema.nullable().optional(),
});
export type BakongCheckResponse = z.infer<typeof BakongCheckResponseSchema>;

/**
 * GET /api/bakong/verify/md5 (D14): `results[0].raw_response.responseCode` is
 * 0 once our record is paid. `updated` says whether the bank was asked on this
 * call (at most once per 5 s per payment); `order_no` names the order the
 * payment paid, once one has.
 */
export const VerifyResultSchema = z.object({
  results: z.array(
    z.object({
      md5: z.string(),
      status: z.enum(KHQR_STATUSES),
      updated: z.boolean(),
      paid: z.boolean(),
      amount: z.number(),
      currency: z.enum(CURRENCIES),
      expires_at: z.string(),
      paid_at: z.string().nullable(),
      transaction_hash: z.string().nullable(),
      order_no: z.string().nullable(),
      raw_response: z.object({
        responseCode: z.number(),
        responseMessage: z.string(),
        data: z
          .object({
            hash: z.string(),
            amount: z.number(),
            currency: z.string(),
            acknowledgedDateMs: z.number().nullable(),
          })
          .nullable(),
      }),
    }),
  ),
});
export type VerifyResult = z.infer<typeof VerifyResultSchema>;

export const DeeplinkRequestSchema = z.object({
  qr: z
    .string({ error: 'field-required' })
    .trim()
    .min(1, { error: 'field-required' })
    .max(1000, { error: 'field-too-large' }),
});

/** D14: data is the URL the browser goes to. */
export const DeeplinkSchema = z.string();

/** POST /api/dev/bakong/pay (sandbox bank only): a different amount simulates a wrong transfer. */
export const SandboxPayRequestSchema = z.object({
  md5: Md5Schema,
  amount: z.coerce.number({ error: 'field-invalid' }).nonnegative().max(100_000_000).optional(),
});

export const SandboxTransferSchema = BakongTransactionSchema;

/** A QR as the sandbox bank lists it. */
export const SandboxQrSchema = z.object({
  md5: z.string(),
  bill_number: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  status: z.enum(KHQR_STATUSES),
  expires_at: z.string(),
  created_at: z.string(),
  transfers: z.number().int(),
});
export const SandboxQrListSchema = z.array(SandboxQrSchema);
