import type { CheckoutStep } from '@camtour/shared/domain/checkout-steps';
import type { StockShort } from '@camtour/shared/schemas/orders';
import { isApiError } from '@/lib/api-client';

/** A field of the page that an order's failure can point at. */
export type FormField =
  | 'email'
  | 'first_name'
  | 'last_name'
  | 'phone'
  | 'street'
  | 'city'
  | 'state'
  | 'zip_code'
  | 'country'
  | 'notes'
  | 'delivery'
  | 'promo'
  | 'items'
  | 'payment'
  | 'currency'
  | 'terms';

/** The order route's field names (document 2 §3) as the page's fields. */
const SERVER_FIELDS: Record<string, FormField> = {
  email: 'email',
  first_name: 'first_name',
  last_name: 'last_name',
  phone: 'phone',
  address_to_receive: 'street',
  city: 'city',
  state: 'state',
  zip_code: 'zip_code',
  country: 'country',
  notes: 'notes',
  delivery_type: 'delivery',
  promo_code: 'promo',
  items: 'items',
  payment_method: 'payment',
  currency: 'currency',
  terms_accepted: 'terms',
};

/** Where each field is asked. */
export const FIELD_STEP: Record<FormField, CheckoutStep> = {
  email: 'details',
  first_name: 'details',
  last_name: 'details',
  phone: 'details',
  street: 'details',
  city: 'details',
  state: 'details',
  zip_code: 'details',
  country: 'details',
  notes: 'details',
  delivery: 'details',
  promo: 'details',
  items: 'details',
  payment: 'payment',
  currency: 'payment',
  terms: 'review',
};

export type FieldErrors = Partial<Record<FormField, string>>;

export type OrderFailure =
  /** 400/422 with field errors: "Order Validation Failed", the fields marked. */
  | { kind: 'validation'; fields: FieldErrors; error: unknown }
  /** 409 'stock-issue': the short lines and what is available. */
  | { kind: 'stock'; lines: StockShort['lines'] }
  /** The promo code cannot be used (any more): the discount is dropped. */
  | { kind: 'promo'; error: unknown }
  /** The KHQR payment cannot pay this order: not paid, another amount, already used, refunded. */
  | { kind: 'payment'; error: unknown }
  /** Anything else: "Order Creation Failed" with the translated message. */
  | { kind: 'failed'; error: unknown };

const PROMO_KEYS = new Set(['invalid-promo-code', 'promo-code-used-up']);

/**
 * The order route's answers about the KHQR payment (DECISIONS D8, D14); some are 409s.
 * 'payment-no-order': the bank took the money but the order could not be made (refunded).
 */
const PAYMENT_KEYS = new Set([
  'payment-no-order',
  'payment-required',
  'amount-mismatch',
  'payment-already-used',
  'payment-expired',
  'payment-not-found',
  'invalid-md5',
]);

/** The short lines a 409 'stock-issue' names (the order's, and a QR's for the same cart). */
export function stockLines(data: unknown): StockShort['lines'] {
  const lines = (data as { lines?: unknown } | null)?.lines;
  return Array.isArray(lines)
    ? lines.filter(
        (line): line is StockShort['lines'][number] =>
          typeof line === 'object' && line !== null && typeof line.product_name === 'string',
      )
    : [];
}

/** How the page answers a failed order (document 2 §8 "Checkout and payment"). */
export function orderFailure(error: unknown): OrderFailure {
  if (!isApiError(error)) return { kind: 'failed', error };
  if (PROMO_KEYS.has(error.key)) return { kind: 'promo', error };
  if (PAYMENT_KEYS.has(error.key)) return { kind: 'payment', error };
  // Document 2 §8: an order error whose message names stock is the stock issue.
  if (error.status === 409 || error.key.includes('stock'))
    return { kind: 'stock', lines: stockLines(error.data) };
  if ((error.status === 400 || error.status === 422) && error.key === 'validation-failed') {
    const fields: FieldErrors = {};
    for (const [name, keys] of Object.entries(error.fieldErrors)) {
      const field = SERVER_FIELDS[name.split('.')[0]!] ?? null;
      if (field && keys[0] && !fields[field]) fields[field] = keys[0];
    }
    return { kind: 'validation', fields, error };
  }
  return { kind: 'failed', error };
}

/**
 * Whether the attempt's Idempotency-Key must be dropped: the server says it belongs to another
 * order. Otherwise it is kept until the order is placed (the server stores only placed orders,
 * so a retry after any failure is safe, and after a lost answer it gets the first order back).
 */
export function dropsAttemptKey(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.key === 'idempotency-key-reused' || error.key === 'invalid-idempotency-key')
  );
}
