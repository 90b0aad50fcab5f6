import { KHQR_EXPIRY_MS } from '@camtour/shared/domain/khqr';
import type { Khqr, VerifyResult } from '@camtour/shared/schemas/payments';
import type { StoredBankPayment } from '../lib/bank-payment';

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

export function storedKhqr(over: Partial<StoredBankPayment> = {}): StoredBankPayment {
  const { status: _status, ...rest } = khqr();
  return { ...rest, paid: null, ...over };
}

/** The md5 a verify call asked about. */
export const md5Of = (url: string) =>
  new URL(url, 'http://localhost').searchParams.get('md5') ?? '';
