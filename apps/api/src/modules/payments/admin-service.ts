import type { Currency } from '@camtour/shared/domain/checkout';
import { majorUnitsOf, minorUnitsOf } from '@camtour/shared/domain/khqr';
import {
  NO_ORDER_PAGE_SIZE,
  NoOrderBuyerSchema,
  refundAmountError,
  type NoOrderBuyer,
  type NoOrderPayment,
  type NoOrderPaymentsPage,
  type NoOrderPaymentsQueryParsed,
  type NoOrderRefundInputParsed,
} from '@camtour/shared/schemas/admin-payments';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginationOf } from '../../lib/pagination';
import type { Staff } from '../../lib/staff-routes';
import { recordAudit } from '../audit/audit';
import * as repo from './admin-repository';

/** A language the product does not have (an old row) reads as English, the default. */
const LangOrEnglish = NoOrderBuyerSchema.shape.lang.catch('en');

/** The contact part of the order body a payment carried; anything else in it is not read. */
const OrderContactSchema = NoOrderBuyerSchema.extend({
  phone: NoOrderBuyerSchema.shape.phone.optional(),
  lang: LangOrEnglish,
});

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The contact of the order a payment carried: `request.order` holds the frozen order, its body
 * under `body` and the e-mail it is placed under beside it (payment-use.ts's FrozenOrder); a bare
 * body is read too.
 */
function orderContactOf(order: unknown) {
  if (!isObject(order)) return null;
  const contact = isObject(order.body)
    ? { ...order.body, ...(typeof order.email === 'string' ? { email: order.email } : {}) }
    : order;
  const parsed = OrderContactSchema.safeParse(contact);
  return parsed.success ? { ...parsed.data, phone: parsed.data.phone ?? null } : null;
}

/** Who to pay back: the order body's contact, else the account the payment was made from. */
function buyerOf(row: repo.NoOrderRow): NoOrderBuyer | null {
  const order = orderContactOf(row.order_body);
  if (order) return order;
  if (row.user_email === null) return null;
  return {
    first_name: row.user_first_name ?? '',
    last_name: row.user_last_name ?? '',
    email: row.user_email,
    phone: row.user_phone,
    lang: LangOrEnglish.parse(row.user_lang),
  };
}

function toPayment(row: repo.NoOrderRow): NoOrderPayment {
  const currency = row.currency as Currency;
  return {
    md5: row.md5,
    bill_number: row.bill_number,
    amount: majorUnitsOf(row.amount_minor, currency),
    amount_minor: row.amount_minor,
    currency,
    paid_at: row.paid_at?.toISOString() ?? null,
    // Never null here: every query of the repository asks for it to be set.
    no_order_at: row.no_order_at!.toISOString(),
    reason: row.no_order_reason ?? '',
    transaction_hash: row.bakong_hash,
    from_account: row.from_account,
    buyer: buyerOf(row),
    refund:
      row.refunded_at && row.refund_amount_minor !== null
        ? {
            amount: majorUnitsOf(row.refund_amount_minor, currency),
            amount_minor: row.refund_amount_minor,
            reference: row.refund_reference ?? '',
            refunded_at: row.refunded_at.toISOString(),
            staff_email: row.staff_email,
          }
        : null,
  };
}

/** The audit log's view of a payment's refund. */
const refundSnapshot = (row: repo.NoOrderRow) => ({
  no_order_reason: row.no_order_reason,
  currency: row.currency,
  amount_minor: row.amount_minor,
  refund_amount_minor: row.refund_amount_minor,
  refund_reference: row.refund_reference,
  refunded_at: row.refunded_at?.toISOString() ?? null,
});

export function createAdminPaymentsService(deps: { db: Db }) {
  const { db } = deps;

  async function find(md5: string): Promise<repo.NoOrderRow> {
    const row = await repo.findByMd5(db, md5);
    if (!row) throw new AppError('payment-not-found');
    return row;
  }

  return {
    async listNoOrder(query: NoOrderPaymentsQueryParsed): Promise<NoOrderPaymentsPage> {
      const { rows, total } = await repo.listPage(db, query.state, query.page, NO_ORDER_PAGE_SIZE);
      return {
        payments: rows.map(toPayment),
        pagination: paginationOf(total, query.page, NO_ORDER_PAGE_SIZE),
      };
    },

    /**
     * Records the bank transfer that paid a "paid, no order" payment back, once. The row read
     * first gives the clear answers (404, 409, an amount over what was paid); the conditional
     * update is what decides between staff members refunding it at once: the losers get 409.
     */
    async refund(
      md5: string,
      input: NoOrderRefundInputParsed,
      staff: Staff,
    ): Promise<NoOrderPayment> {
      const row = await find(md5);
      if (row.refunded_at) throw new AppError('payment-already-refunded');
      const currency = row.currency as Currency;
      const wrong = refundAmountError(input.amount, row.amount_minor, currency);
      if (wrong) throw new AppError('validation-failed', { fieldErrors: { amount: [wrong] } });
      const amountMinor = minorUnitsOf(input.amount, currency)!;
      const updated = await db.transaction(async (tx) => {
        const refunded = await repo.markRefunded(tx, row.id, {
          amountMinor,
          reference: input.reference,
          staffId: staff.id,
        });
        if (!refunded) throw new AppError('payment-already-refunded');
        const after = (await repo.findByMd5(tx, md5))!;
        await recordAudit(tx, {
          actor: staff,
          action: 'payment.refund',
          entity: 'payment',
          entityId: row.md5,
          before: refundSnapshot(row),
          after: refundSnapshot(after),
        });
        return after;
      });
      return toPayment(updated);
    },
  };
}

export type AdminPaymentsService = ReturnType<typeof createAdminPaymentsService>;
