import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { Order } from '@camtour/shared/schemas/orders';
import { buttonStyles } from '@/components/ui/button-styles';
import { OrderLines } from '@/entities/order/order-lines';
import { OrderStatusBadge, PaymentStatusBadge } from '@/entities/order/order-status-badge';
import { OrderTotals } from '@/entities/order/order-totals';
import { useFormat } from '@/lib/format';
import { CancelOrderButton } from './cancel-order-button';

/** An order in "my orders": number, date, status, its lines and totals, its page, and cancel. */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const headingId = `order-${order.order_no}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-3xl border border-sand-200 bg-white shadow-sm"
      data-testid="order-card"
      data-order-no={order.order_no}
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-sand-200 p-5">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="font-mono text-lg font-bold text-jungle-900">
            <Link to={`/orders/${order.order_no}`} className="hover:underline">
              {order.order_no}
            </Link>
          </h2>
          <p className="text-sm text-ink-muted">
            {t('order.placed-on', { date: format.date(order.created_at) })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.payment_status} />
        </div>
      </header>
      <div className="grid gap-5 p-5 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <OrderLines lines={order.items} compact />
        <OrderTotals totals={order.totals} className="rounded-2xl bg-sand-50 p-4 md:self-start" />
      </div>
      <footer className="flex flex-wrap items-center justify-end gap-3 border-t border-sand-200 p-4">
        {order.can_cancel && (
          <CancelOrderButton orderNo={order.order_no} paid={order.payment_status === 'completed'} />
        )}
        <Link
          to={`/orders/${order.order_no}`}
          className={buttonStyles.primary}
          aria-label={t('order.view-named', { number: order.order_no })}
        >
          {t('order.view')}
        </Link>
      </footer>
    </article>
  );
}
