import { sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import {
  CHECKOUT_PAYMENT_METHODS,
  centsToKhr,
  paymentAllowed,
  type PaymentMethod,
  type TotalsCents,
} from '@camtour/shared/domain/checkout';
import { centsToDollars } from '@camtour/shared/domain/money';
import {
  FILTER_STATUSES,
  customerCanCancel,
  orderNoFrom,
  type OrderFilter,
  type OrderStatus,
} from '@camtour/shared/domain/orders';
import { promoCustomerKey } from '@camtour/shared/domain/promo';
import type { Lang } from '@camtour/shared/schemas/common';
import type {
  MyOrders,
  Order,
  PlaceOrder,
  PlacedOrder,
  PromoCheck,
  Quote,
  QuoteRequestParsed,
} from '@camtour/shared/schemas/orders';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { MailQueue } from '../../plugins/mail';
import type { Limit, Limiter } from '../../plugins/rate-limit';
import { orderCancelledMail, orderLinkMail, orderPlacedMail } from './order-mails';
import { cartIdOf, removeOrderedLines, type CartOwner } from '../cart/cart-owner';
import {
  assertPaymentCovers,
  frozenOrderOf,
  lockPaidPayment,
  lockPayment,
  lockedOf,
  markPaidNoOrder,
  markPaymentUsed,
  ownedPayment,
  type FrozenLine,
  type FrozenOrder,
  type LockedPayment,
} from '../payments/payment-use';
import { productImageUrl } from '../catalog/catalog-service';
import * as repo from './orders-repository';
import {
  checkPromo,
  computeTotals,
  mergeLines,
  priceLines,
  stockIssue,
  stockIssueNow,
  totalsView,
  type AppliedPromo,
} from './pricing';

export interface Caller {
  userId: number | null;
  /** The account's e-mail: a logged-in buyer orders under it. */
  userEmail: string | null;
  /** Whose cart the ordered lines leave: the account's, or the visitor's cookie. */
  cartOwner: CartOwner | null;
  ip: string;
}

export interface OrderLimits {
  perIp: Limit;
  perEmail: Limit;
}

const ORDER_LINK_MAIL = 'order-link';

/** The order as its buyer sees it (the back office adds to it). */
export function toOrder(row: repo.OrderRow, items: repo.OrderItemRow[]): Order {
  const totals = totalsView(
    {
      subtotal: row.subtotal_cents,
      tax: row.tax_cents,
      delivery_fee: row.delivery_fee_cents,
      discount: row.discount_cents,
      total: row.total_cents,
    },
    row.currency as Order['currency'],
    { code: row.promo_code, percent: row.promo_percent },
  );
  return {
    id: row.id,
    order_id: row.id,
    order_no: row.order_no,
    status: row.status as Order['status'],
    payment_status: row.payment_status as Order['payment_status'],
    payment_method: row.payment_method as Order['payment_method'],
    delivery_type: row.delivery_type as Order['delivery_type'],
    currency: row.currency as Order['currency'],
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      zip_code: row.zip_code,
      country: row.country,
    },
    notes: row.notes,
    lang: row.lang === 'km' ? 'km' : 'en',
    totals,
    items: items.map((i) => ({
      id: i.id,
      product_id: i.product_id,
      variant_id: i.variant_id,
      product_name: i.product_name,
      product_name_km: i.product_name_km,
      image:
        i.product_id !== null ? productImageUrl(i.product_id, 0, i.color_slug ?? undefined) : null,
      color_name: i.color_name,
      color_name_km: i.color_name_km,
      size: i.size,
      size_km: i.size_km,
      price: centsToDollars(i.unit_price_cents),
      price_cents: i.unit_price_cents,
      qty: i.qty,
      line_total: centsToDollars(i.unit_price_cents * i.qty),
      line_total_cents: i.unit_price_cents * i.qty,
    })),
    can_cancel: customerCanCancel(row.status as OrderStatus),
    created_at: row.created_at.toISOString(),
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
  };
}

/** What the buyer asked for, without the fields the server ignores: a replay must match it. */
function requestHash(input: FrozenOrder['body'] & Partial<PlaceOrder>, email: string): string {
  const { discount_amount: _d, status: _s, payment_status: _p, ...kept } = input;
  const items = mergeLines(input.items).sort((a, b) => a.variant_id - b.variant_id);
  return createHash('sha256')
    .update(JSON.stringify({ ...kept, email, items }))
    .digest('hex');
}

const newOrderNo = () => orderNoFrom(randomBytes(8));

