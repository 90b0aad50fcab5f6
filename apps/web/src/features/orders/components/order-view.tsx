import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { Order } from '@camtour/shared/schemas/orders';
import { Panel, panelCardClass } from '@/components/ui/panel';
import { OrderLines } from '@/entities/order/order-lines';
import { OrderStatusBadge, PaymentStatusBadge } from '@/entities/order/order-status-badge';
import { OrderTotals } from '@/entities/order/order-totals';
import { useFormat } from '@/lib/format';

/**
 * One order as its buyer sees it (the confirmation and the order page): its
 * number, date and status, the lines, the server's totals, how it is delivered
 * and paid, and where it goes. `actions` sit under the heading (cancel).
 */
export function OrderView({ order, actions }: { order: Order; actions?: ReactNode }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const { address } = order;

  return (
    <div className="flex flex-col gap-6" data-testid="order-view">
      <section
        aria-label={t('order.number', { number: order.order_no })}
        className={`${panelCardClass} flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between`}
      >
        <div className="flex flex-col gap-1">
          <p className="text-sm text-ink-muted">{t('order.number-label')}</p>
          <p
            className="font-mono text-2xl font-bold tracking-wide text-jungle-900"
            data-testid="order-no"
          >
            {order.order_no}
          </p>
          <p className="text-sm text-ink-muted">
            {t('order.placed-on', {
              date: format.date(order.created_at, {
                year: 'numeric',
                month: 'long',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
              }),
            })}
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.payment_status} />
          </div>
          {order.cancelled_at && (
            <p className="text-sm text-ink-muted">
              {t('order.cancelled-on', { date: format.date(order.cancelled_at) })}
            </p>
          )}
        </div>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </section>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Panel title={t('order.items')} className={panelCardClass}>
          <OrderLines lines={order.items} className="mt-4" />
        </Panel>
        <div className="flex flex-col gap-6">
          <Panel title={t('order.totals')} className={panelCardClass}>
            <OrderTotals totals={order.totals} className="mt-4" />
          </Panel>
          <Panel title={t('order.delivery-payment')} className={panelCardClass}>
            <dl className="mt-4 grid gap-3 text-sm">
              <div>
                <dt className="text-ink-muted">{t('order.delivery')}</dt>
                <dd className="font-medium text-ink" data-testid="order-delivery">
                  {t(`delivery.${order.delivery_type}`)}
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('order.payment')}</dt>
                <dd className="font-medium text-ink" data-testid="order-payment">
                  {t(`payment.${order.payment_method}`)}
                  {' · '}
                  {t(`currency.${order.currency}`)}
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('order.ship-to')}</dt>
                <dd className="text-ink">
                  <p className="font-medium">{`${order.first_name} ${order.last_name}`.trim()}</p>
                  <p>{address.street}</p>
                  <p>
                    {[address.city, address.state, address.zip_code].filter(Boolean).join(', ')}
                  </p>
                  <p>{t('order.country-kh')}</p>
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t('order.contact')}</dt>
                <dd className="break-words text-ink">
                  <p>{order.email}</p>
                  <p>{order.phone}</p>
                </dd>
              </div>
              {order.notes && (
                <div>
                  <dt className="text-ink-muted">{t('order.notes')}</dt>
                  <dd className="whitespace-pre-line text-ink">{order.notes}</dd>
                </div>
              )}
            </dl>
          </Panel>
        </div>
      </div>
    </div>
  );
}
