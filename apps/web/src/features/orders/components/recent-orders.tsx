import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { ErrorState } from '@/components/ui/error-state';
import { SectionHeading, moreLinkClass } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import { OrderStatusBadge } from '@/entities/order/order-status-badge';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useMyOrders } from '../api/get-my-orders';

/** How many orders the account home shows. */
export const RECENT_ORDERS = 3;

/** The account home's newest orders (DECISIONS D2), each linking to its page, and all orders. */
export function RecentOrders({ className = '' }: { className?: string }) {
  const { t } = useTranslation('orders');
  const message = useErrorMessage();
  const format = useFormat();
  const headingId = useId();
  const query = useMyOrders({ status: 'all', page: 1, per_page: RECENT_ORDERS });
  const data = query.data?.[0];

  return (
    <section aria-labelledby={headingId} className={className} data-testid="recent-orders">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <SectionHeading id={headingId} size="lg" weight="semibold">
          {t('recent.title')}
        </SectionHeading>
        {data && data.orders.length > 0 && (
          <Link to="/orders" className={moreLinkClass}>
            {t('recent.all', { total: format.number(data.summary.total_orders) })}
          </Link>
        )}
      </div>
      <div className="mt-4">
        {query.isPending && <Skeleton className="h-32 w-full" />}
        {query.isError && (
          <ErrorState
            message={t('list.failed', { reason: message(query.error) })}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {data && data.orders.length === 0 && (
          <div className="rounded-2xl border border-dashed border-sand-300 bg-sand-50 p-5">
            <p className="font-medium text-ink">{t('list.empty')}</p>
            <p className="mt-1 text-sm text-ink-muted">{t('list.empty-body')}</p>
            <Link to="/product" className={`${buttonStyles.small} mt-4`}>
              {t('action.shop')}
            </Link>
          </div>
        )}
        {data && data.orders.length > 0 && (
          <ul className="flex flex-col divide-y divide-sand-200">
            {data.orders.map((order) => (
              <li
                key={order.order_no}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
                data-testid="recent-order"
              >
                <div className="min-w-0">
                  <Link
                    to={`/orders/${order.order_no}`}
                    className="font-mono font-semibold text-jungle-900 hover:underline"
                  >
                    {order.order_no}
                  </Link>
                  <p className="text-sm text-ink-muted">
                    {t('recent.line', {
                      date: format.date(order.created_at),
                      count: order.items.reduce((n, item) => n + item.qty, 0),
                    })}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <OrderStatusBadge status={order.status} />
                  <span className="font-semibold text-ink">
                    {order.totals.currency === 'KHR' && order.totals.total_khr !== null
                      ? format.khr(order.totals.total_khr)
                      : format.usd(order.totals.total)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
