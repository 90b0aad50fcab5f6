import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { AdminOrderRow } from '@camtour/shared/schemas/admin';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { useListParams } from '@/components/admin/use-list-params';
import { OrderStatusBadge, PaymentStatusBadge } from '@/entities/order/order-status-badge';
import { useFormat } from '@/lib/format';
import { useAdminOrders } from '../api/admin-orders';
import { ORDER_FILTER_DEFAULTS, OrdersFilters } from './orders-filters';

function useColumns(): AdminColumn<AdminOrderRow>[] {
  const { t } = useTranslation(['admin', 'orders']);
  const format = useFormat();
  return [
    {
      id: 'order',
      header: t('orders.col-order'),
      cell: (row) => (
        <Link
          to={`/admin/orders/${encodeURIComponent(row.order_no)}`}
          className="whitespace-nowrap font-semibold text-jungle-800 underline-offset-2 hover:underline"
          data-testid="order-link"
        >
          {row.order_no}
        </Link>
      ),
    },
    {
      id: 'date',
      header: t('orders.col-date'),
      cell: (row) =>
        format.date(row.created_at, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: 'Asia/Phnom_Penh',
        }),
      className: 'whitespace-nowrap',
    },
    {
      id: 'customer',
      header: t('orders.col-customer'),
      cell: (row) => (
        <div className="min-w-0">
          <p className="font-semibold">{row.customer_name}</p>
          <p className="break-all text-xs text-ink-muted">{row.email}</p>
          <p className="text-xs text-ink-muted">{row.phone}</p>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('orders.col-status'),
      // Khmer status names are two words: a pill must not break across lines.
      cell: (row) => <OrderStatusBadge status={row.status} />,
      className: 'whitespace-nowrap',
    },
    {
      id: 'payment',
      header: t('orders.col-payment'),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1">
          <span>{t(`payment.${row.payment_method}`, { ns: 'orders' })}</span>
          <span className="whitespace-nowrap">
            <PaymentStatusBadge status={row.payment_status} />
          </span>
        </div>
      ),
    },
    {
      id: 'delivery',
      header: t('orders.col-delivery'),
      cell: (row) => t(`delivery.${row.delivery_type}`, { ns: 'orders' }),
    },
    {
      id: 'items',
      header: t('orders.col-items'),
      cell: (row) => format.number(row.item_count),
      className: 'md:text-right',
    },
    {
      id: 'total',
      header: t('orders.col-total'),
      cell: (row) => (
        <span className="whitespace-nowrap font-semibold">
          {row.currency === 'KHR' && row.total_khr !== null
            ? format.khr(row.total_khr)
            : format.usd(row.total_cents / 100)}
        </span>
      ),
      className: 'md:text-right',
    },
  ];
}

/** /admin/orders: every order, newest first, filtered and paged on the server. */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const list = useListParams(ORDER_FILTER_DEFAULTS);
  const orders = useAdminOrders({ ...list.values, page: list.page });
  const columns = useColumns();
  return (
    <>
      <AdminPageHeader title={t('nav.orders')} description={t('orders.intro')} />
      <OrdersFilters list={list} />
      {orders.isError && (
        <div className="mb-4">
          <FormError error={orders.error} />
        </div>
      )}
      {!orders.isError && (
        <>
          <AdminTable
            caption={t('nav.orders')}
            columns={columns}
            rows={orders.data?.orders ?? []}
            rowKey={(row) => row.order_no}
            empty={
              Object.values(list.values).some(Boolean) ? t('orders.empty') : t('orders.none-yet')
            }
            loading={orders.isFetching}
          />
          {orders.data && orders.data.pagination.total > 0 && (
            <Pager pagination={orders.data.pagination} onPage={list.setPage} />
          )}
        </>
      )}
    </>
  );
}
