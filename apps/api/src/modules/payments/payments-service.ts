import { eq, sql } from 'drizzle-orm';
import { paymentAllowed, type Currency } from '@camtour/shared/domain/checkout';
import {
  BANK_CHECK_INTERVAL_MS,
  KHQR_EXPIRY_MS,
  PAID_HOLD_GRACE_MS,
  khqrAmount,
  khqrMinorUnits,
  minorUnitsOf,
  type KhqrStatus,
} from '@camtour/shared/domain/khqr';
import type {
  BakongTransaction,
  GenerateQrRequestParsed,
  Khqr,
  VerifyResult,
} from '@camtour/shared/schemas/payments';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { Limit, Limiter } from '../../plugins/rate-limit';
import {
  checkPromo,
  computeTotals,
  mergeLines,
  priceLines,
  stockIssue,
  stockIssueNow,
  type AppliedPromo,
} from '../orders/pricing';
import { BankUnavailableError, type BankClient } from './bank-client';
import { makeKhqr, md5Of, newBillNumber, type Merchant } from './khqr';
import { applyStockDeltas, stockDeltas } from '../orders/stock';
import * as repo from './payments-repository';

const HOUR_MS = 60 * 60 * 1000;

/**
 * A QR holds stock for 10 minutes, so making them is limited: per owner (a
 * page refreshing its QR now and then stays far below) and per client IP.
 */
export const QR_LIMITS = {
  perOwner: {
    action: 'khqr:owner',
    max: 30,
    windowMs: HOUR_MS,
    errorKey: 'too-many-requests-try-later',
  },
  perIp: {
    action: 'khqr:ip',
    max: 120,
    windowMs: HOUR_MS,
    errorKey: 'too-many-requests-try-later',
  },
} as const satisfies Record<string, Limit>;

/** A bank's late word still counts for a QR paid this close to (or just after) its expiry. */
const LATE_PAYMENT_SKEW_MS = 60_000;
/** An expired or replaced QR is still asked about this long, for a transfer made in its last seconds. */
const ASK_AFTER_EXPIRY_MS = 60 * 60 * 1000;

export interface PaymentCaller {
  owner: repo.PaymentOwner | null;
  /** The account's e-mail: "once per customer" promo codes count under it. */
  userEmail: string | null;
  ip: string;
}

const MESSAGES: Record<KhqrStatus, string> = {
  pending: 'Waiting for payment.',
  paid: 'Payment confirmed.',
  expired: 'This QR has expired.',
  replaced: 'This QR was replaced by a newer one.',
};

/** What our record says now: a pending QR past its expiry is expired even before the sweeper runs. */
function statusOf(row: repo.PaymentRow, now = Date.now()): KhqrStatus {
  const status = row.status as KhqrStatus;
  return status === 'pending' && row.expires_at.getTime() <= now ? 'expired' : status;
}

export function toKhqr(row: repo.PaymentRow): Khqr {
  const currency = row.currency as Currency;
  return {
    qr_string: row.qr,
    bill_number: row.bill_number,
    md5: row.md5,
    amount: khqrAmount(row.total_cents, currency),
    total_cents: row.total_cents,
    currency,
    expires_at: row.expires_at.toISOString(),
    status: statusOf(row),
  };
}

function toVerify(row: repo.PaymentRow, updated: boolean, orderNo: string | null): VerifyResult {
  const status = statusOf(row);
  const currency = row.currency as Currency;
  const amount = khqrAmount(row.total_cents, currency);
  const paid = status === 'paid';
  return {
    results: [
      {
        md5: row.md5,
        status,
        updated,
        paid,
        amount,
        currency,
        expires_at: row.expires_at.toISOString(),
        paid_at: row.paid_at?.toISOString() ?? null,
        transaction_hash: row.bakong_hash,
        order_no: orderNo,
        raw_response: {
          responseCode: paid ? 0 : 1,
          responseMessage: MESSAGES[status],
          data:
            paid && row.bakong_hash
              ? {
                  hash: row.bakong_hash,
                  amount,
                  currency,
                  acknowledgedDateMs: row.paid_at?.getTime() ?? null,
                }
              : null,
        },
      },
    ],
  };
}

