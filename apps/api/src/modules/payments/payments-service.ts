import { eq, sql } from 'drizzle-orm';
import { paymentAllowed, type Currency } from '@camtour/shared/domain/checkout';
import {
  BANK_CHECK_INTERVAL_MS,
  KHQR_EXPIRY_MS,
  khqrAmount,
  khqrMinorUnits,
  minorUnitsOf,
  type KhqrStatus,
} from '@camtour/shared/domain/khqr';
import {
  orderBodyOf,
  type BakongTransaction,
  type GenerateQrRequestParsed,
  type Khqr,
  type VerifyResult,
} from '@camtour/shared/schemas/payments';
import { promoCustomerKey } from '@camtour/shared/domain/promo';
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
import {
  applyStockDeltas,
  releaseReservedPromos,
  reservePromo,
  stockDeltas,
} from '../orders/stock';
import type { MailQueue } from '../../plugins/mail';
import {
  frozenOrderOf,
  giveBack,
  markPaidNoOrder,
  type FrozenOrder,
  type PaymentRequest,
} from './payment-use';
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

/** A transfer the bank timed no later than this after the QR's expiry still pays it (D8). */
const LATE_PAYMENT_SKEW_MS = 60_000;
/** While the bank cannot answer, an unresolved payment is still asked about this long after expiry. */
export const CHECK_FOR_MS = 24 * 60 * 60 * 1000;
/** The longest wait between two background checks of one payment once its QR has expired. */
const MAX_CHECK_GAP_MS = 10 * 60 * 1000;
/** A paid payment made for a quote alone is left to the order call this long after expiry. */
export const UNUSED_PAID_MS = 15 * 60 * 1000;

/**
 * When the background check looks at an unresolved payment next: every 5 s
 * while its QR can be paid, then backing off with its age up to every 10
 * minutes, so a bank outage costs little and a late answer is still heard.
 */
export function nextCheckDelay(expiresAt: Date, now: number): number {
  const sinceExpiry = now - expiresAt.getTime();
  if (sinceExpiry <= 0) return BANK_CHECK_INTERVAL_MS;
  return Math.min(MAX_CHECK_GAP_MS, Math.max(BANK_CHECK_INTERVAL_MS, Math.round(sinceExpiry / 10)));
}

/** What one question to the bank found. */
type BankOutcome = 'paid' | 'unpaid' | 'unavailable';

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

/** Places the order a paid payment carries (the orders module does it, once). */
export type PaidOrderPlacer = (paymentId: number) => Promise<unknown>;

