import { z } from '../zod';
import { CURRENCIES } from '../domain/checkout';
import { KHQR_STATUSES, MD5_PATTERN } from '../domain/khqr';
import { QuoteRequestSchema } from './orders';

export const Md5Schema = z
  .string({ error: 'invalid-md5' })
  .trim()
  .toLowerCase()
  .regex(MD5_PATTERN, { error: 'invalid-md5' });

/**
 * POST /api/bakong/generate-qr (D14): the quote payload; the server computes
 * the amount. An `amount` sent (dollars for USD, riel for KHR) must equal it.
 */
export const GenerateQrRequestSchema = QuoteRequestSchema.extend({
  amount: z.coerce
    .number({ error: 'field-invalid' })
    .nonnegative({ error: 'field-invalid' })
    .max(100_000_000, { error: 'field-too-large' })
    .optional(),
});
export type GenerateQrRequest = z.input<typeof GenerateQrRequestSchema>;
export type GenerateQrRequestParsed = z.output<typeof GenerateQrRequestSchema>;

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
