import { createHash, randomBytes } from 'node:crypto';
import { CURRENCY, KHQR, TAG } from 'ts-khqr';
import type { Currency } from '@camtour/shared/domain/checkout';
import { AppError } from '../../lib/app-error';

export interface Merchant {
  accountId: string;
  name: string;
  city: string;
}

const BILL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** "CTQ-" and 10 characters: unique (a unique index guards it), short enough for KHQR's 25. */
export function newBillNumber(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const b of bytes) out += BILL_ALPHABET[b % BILL_ALPHABET.length];
  return `CTQ-${out}`;
}

/** D8: the md5 is the MD5 of the whole QR string. */
export const md5Of = (qr: string): string => createHash('md5').update(qr, 'utf8').digest('hex');

/**
 * A dynamic KHQR for one amount (D8): made with ts-khqr, payable until
 * `expiresAt`. `amount` is dollars with cents or whole riel.
 */
export function makeKhqr(input: {
  merchant: Merchant;
  currency: Currency;
  amount: number;
  billNumber: string;
  expiresAt: Date;
}): { qr: string; md5: string } {
  const result = KHQR.generate({
    tag: TAG.INDIVIDUAL,
    accountID: input.merchant.accountId,
    merchantName: input.merchant.name,
    merchantCity: input.merchant.city,
    currency: input.currency === 'KHR' ? CURRENCY.KHR : CURRENCY.USD,
    amount: input.amount,
    expirationTimestamp: input.expiresAt.getTime(),
    additionalData: { billNumber: input.billNumber, storeLabel: 'CamTour' },
  });
  const qr = result.data?.qr;
  if (result.status.code !== 0 || !qr) {
    throw new AppError('qr-generation-failed');
  }
  return { qr, md5: md5Of(qr) };
}