export function createPaymentsService(deps: {
  db: Db;
  bank: BankClient;
  merchant: Merchant;
  limiter: Limiter;
  mail: MailQueue;
  publicBase: string;
  placePaidOrder: PaidOrderPlacer;
  log?: {
    warn: (obj: object, msg: string) => void;
    error: (obj: object, msg: string) => void;
  };
}) {
  const { db, bank, merchant, limiter } = deps;

  /** The order of a paid payment, placed now if nobody has; a failure waits for the next check. */
  async function placeOrderOf(row: repo.PaymentRow): Promise<void> {
    if (row.status !== 'paid' || row.order_id !== null || row.no_order_at !== null) return;
    if (!frozenOrderOf(row)) return;
    try {
      await deps.placePaidOrder(row.id);
    } catch (error) {
      deps.log?.error({ err: error, payment: row.id }, 'placing a paid order failed');
    }
  }

  /** Ends an unpaid payment's checks: its stock and reserved promo use come back. */
  async function resolveUnpaid(id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const outcome = await repo.resolveUnpaid(tx, id, new Date());
      if (outcome) await giveBack(tx, id, outcome.releaseHold);
    });
  }

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
  async function askBank(row: repo.PaymentRow): Promise<BankOutcome> {
    let answer;
    try {
      answer = await bank.checkByMd5(row.md5);
    } catch (error) {
      if (error instanceof BankUnavailableError) {
        deps.log?.warn({ reason: error.message, bank: bank.kind }, 'bakong check failed');
        return 'unavailable';
      }
      throw error;
    }
    if (answer.responseCode !== 0 || !answer.data) return 'unpaid';
    const problem = transferProblem(row, answer.data);
    if (problem) {
      await repo.reject(db, row.id, problem);
      return 'unpaid';
    }
    const outcome = await repo.markPaid(db, row.id, {
      hash: answer.data.hash,
      fromAccount: answer.data.fromAccountId ?? null,
    });
    if (outcome === 'hash-used') {
      await repo.reject(db, row.id, 'transaction-already-counted');
      return 'unpaid';
    }
    return 'paid';
  }

  /**
   * One background look at a due payment: place the order of a paid one, or
   * ask the bank about an unpaid one (sharing the 5-second rule with the
   * page's poll) and then resolve it or schedule the next look.
   */
  async function checkOne(id: number): Promise<void> {
    const row = await repo.findById(db, id);
    const now = Date.now();
    if (!row || row.next_check_at === null || row.next_check_at.getTime() > now) return;
    if (row.status === 'paid') {
      if (row.order_id !== null || row.no_order_at !== null) {
        await repo.endChecks(db, id);
        return;
      }
      if (frozenOrderOf(row)) {
        await placeOrderOf(row);
        // Still unplaced (a failure that was not final): try again in a while.
        await repo.scheduleCheck(db, id, new Date(now + BANK_CHECK_INTERVAL_MS * 6));
        return;
      }
      // A payment made for a quote alone: the order call may still use it for a while.
      const deadline = row.expires_at.getTime() + UNUSED_PAID_MS;
      if (now < deadline) {
        await repo.scheduleCheck(db, id, new Date(deadline));
        return;
      }
      await db.transaction(async (tx) => {
        const locked = await repo.findById(tx, id, true);
        if (locked && locked.order_id === null)
          await markPaidNoOrder(tx, deps.mail, locked, 'unused-quote');
      });
      deps.mail.nudge();
      return;
    }
    if (!(await repo.claimCheck(db, id, BANK_CHECK_INTERVAL_MS))) {
      // The page's poll asked a moment ago: look again when the 5 seconds are over.
      const last = row.last_checked_at?.getTime() ?? now;
      await repo.scheduleCheck(db, id, new Date(Math.max(now, last) + BANK_CHECK_INTERVAL_MS));
      return;
    }
    const outcome = await askBank(row);
    if (outcome === 'paid') {
      const paid = await repo.findById(db, id);
      if (paid) await placeOrderOf(paid);
      return;
    }
    const sinceExpiry = Date.now() - row.expires_at.getTime();
    // The bank said "not paid" after the last moment a transfer could count: resolved. While
    // it cannot answer, it is asked (less and less often) for a day before giving up.
    const over =
      outcome === 'unavailable' ? sinceExpiry > CHECK_FOR_MS : sinceExpiry > LATE_PAYMENT_SKEW_MS;
    if (over) {
      if (outcome === 'unavailable')
        deps.log?.error({ payment: id }, 'gave up a KHQR payment the bank never answered for');
      await resolveUnpaid(id);
      return;
    }
    await repo.scheduleCheck(
      db,
      id,
      new Date(Date.now() + nextCheckDelay(row.expires_at, Date.now())),
    );
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
      const body = orderBodyOf(input);
      if (body && body.payment_method !== 'bakong') {
        throw new AppError('payment-method-not-allowed', {
          fieldErrors: { payment_method: ['payment-method-not-allowed'] },
        });
      }
      const wanted = mergeLines(input.items).sort((a, b) => a.variant_id - b.variant_id);
      const ownerKey = 'userId' in owner ? `user:${owner.userId}` : `anon:${owner.anonHash}`;
      // A logged-in buyer orders under the account's address, a guest under the one typed.
      const email = caller.userEmail ?? body?.email ?? input.email ?? null;
      const customerKey = email ? promoCustomerKey(email) : null;

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
          // With an order body the use is reserved below: the code's row stays locked till then.
          // A quote alone is told only the code's own state, like the quote endpoint.
          const result = await checkPromo(
            tx,
            input.promo_code,
            body ? customerKey : null,
            body !== null,
          );
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
        // A replaced QR is still checked and may yet be paid; its order then takes the code as
        // frozen, but its reservation gives way so that this QR can reserve the buyer's use.
        await releaseReservedPromos(tx, replaced);
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
            ...(body && email && customerKey
              ? { order: frozenOrder(body, email, customerKey, lines, cents, promo) }
              : {}),
          } satisfies PaymentRequest,
          expires_at: expiresAt,
          next_check_at: new Date(Date.now() + BANK_CHECK_INTERVAL_MS),
        });
        if (body && promo && customerKey) await reservePromo(tx, promo.id, payment.id, customerKey);
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
      // Asked while the background check still would: unresolved, and not paid yet.
      if (row.status !== 'paid' && row.next_check_at !== null) {
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
          if ((await askBank(row)) === 'unavailable') {
            throw new AppError('bank-unavailable', {
              headers: { 'retry-after': String(BANK_CHECK_INTERVAL_MS / 1000) },
            });
          }
        }
        row = (await repo.findByMd5(db, md5))!;
      }
      // Whoever sees the payment paid first places its order: the page then shows it at once.
      if (row.status === 'paid' && row.order_id === null && row.no_order_at === null) {
        await placeOrderOf(row);
        row = (await repo.findByMd5(db, md5))!;
      }
      return toVerify(row, updated, await orderNoOf(row));
    },

    /** The background check's round: every due payment, a few at a time (every process runs it). */
    async checkDue(limit = 50): Promise<number> {
      const ids = await repo.dueIds(db, new Date(), limit);
      const queue = [...ids];
      const worker = async () => {
        for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
          try {
            await checkOne(id);
          } catch (error) {
            deps.log?.error({ err: error, payment: id }, 'checking a KHQR payment failed');
          }
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      return ids.length;
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

/** The order a QR was asked with, as it will be placed once paid: nothing is priced again. */
function frozenOrder(
  body: NonNullable<ReturnType<typeof orderBodyOf>>,
  email: string,
  customerKey: string,
  lines: Awaited<ReturnType<typeof priceLines>>,
  cents: FrozenOrder['cents'],
  promo: AppliedPromo | null,
): FrozenOrder {
  const { md5: _m, discount_amount: _d, status: _s, payment_status: _p, ...kept } = body;
  return {
    body: kept,
    email,
    customer_key: customerKey,
    lines: lines.map((l) => ({
      variant_id: l.variant_id,
      product_id: l.product_id,
      product_name: l.product_name,
      product_name_km: l.product_name_km,
      color_slug: l.row?.color.slug ?? null,
      color_name: l.color_name,
      color_name_km: l.color_name_km,
      size: l.size,
      size_km: l.size_km,
      price_cents: l.price_cents,
      qty: l.qty,
    })),
    cents,
    promo: promo ? { id: promo.id, code: promo.code, percent: promo.percent } : null,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
