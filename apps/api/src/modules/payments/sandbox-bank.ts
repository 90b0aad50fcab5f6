import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Currency } from '@camtour/shared/domain/checkout';
import { khqrAmount } from '@camtour/shared/domain/khqr';
import type { BakongCheckResponse, BakongTransaction } from '@camtour/shared/schemas/payments';
import type { Db } from '../../db/client';
import { payments, sandboxTransfers } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { BankClient } from './bank-client';

/** The account the sandbox's payer sends from. */
export const SANDBOX_PAYER = 'sandbox_payer@devb';

const NOT_FOUND: BakongCheckResponse = {
  responseCode: 1,
  responseMessage: 'Transaction could not be found. Please check and try again.',
  errorCode: 1,
  data: null,
};

/**
 * The built-in sandbox bank of D14 (development, tests, demos; never in
 * production). Its ledger is a table, so every process on the same database
 * sees the same transfers. It pays a QR we issued as a banking app would: the
 * QR's own amount unless told otherwise (a wrong payment), and never after the
 * QR's expiry.
 */
export function createSandboxBank(db: Db) {
  async function pay(md5: string, amount?: number): Promise<BakongTransaction> {
    const [qr] = await db
      .select({
        currency: payments.currency,
        total_cents: payments.total_cents,
        account_id: payments.account_id,
        expires_at: payments.expires_at,
        bill_number: payments.bill_number,
      })
      .from(payments)
      .where(eq(payments.md5, md5))
      .limit(1);
    if (!qr) throw new AppError('payment-not-found');
    // A banking app refuses a dynamic KHQR past its expiry.
    if (qr.expires_at.getTime() <= Date.now()) throw new AppError('payment-expired');
    const currency = qr.currency as Currency;
    const sent = amount ?? khqrAmount(qr.total_cents, currency);
    const [row] = await db
      .insert(sandboxTransfers)
      .values({
        md5,
        hash: randomBytes(32).toString('hex'),
        from_account: SANDBOX_PAYER,
        to_account: qr.account_id,
        currency,
        amount: currency === 'KHR' ? sent.toFixed(0) : sent.toFixed(2),
        description: qr.bill_number,
      })
      .returning();
    return transactionOf(row!);
  }

  /** Bakong's `check_transaction_by_md5`: the latest transfer to this QR, else "not found". */
  async function check(md5: string): Promise<BakongCheckResponse> {
    const [row] = await db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.md5, md5))
      .orderBy(desc(sandboxTransfers.id))
      .limit(1);
    if (!row) return NOT_FOUND;
    return {
      responseCode: 0,
      responseMessage: 'Getting transaction successfully.',
      errorCode: null,
      data: transactionOf(row),
    };
  }

  const client: BankClient = {
    kind: 'sandbox',
    checkByMd5: check,
    // The sandbox has no app to open: the page shows the QR (D8 "deep links are optional").
    deeplink: () => Promise.resolve(null),
  };

  return { pay, check, client };
}

function transactionOf(row: typeof sandboxTransfers.$inferSelect): BakongTransaction {
  const at = row.created_at.getTime();
  return {
    hash: row.hash,
    fromAccountId: row.from_account,
    toAccountId: row.to_account,
    currency: row.currency,
    amount: Number(row.amount),
    description: row.description,
    createdDateMs: at,
    acknowledgedDateMs: at,
  };
}

export type SandboxBank = ReturnType<typeof createSandboxBank>;
