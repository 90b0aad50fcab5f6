import { centsToDollars } from '@camtour/shared/domain/money';
import {
  ORDER_STATUSES,
  canTransition,
  staffTransitions,
  type OrderStatus,
} from '@camtour/shared/domain/orders';
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrder,
  type AdminOrderRow,
  type AdminOrdersPage,
  type AdminOrdersQueryParsed,
} from '@camtour/shared/schemas/admin';
import type { Order } from '@camtour/shared/schemas/orders';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Staff } from '../../lib/staff-routes';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mail, MailQueue } from '../../plugins/mail';
import { recordAudit } from '../audit/audit';
import {
  orderCancelledMail,
  orderRefundedMail,
  orderStatusMail,
  type ForwardStatus,
} from './order-mails';
import * as ordersRepo from './orders-repository';
import { toOrder } from './orders-service';
import * as repo from './admin-repository';

const asStatus = (v: string | null): OrderStatus | null =>
  v !== null && (ORDER_STATUSES as readonly string[]).includes(v) ? (v as OrderStatus) : null;

export function createAdminOrdersService(deps: {
  db: Db;
  mail: MailQueue;
  /** The product's address, for the order links in mails. */
  publicBase: string;
}) {
  const { db, mail } = deps;

  /** A fresh link to the order for its buyer, as the orders module's own mails carry. */
  async function orderLink(tx: DbOrTx, orderId: number, orderNo: string): Promise<string> {
    const token = newToken();
    await ordersRepo.insertAccessToken(tx, orderId, hashToken(token));
    return `${deps.publicBase}/orders/${encodeURIComponent(orderNo)}?token=${encodeURIComponent(token)}`;
  }

  async function view(dbOrTx: DbOrTx, row: ordersRepo.OrderRow): Promise<Order> {
    return toOrder(row, await ordersRepo.itemsOf(dbOrTx, [row.id]));
  }

  async function find(orderNo: string): Promise<ordersRepo.OrderRow> {
    const row = await ordersRepo.findOrderByNo(db, orderNo);
    if (!row) throw new AppError('order-not-found');
    return row;
  }

  async function detail(row: ordersRepo.OrderRow): Promise<AdminOrder> {
    const [order, events, payment] = await Promise.all([
      view(db, row),
      repo.eventsOf(db, row.id),
      repo.khqrPaymentOf(db, row.id),
    ]);
    const status = row.status as OrderStatus;
    return {
      ...order,
      user_id: row.user_id,
      updated_at: row.updated_at.toISOString(),
      refund_reference: row.refund_reference,
      refunded_at: row.refunded_at?.toISOString() ?? null,
      khqr_payment: payment && {
        md5: payment.md5,
        bill_number: payment.bill_number,
        status: payment.status,
        currency: payment.currency,
        total_cents: payment.total_cents,
        from_account: payment.from_account,
        bakong_hash: payment.bakong_hash,
        paid_at: payment.paid_at?.toISOString() ?? null,
      },
      events: events.flatMap((e) => {
        const to = asStatus(e.to_status);
        return to
          ? [
              {
                from_status: asStatus(e.from_status),
                to_status: to,
                actor: e.actor,
                created_at: e.created_at.toISOString(),
              },
            ]
          : [];
      }),
      allowed_transitions: staffTransitions(status),
      can_refund: row.status === 'cancelled' && row.payment_status === 'refund_due',
    };
  }

  const snapshot = (row: ordersRepo.OrderRow) => ({
    status: row.status,
    payment_status: row.payment_status,
  });

  return {
    async list(query: AdminOrdersQueryParsed): Promise<AdminOrdersPage> {
      const { page, ...filter } = query;
      const perPage = ADMIN_ORDERS_PAGE_SIZE;
      const { rows, total } = await repo.listPage(db, filter, page, perPage);
      return {
        orders: rows.map((r) => ({
          order_no: r.order_no,
          status: r.status as AdminOrderRow['status'],
          payment_status: r.payment_status as AdminOrderRow['payment_status'],
          payment_method: r.payment_method as AdminOrderRow['payment_method'],
          delivery_type: r.delivery_type as AdminOrderRow['delivery_type'],
          currency: r.currency as AdminOrderRow['currency'],
          total: centsToDollars(r.total_cents),
          total_cents: r.total_cents,
          total_khr: r.total_khr,
          customer_name: `${r.first_name} ${r.last_name}`,
          email: r.email,
          phone: r.phone,
          item_count: Number(r.item_count),
          created_at: r.created_at.toISOString(),
        })),
        pagination: {
          total,
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
        },
      };
    },

    async get(orderNo: string): Promise<AdminOrder> {
      return detail(await find(orderNo));
    },

    /**
     * One D13 step by staff. The rules are checked on the row read first (a clear 409 for a
     * refused step), and again by the conditional update, which is what decides between two staff
     * members moving the same order at once: the loser also gets 409.
     */
    async changeStatus(orderNo: string, to: OrderStatus, staff: Staff): Promise<AdminOrder> {
      const row = await find(orderNo);
      const from = row.status as OrderStatus;
      if (!canTransition(from, to, 'staff')) throw new AppError('invalid-status-transition');
      const updated = await db.transaction(async (tx) => {
        const moved = await repo.transitionIf(tx, row.id, from, to);
        if (!moved) throw new AppError('invalid-status-transition');
        if (to === 'cancelled') {
          // The customer's cancel, in its lock order: the order, the code's row, the variants.
          await ordersRepo.releasePromo(tx, row.id);
          await ordersRepo.restock(tx, row.id);
        }
        await ordersRepo.recordEvent(tx, { orderId: row.id, from, to, actor: staff.email });
        await recordAudit(tx, {
          actor: staff,
          action: 'order.status',
          entity: 'order',
          entityId: row.order_no,
          before: snapshot(row),
          after: snapshot(moved),
        });
        const order = await view(tx, moved);
        const link = await orderLink(tx, row.id, row.order_no);
        const message: Mail =
          to === 'cancelled'
            ? orderCancelledMail(order, link)
            : orderStatusMail(order, to as ForwardStatus, link);
        await mail.enqueue(tx, message);
        return moved;
      });
      mail.nudge();
      return detail(updated);
    },

    /** A cancelled KHQR order's payment was paid back (D15): only from refund_due, once. */
    async markRefunded(orderNo: string, reference: string, staff: Staff): Promise<AdminOrder> {
      const row = await find(orderNo);
      const updated = await db.transaction(async (tx) => {
        const refunded = await repo.markRefunded(tx, row.id, reference);
        if (!refunded) throw new AppError('invalid-status-transition');
        await recordAudit(tx, {
          actor: staff,
          action: 'order.refund',
          entity: 'order',
          entityId: row.order_no,
          before: { ...snapshot(row), refund_reference: row.refund_reference },
          after: { ...snapshot(refunded), refund_reference: refunded.refund_reference },
        });
        const order = await view(tx, refunded);
        const link = await orderLink(tx, row.id, row.order_no);
        await mail.enqueue(tx, orderRefundedMail(order, reference, link));
        return refunded;
      });
      mail.nudge();
      return detail(updated);
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