export function createOrdersService(deps: {
  db: Db;
  mail: MailQueue;
  limiter: Limiter;
  limits: OrderLimits;
  /** The product's address, for the order links in mails. */
  publicBase: string;
}) {
  const { db, mail, limiter, limits } = deps;
  const orderLink = (orderNo: string, token: string) =>
    `${deps.publicBase}/orders/${encodeURIComponent(orderNo)}?token=${encodeURIComponent(token)}`;

  async function load(dbOrTx: DbOrTx, row: repo.OrderRow): Promise<Order> {
    return toOrder(row, await repo.itemsOf(dbOrTx, [row.id]));
  }

  /** A fresh token for a link, stored hashed (several may open the same order). */
  async function mintToken(tx: DbOrTx, orderId: number): Promise<string> {
    const token = newToken();
    await repo.insertAccessToken(tx, orderId, hashToken(token));
    return token;
  }

  /** The owner, or anyone holding one of the order's tokens; everyone else finds nothing. */
  async function accessible(orderNo: string, userId: number | null, token: string | undefined) {
    const row = await repo.findOrderByNo(db, orderNo);
    if (!row) throw new AppError('order-not-found');
    if (userId !== null && row.user_id === userId) return row;
    if (token && (await repo.tokenOpens(db, row.id, hashToken(token)))) return row;
    throw new AppError('order-not-found');
  }

  mail.define(ORDER_LINK_MAIL, async (tx, to, params) => {
    const row = params.order_no ? await repo.findOrderByNo(tx, params.order_no) : null;
    // Only the address the order was placed with receives its link.
    if (!row || row.email !== to) return null;
    const token = await mintToken(tx, row.id);
    const lang: Lang = params.lang === 'km' ? 'km' : 'en';
    return orderLinkMail(await load(tx, row), orderLink(row.order_no, token), lang);
  });

  async function replay(existing: repo.OrderRow, hash: string): Promise<PlacedOrder> {
    if (existing.request_hash !== hash) throw new AppError('idempotency-key-reused');
    const token = await mintToken(db, existing.id);
    return { ...(await load(db, existing)), access_token: token };
  }

  /**
   * Writes a priced order in the caller's transaction: the order, its stock
   * (a KHQR payment's held units become its own, only the difference moves),
   * the payment marked used, sold counts, lines, the promo use, the history,
   * the cart, a link token and the confirmation mail. `short` names the
   * variants whose stock ran out (the caller rolls back).
   */
  async function writeOrder(
    tx: DbOrTx,
    args: {
      body: FrozenOrder['body'];
      email: string;
      userId: number | null;
      lines: readonly FrozenLine[];
      cents: TotalsCents;
      promo: AppliedPromo | null;
      customerKey: string;
      payment: LockedPayment | null;
      cartOwner: CartOwner | null;
      idempotency: { scope: string; key: string } | null;
      requestHash: string;
    },
  ): Promise<{ order: Order; token: string } | { short: number[] }> {
    const { body, cents, promo, payment, lines } = args;
    const orderId = await repo.insertOrder(tx, {
      order_no: newOrderNo(),
      user_id: args.userId,
      status: 'pending',
      // Cash is collected at the door; a KHQR order exists only once its payment is confirmed.
      payment_status: payment ? 'completed' : 'pending',
      payment_method: body.payment_method as PaymentMethod,
      delivery_type: body.delivery_type,
      currency: body.currency,
      lang: body.lang,
      first_name: body.first_name,
      last_name: body.last_name,
      email: args.email,
      phone: body.phone,
      street: body.address_to_receive,
      city: body.city,
      state: body.state,
      zip_code: body.zip_code ?? '',
      country: body.country,
      notes: body.notes ?? '',
      promo_code_id: promo?.id ?? null,
      promo_code: promo?.code ?? null,
      promo_percent: promo?.percent ?? 0,
      subtotal_cents: cents.subtotal,
      tax_cents: cents.tax,
      delivery_fee_cents: cents.delivery_fee,
      discount_cents: cents.discount,
      total_cents: cents.total,
      total_khr: body.currency === 'KHR' ? centsToKhr(cents.total) : null,
      idempotency_scope: args.idempotency?.scope ?? null,
      idempotency_key: args.idempotency?.key ?? null,
      request_hash: args.requestHash,
    });
    // The key lock makes this unreachable; the unique index stays the last guard.
    if (orderId === null) throw new AppError('idempotency-key-reused');

    const short = await repo.applyStockDeltas(tx, repo.stockDeltas(payment?.holds ?? [], lines));
    if (short.length > 0) return { short };
    if (payment) await markPaymentUsed(tx, payment.id, orderId);
    await repo.addSold(
      tx,
      lines.map((l) => ({ productId: l.product_id, qty: l.qty })),
    );
    await repo.insertItems(
      tx,
      lines.map((l) => ({
        order_id: orderId,
        product_id: l.product_id,
        variant_id: l.variant_id,
        product_name: l.product_name,
        product_name_km: l.product_name_km,
        color_slug: l.color_slug,
        color_name: l.color_name,
        color_name_km: l.color_name_km,
        size: l.size,
        size_km: l.size_km,
        unit_price_cents: l.price_cents,
        qty: l.qty,
      })),
    );
    if (promo) {
      // A payment that reserved the use hands it to its order; otherwise the use is taken now.
      const reserved = payment ? await repo.attachReservedPromo(tx, payment.id, orderId) : false;
      if (!reserved) await repo.redeemPromo(tx, promo.id, orderId, args.customerKey);
    }
    await repo.recordEvent(tx, { orderId, from: null, to: 'pending', actor: 'customer' });
    const cartId = args.cartOwner ? await cartIdOf(tx, args.cartOwner) : null;
    if (cartId !== null)
      await removeOrderedLines(
        tx,
        cartId,
        lines.map((l) => l.variant_id),
      );
    const token = await mintToken(tx, orderId);
    const order = await load(tx, (await repo.findOrder(tx, orderId))!);
    await mail.enqueue(tx, orderPlacedMail(order, orderLink(order.order_no, token)));
    return { order, token };
  }

  /**
   * Places the order a paid KHQR payment was made for, exactly as frozen when
   * its QR was made, once: whoever calls (the page's poll, the order call, the
   * background check in any process) waits on the payment's row lock and then
   * finds the order made. A payment whose order cannot be made any more is
   * listed for staff to refund and its buyer is e-mailed.
   */
  async function fulfilPayment(
    paymentId: number,
  ): Promise<{ orderId: number; created: boolean } | null> {
    let failure: string;
    try {
      const result = await db.transaction(async (tx) => {
        const row = await lockPayment(tx, paymentId);
        if (!row) return null;
        if (row.order_id !== null) return { orderId: row.order_id, created: false };
        const frozen = frozenOrderOf(row);
        if (row.status !== 'paid' || row.no_order_at !== null || !frozen) return null;
        // Paid lines are honoured at the paid price; a variant that no longer exists cannot be.
        const present = await repo.variantsForPricing(
          tx,
          frozen.lines.map((l) => l.variant_id),
        );
        if (present.length < frozen.lines.length) throw new AppError('product-unavailable');
        const owner: CartOwner | null =
          row.user_id !== null
            ? { userId: row.user_id }
            : row.anon_hash
              ? { anonHash: row.anon_hash }
              : null;
        const written = await writeOrder(tx, {
          body: frozen.body,
          email: frozen.email,
          userId: row.user_id,
          lines: frozen.lines,
          cents: frozen.cents,
          promo: frozen.promo,
          customerKey: frozen.customer_key,
          payment: await lockedOf(tx, row),
          cartOwner: owner,
          idempotency: null,
          requestHash: requestHash(frozen.body, frozen.email),
        });
        if ('short' in written) throw new AppError('stock-issue');
        return { orderId: written.order.id, created: true };
      });
      if (result?.created) mail.nudge();
      return result;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failure = error.key;
    }
    await db.transaction(async (tx) => {
      const row = await lockPayment(tx, paymentId);
      if (row && row.order_id === null) await markPaidNoOrder(tx, mail, row, failure);
    });
    mail.nudge();
    return null;
  }

  /** An order with a fresh link token for whoever may see it. */
  async function withToken(orderId: number): Promise<PlacedOrder> {
    const token = await mintToken(db, orderId);
    return { ...(await load(db, (await repo.findOrder(db, orderId))!)), access_token: token };
  }

  /**
   * The order call naming a payment of the caller's (decision 041): its order if one
   * exists (made by the server when the bank confirmed, or by an earlier
   * call), placed now if the payment carries its order body; null for a
   * payment made for a quote alone, which the order call places as before.
   * Another caller's payment reads as none: the md5 is never a credential.
   */
  async function answerPayment(
    md5: string,
    owner: CartOwner | null,
  ): Promise<{ order: PlacedOrder; created: boolean } | null> {
    const row = await ownedPayment(db, md5, owner);
    if (!row) return null;
    if (row.order_id !== null) return { order: await withToken(row.order_id), created: false };
    if (row.no_order_at !== null) throw new AppError('payment-no-order');
    if (!frozenOrderOf(row)) return null;
    if (row.status !== 'paid') {
      throw new AppError('payment-required', { fieldErrors: { md5: ['payment-required'] } });
    }
    const placed = await fulfilPayment(row.id);
    if (!placed) throw new AppError('payment-no-order');
    return { order: await withToken(placed.orderId), created: placed.created };
  }

  return {
    /**
     * The code's own state (exists, active, dates, total uses), the same answer for every asker:
     * whether an address used it is told only to the order that would use it again (D7).
     */
    async checkPromo(code: string): Promise<PromoCheck> {
      const result = await checkPromo(db, code, null);
      if ('problem' in result) throw new AppError(result.problem);
      return { code: result.promo.code, percent: result.promo.percent };
    },

    /** The server's totals; like the promo check, the same for whoever asks. */
    async quote(input: QuoteRequestParsed): Promise<Quote> {
      const lines = await priceLines(db, mergeLines(input.items));
      let promo: AppliedPromo | null = null;
      let promoError: string | null = null;
      if (input.promo_code) {
        const result = await checkPromo(db, input.promo_code, null);
        if ('problem' in result) promoError = result.problem;
        else promo = result.promo;
      }
      const cents = computeTotals(lines, input.delivery_type, promo?.percent ?? 0);
      return {
        ...totalsView(cents, input.currency, {
          code: promo?.code ?? null,
          percent: promo?.percent ?? 0,
        }),
        lines: lines.map(({ row: _row, ...line }) => line),
        has_problems: lines.some((l) => l.problem !== null),
        delivery_type: input.delivery_type,
        promo_error: promoError,
      };
    },

    async place(
      input: PlaceOrder,
      caller: Caller,
      idempotencyKey: string | undefined,
    ): Promise<{ order: PlacedOrder; created: boolean }> {
      const method = input.payment_method;
      if (
        !(CHECKOUT_PAYMENT_METHODS as readonly string[]).includes(method) ||
        !paymentAllowed(input.delivery_type, method)
      ) {
        throw new AppError('payment-method-not-allowed', {
          fieldErrors: { payment_method: ['payment-method-not-allowed'] },
        });
      }
      // D8: a KHQR order needs the md5 of a paid payment of exactly its total.
      if (method === 'bakong' && !input.md5) {
        throw new AppError('payment-required', { fieldErrors: { md5: ['payment-required'] } });
      }
      if (method === 'bakong' && input.md5) {
        const answered = await answerPayment(input.md5, caller.cartOwner);
        if (answered) return answered;
      }

      const email = caller.userEmail ?? input.email;
      // A retry is recognised only from the same cart or account (sign-in moves a cart's
      // attempts into the account): an order and its token never go to another caller.
      const scope =
        caller.userId !== null
          ? `user:${caller.userId}`
          : caller.cartOwner && 'anonHash' in caller.cartOwner
            ? `cart:${caller.cartOwner.anonHash}`
            : null;
      const key = scope ? idempotencyKey : undefined;
      // The request as sent (not the account's address): a retry after signing in still matches.
      const hash = requestHash(input, input.email);
      const wanted = mergeLines(input.items).sort((a, b) => a.variant_id - b.variant_id);
      // A guest names any address to mail; an account's own address is not a spam target.
      const limitHits = [
        { limit: limits.perIp, key: caller.ip },
        ...(caller.userId === null ? [{ limit: limits.perEmail, key: email }] : []),
      ];
      type Outcome =
        { replay: repo.OrderRow } | { existing: number } | { order: Order; token: string };
      const placed = await db.transaction(async (tx): Promise<Outcome> => {
        if (scope && key) {
          // Retries under one key queue here; the first decides, the others answer its order.
          const lock = `order-key\u0001${scope}\u0001${key}`;
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`);
          const existing = await repo.findByIdempotencyKey(tx, scope, key);
          if (existing) return { replay: existing };
        }
        // The payment's row is locked first (then the code's, then the variants'): one order
        // takes it, every other order naming it waits and then finds it used.
        const taken =
          method === 'bakong' && input.md5
            ? await lockPaidPayment(tx, input.md5, caller.cartOwner)
            : null;
        // Another call of this owner placed the order while this one waited: answer it.
        if (taken && 'orderId' in taken) return { existing: taken.orderId };
        const payment = taken;
        const lines = await priceLines(tx, wanted);
        const unavailable = lines.filter((l) => l.problem === 'unavailable');
        if (unavailable.length > 0) throw stockIssue(unavailable, new Map());

        const customerKey = promoCustomerKey(email);
        let promo: AppliedPromo | null = null;
        if (input.promo_code) {
          // The code's row stays locked until this order commits or rolls back.
          const result = await checkPromo(tx, input.promo_code, customerKey, true);
          if ('problem' in result)
            throw new AppError(result.problem, {
              fieldErrors: { promo_code: [result.problem] },
            });
          promo = result.promo;
        }
        const cents = computeTotals(lines, input.delivery_type, promo?.percent ?? 0);
        if (payment) assertPaymentCovers(payment.row, cents.total, input.currency);
        const written = await writeOrder(tx, {
          body: input,
          email,
          userId: caller.userId,
          lines: lines.map((l) => ({ ...l, color_slug: l.row?.color.slug ?? null })),
          cents,
          promo,
          customerKey,
          payment: payment?.locked ?? null,
          cartOwner: caller.cartOwner,
          idempotency: scope && key ? { scope, key } : null,
          requestHash: hash,
        });
        if ('short' in written)
          throw await stockIssueNow(
            tx,
            lines.filter((l) => written.short.includes(l.variant_id)),
          );
        // Counted in this transaction: a refused order (stock, promo, rollback) uses no attempt.
        await limiter.takeIn(tx, limitHits);
        return written;
      });
      // A retry answers exactly as the first attempt did.
      if ('replay' in placed) return { order: await replay(placed.replay, hash), created: true };
      if ('existing' in placed) return { order: await withToken(placed.existing), created: false };
      mail.nudge();
      return { order: { ...placed.order, access_token: placed.token }, created: true };
    },

    placePaidOrder: fulfilPayment,

    async get(orderNo: string, userId: number | null, token: string | undefined): Promise<Order> {
      return load(db, await accessible(orderNo, userId, token));
    },

    async cancel(
      orderNo: string,
      userId: number | null,
      token: string | undefined,
    ): Promise<Order> {
      const row = await accessible(orderNo, userId, token);
      const order = await db.transaction(async (tx) => {
        const cancelled = await repo.cancelIfPending(tx, row.id);
        if (!cancelled) throw new AppError('order-not-cancellable');
        // The same lock order as placing an order: the code's row, then the variants.
        await repo.releasePromo(tx, row.id);
        await repo.restock(tx, row.id);
        await repo.recordEvent(tx, {
          orderId: row.id,
          from: 'pending',
          to: 'cancelled',
          actor: 'customer',
        });
        const view = await load(tx, cancelled);
        const link = orderLink(view.order_no, await mintToken(tx, row.id));
        await mail.enqueue(tx, orderCancelledMail(view, link));
        return view;
      });
      mail.nudge();
      return order;
    },

    async mine(
      user: { id: number; first_name: string; last_name: string; email: string },
      query: { status: OrderFilter; page: number; per_page: number },
    ): Promise<MyOrders> {
      const statuses = query.status === 'all' ? null : FILTER_STATUSES[query.status];
      const [{ rows, total }, perStatus] = await Promise.all([
        repo.pageForUser(db, user.id, statuses, query.page, query.per_page),
        repo.summaryForUser(db, user.id),
      ]);
      const items = await repo.itemsOf(
        db,
        rows.map((r) => r.id),
      );
      const count = (list: readonly string[]) =>
        perStatus.filter((s) => list.includes(s.status)).reduce((n, s) => n + s.n, 0);
      const spent = perStatus
        .filter((s) => s.status !== 'cancelled')
        .reduce((n, s) => n + Number(s.cents), 0);
      return [
        {
          first_name: user.first_name,
          last_name: user.last_name,
          email: user.email,
          orders: rows.map((r) =>
            toOrder(
              r,
              items.filter((i) => i.order_id === r.id),
            ),
          ),
          pagination: {
            current_page: query.page,
            last_page: Math.max(1, Math.ceil(total / query.per_page)),
            per_page: query.per_page,
            total,
          },
          summary: {
            total_orders: perStatus.reduce((n, s) => n + s.n, 0),
            pending: count(FILTER_STATUSES.pending),
            completed: count(FILTER_STATUSES.completed),
            cancelled: count(['cancelled']),
            total_spent_cents: spent,
            total_spent: centsToDollars(spent),
          },
        },
      ];
    },

    /** Same answer and the same work whether or not the pair matches: the worker decides. */
    async lookup(orderNo: string, email: string, lang: Lang): Promise<void> {
      await mail.enqueueDeferred(db, {
        kind: ORDER_LINK_MAIL,
        to: email,
        params: { order_no: orderNo, lang },
      });
      mail.nudge();
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