/** Why a bank transfer does not pay this QR, or null when it does (D8). */
export function transferProblem(row: repo.PaymentRow, transfer: BakongTransaction): string | null {
  const currency = row.currency as Currency;
  if (transfer.toAccountId !== row.account_id) return 'account-mismatch';
  if (transfer.currency.toUpperCase() !== currency) return 'currency-mismatch';
  if (minorUnitsOf(transfer.amount, currency) !== row.amount_minor) return 'amount-mismatch';
  const at = transfer.acknowledgedDateMs ?? transfer.createdDateMs ?? null;
  if (at !== null && at > row.expires_at.getTime() + LATE_PAYMENT_SKEW_MS)
    return 'paid-after-expiry';
  return null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPaymentsService(deps: {
  db: Db;
  bank: BankClient;
  merchant: Merchant;
  limiter: Limiter;
  publicBase: string;
  log?: { warn: (obj: object, msg: string) => void };
}) {
  const { db, bank, merchant, limiter } = deps;

  async function owned(md5: string, owner: repo.PaymentOwner | null) {
    const row = await repo.findByMd5(db, md5);
    if (!row || !repo.ownedBy(row, owner)) throw new AppError('payment-not-found');
    return row;
  }

  async function orderNoOf(row: repo.PaymentRow): Promise<string | null> {
    if (row.order_id === null) return null;
    const [order] = await db
      .select({ order_no: orders.order_no })
      .from(orders)
      .where(eq(orders.id, row.order_id));
    return order?.order_no ?? null;
  }

  /** Asks the bank once (the caller holds the claim) and records what it said. */
  async function askBank(row: repo.PaymentRow): Promise<void> {
    let answer;
    try {
      answer = await bank.checkByMd5(row.md5);
    } catch (error) {
      if (error instanceof BankUnavailableError) {
        deps.log?.warn({ reason: error.message, bank: bank.kind }, 'bakong check failed');
        throw new AppError('bank-unavailable', {
          headers: { 'retry-after': String(BANK_CHECK_INTERVAL_MS / 1000) },
        });
      }
      throw error;
    }
    if (answer.responseCode !== 0 || !answer.data) return;
    const problem = transferProblem(row, answer.data);
    if (problem) {
      await repo.reject(db, row.id, problem);
      return;
    }
    const outcome = await repo.markPaid(db, row.id, {
      hash: answer.data.hash,
      fromAccount: answer.data.fromAccountId ?? null,
    });
    if (outcome === 'hash-used') await repo.reject(db, row.id, 'transaction-already-counted');
  }

  return {
    async generateQr(input: GenerateQrRequestParsed, caller: PaymentCaller): Promise<Khqr> {
      const owner = caller.owner;
      if (!owner) throw new AppError('cart-is-empty');
      if (!paymentAllowed(input.delivery_type, 'bakong')) {
        throw new AppError('payment-method-not-allowed', {
          fieldErrors: { delivery_type: ['payment-method-not-allowed'] },
        });
      }
      const wanted = mergeLines(input.items).sort((a, b) => a.variant_id - b.variant_id);
      const ownerKey = 'userId' in owner ? `user:${owner.userId}` : `anon:${owner.anonHash}`;
      const customerKey = caller.userEmail ?? input.email?.trim().toLowerCase() ?? null;

      const row = await db.transaction(async (tx) => {
        // One owner's QRs are made one at a time: each replaces the one before.
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`khqr-owner\u0001${ownerKey}`}, 0))`,
        );
        const lines = await priceLines(tx, wanted);
        const unavailable = lines.filter((l) => l.problem === 'unavailable');
        if (unavailable.length > 0) throw stockIssue(unavailable, new Map());
        let promo: AppliedPromo | null = null;
        if (input.promo_code) {
          const result = await checkPromo(tx, input.promo_code, customerKey);
          if ('problem' in result)
            throw new AppError(result.problem, { fieldErrors: { promo_code: [result.problem] } });
          promo = result.promo;
        }
        const cents = computeTotals(lines, input.delivery_type, promo?.percent ?? 0);
        const amountMinor = khqrMinorUnits(cents.total, input.currency);
        if (
          input.amount !== undefined &&
          minorUnitsOf(input.amount, input.currency) !== amountMinor
        ) {
          throw new AppError('amount-mismatch', {
            body: {
              data: {
                amount: khqrAmount(cents.total, input.currency),
                currency: input.currency,
                total_cents: cents.total,
              },
            },
          });
        }
        const replaced = await repo.replacePending(tx, owner);
        const expiresAt = new Date(Date.now() + KHQR_EXPIRY_MS);
        const billNumber = newBillNumber();
        const { qr, md5 } = makeKhqr({
          merchant,
          currency: input.currency,
          amount: khqrAmount(cents.total, input.currency),
          billNumber,
          expiresAt,
        });
        const payment = await repo.insertPayment(tx, {
          md5,
          qr,
          bill_number: billNumber,
          currency: input.currency,
          amount_minor: amountMinor,
          total_cents: cents.total,
          account_id: merchant.accountId,
          ...repo.ownerColumns(owner),
          request: {
            items: wanted,
            delivery_type: input.delivery_type,
            promo_code: promo?.code ?? null,
          },
          expires_at: expiresAt,
        });
        // The old QR's units come back and the new one's go, in one pass in variant order.
        const short = await applyStockDeltas(
          tx,
          stockDeltas(await repo.holdsOf(tx, replaced), wanted),
        );
        if (short.length > 0) {
          throw await stockIssueNow(
            tx,
            lines.filter((l) => short.includes(l.variant_id)),
          );
        }
        await repo.insertHolds(tx, payment.id, wanted);
        await limiter.takeIn(tx, [
          { limit: QR_LIMITS.perOwner, key: ownerKey },
          { limit: QR_LIMITS.perIp, key: caller.ip },
        ]);
        return payment;
      });
      return toKhqr(row);
    },

    /**
     * The page's poll (D8, D14): asks the bank at most once per 5 s per
     * payment, whatever number of polls arrive, and answers our record.
     */
    async verify(md5: string, owner: repo.PaymentOwner | null): Promise<VerifyResult> {
      let row = await owned(md5, owner);
      let updated = false;
      const askable =
        row.status === 'pending' ||
        (row.status !== 'paid' && row.expires_at.getTime() > Date.now() - ASK_AFTER_EXPIRY_MS);
      if (askable) {
        let claimed = await repo.claimCheck(db, row.id, BANK_CHECK_INTERVAL_MS);
        if (!claimed && row.last_checked_at) {
          // A poll arriving just before the window closes waits for it rather than answering
          // a 5-second-old state: the page then sees a payment within one poll.
          const wait = row.last_checked_at.getTime() + BANK_CHECK_INTERVAL_MS - Date.now();
          if (wait > 0 && wait <= 1000) {
            await sleep(wait + 20);
            claimed = await repo.claimCheck(db, row.id, BANK_CHECK_INTERVAL_MS);
          }
        }
        if (claimed) {
          updated = true;
          await askBank(row);
        }
        row = (await repo.findByMd5(db, md5))!;
      }
      return toVerify(row, updated, await orderNoOf(row));
    },

    /** D14: a link into the bank app for one of the caller's pending QRs, else 503. */
    async deeplink(qr: string, owner: repo.PaymentOwner | null): Promise<string> {
      const row = await owned(md5Of(qr), owner);
      if (statusOf(row) !== 'pending') throw new AppError('payment-expired');
      const callback = `${deps.publicBase}/payment-return?md5=${row.md5}`;
      const link = await bank.deeplink(row.qr, callback);
      if (!link) throw new AppError('deeplink-unavailable');
      return link;
    },
  };
}

/**
 * Gives back the stock of QRs that ran out unpaid, and of paid payments no
 * order used within PAID_HOLD_GRACE_MS; safe to run in every process at once.
 */
export async function releaseDueHolds(db: Db, now = new Date()): Promise<number> {
  const ids = await repo.dueForRelease(db, now, PAID_HOLD_GRACE_MS, 200);
  let released = 0;
  for (const id of ids) {
    await db.transaction(async (tx) => {
      const outcome = await repo.releaseOne(tx, id, now, PAID_HOLD_GRACE_MS);
      if (!outcome?.released) return;
      await applyStockDeltas(tx, stockDeltas(await repo.holdsOf(tx, [id]), []));
      released += 1;
    });
  }
  return released;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
