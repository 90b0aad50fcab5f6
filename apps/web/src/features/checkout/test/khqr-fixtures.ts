import { KHQR_EXPIRY_MS } from '@camtour/shared/domain/khqr';
import type { PlaceOrderInput } from '@camtour/shared/schemas/orders';
import type { Khqr, VerifyResult } from '@camtour/shared/schemas/payments';
import { PENDING_PAYMENT_KEY, type PendingPayment } from '@/entities/payment/pending-payment';

/* KHQR answers of the server (DECISIONS D14) for the quote fixture's $292.90. */

export const MD5 = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const NEXT_MD5 = 'ffeeddccbbaa99887766554433221100';
export const TX_HASH = '8d3f3c7e9dc5071ab2a41c6f0e3b9d25';
export const QR_STRING =
  '00020101021230190015camtour@devb0208CT12345652045999530384054062929.905802KH5907CamTour6010Phnom Penh62120208CT1234566304A1B2';

const inTenMinutes = () => new Date(Date.now() + KHQR_EXPIRY_MS).toISOString();

export function khqr(over: Partial<Khqr> = {}): Khqr {
  return {
    qr_string: QR_STRING,
    bill_number: 'CT123456',
    md5: MD5,
    amount: 292.9,
    total_cents: 29290,
    currency: 'USD',
    expires_at: inTenMinutes(),
    status: 'pending',
    ...over,
  };
}

type Status = VerifyResult['results'][number];

export function verifyResult(
  md5: string,
  status: Status['status'],
  over: Partial<Status> = {},
): VerifyResult {
  const paid = status === 'paid';
  return {
    results: [
      {
        md5,
        status,
        updated: true,
        paid,
        amount: 292.9,
        currency: 'USD',
        expires_at: inTenMinutes(),
        paid_at: paid ? new Date().toISOString() : null,
        transaction_hash: paid ? TX_HASH : null,
        order_no: null,
        raw_response: {
          responseCode: paid ? 0 : 1,
          responseMessage: paid ? 'Success' : 'Transaction could not be found',
          data: paid
            ? { hash: TX_HASH, amount: 292.9, currency: 'USD', acknowledgedDateMs: 1 }
            : null,
        },
        ...over,
      },
    ],
  };
}

/** The order body the checkout sends for the guest of the KHQR tests (J&T Express, USD). */
export const ORDER_BODY: PlaceOrderInput = {
  first_name: 'Sokha',
  last_name: 'Chan',
  email: 'sokha@example.com',
  phone: '012 345 678',
  address_to_receive: 'Street 240, house 12',
  city: 'Phnom Penh',
  state: 'Phnom Penh',
  zip_code: '',
  country: 'KH',
  payment_method: 'bakong',
  delivery_type: 'jnt_express',
  items: [{ variant_id: 4, qty: 2, product_id: 2 }],
  currency: 'USD',
  notes: '',
  terms_accepted: true,
  lang: 'en',
};

export const ATTEMPT_KEY = '4f0c2b9e-7d1a-4c3e-9b8f-2a6d5e1c0b7a';

/** A payment as the checkout remembers it once its QR is made. */
export function storedKhqr(over: Partial<PendingPayment> = {}): PendingPayment {
  const { status: _status, ...rest } = khqr();
  return { ...rest, paid: null, order: ORDER_BODY, idempotency_key: ATTEMPT_KEY, ...over };
}

/** What another tab or an earlier visit left in localStorage. */
export function rememberPayment(payment: PendingPayment) {
  window.localStorage.setItem(PENDING_PAYMENT_KEY, JSON.stringify(payment));
}

export function rememberedPayment(): PendingPayment | null {
  const raw = window.localStorage.getItem(PENDING_PAYMENT_KEY);
  return raw ? (JSON.parse(raw) as PendingPayment) : null;
}

/** Another tab forgets the payment (it got the order): this tab hears the `storage` event. */
export function forgetInAnotherTab() {
  const oldValue = window.localStorage.getItem(PENDING_PAYMENT_KEY);
  window.localStorage.removeItem(PENDING_PAYMENT_KEY);
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: PENDING_PAYMENT_KEY,
      oldValue,
      newValue: null,
      storageArea: window.localStorage,
    }),
  );
}

/** The md5 a verify call asked about. */
export const md5Of = (url: string) =>
  new URL(url, 'http://localhost').searchParams.get('md5') ?? '';
