import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { ORDER_FILTERS, ORDERS_PAGE_SIZE, type OrderFilter } from '@camtour/shared/domain/orders';
import type { OrdersSummary } from '@camtour/shared/schemas/orders';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { withParams } from '@/lib/search-params';
import { useMyOrders } from '../api/get-my-orders';
import { OrderCard } from './order-card';

const isFilter = (value: string | null): value is OrderFilter =>
  (ORDER_FILTERS as readonly (string | null)[]).includes(value);

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function Summary({ summary }: { summary: OrdersSummary }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const items = [
    { key: 'total', label: t('summary.total'), value: format.number(summary.total_orders) },
    { key: 'pending', label: t('summary.pending'), value: format.number(summary.pending) },
    { key: 'completed', label: t('summary.completed'), value: format.number(summary.completed) },
    { key: 'cancelled', label: t('summary.cancelled'), value: format.number(summary.cancelled) },
    { key: 'spent', label: t('summary.spent'), value: format.usd(summary.total_spent) },
  ];
  return (
    <section aria-label={t('summary.title')} data-testid="orders-summary">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {items.map((item) => (
          <div
            key={item.key}
            className="rounded-2xl border border-sand-200 bg-white p-4"
            data-testid={`summary-${item.key}`}
          >
            <dt className="text-sm text-ink-muted">{item.label}</dt>
            <dd className="mt-1 text-xl font-bold text-jungle-900">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function ListSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-4">
      {[0, 1].map((key) => (
        <Skeleton key={key} className="h-48 w-full rounded-3xl" />
      ))}
    </div>
  );
}

/**
 * "My orders" (document 2 §2): the filter (all, pending, completed) and the
 * page live in the address, so a reload or a shared link shows the same list.
 */
export function MyOrders() {
  const { t } = useTranslation('orders');
  const common = useTranslation().t;
  const message = useErrorMessage();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: OrderFilter = isFilter(rawStatus) ? rawStatus : 'all';
  const page = readPage(params.get('page'));
  const query = useMyOrders({ status, page, per_page: ORDERS_PAGE_SIZE });
  const data = query.data?.[0];

  const go = (changes: { status?: OrderFilter; page?: number }) =>
    setParams(
      withParams(params, {
        ...(changes.status ? { status: changes.status === 'all' ? null : changes.status } : {}),
        page: changes.page && changes.page > 1 ? String(changes.page) : null,
      }),
    );

  let list;
  if (query.isPending) {
    list = (
      <>
        <span className="sr-only" role="status">
          {common('state.loading')}
        </span>
        <ListSkeleton />
      </>
    );
  } else if (query.isError && !data) {
    list = (
      <ErrorState
        message={t('list.failed', { reason: message(query.error) })}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!data || data.orders.length === 0) {
    list =
      page > 1 ? (
        // A cancel can empty the last page of a filter: lead back to the first.
        <EmptyState
          title={t('list.page-empty')}
          testId="orders-empty"
          reset={{ label: t('pagination.first'), onClick: () => go({ page: 1 }) }}
        />
      ) : status === 'all' ? (
        <EmptyState
          title={t('list.empty')}
          body={t('list.empty-body')}
          testId="orders-empty"
          action={
            <Link to="/product" className={`${buttonStyles.primary} mt-5`}>
              {t('action.shop')}
            </Link>
          }
        />
      ) : (
        <EmptyState
          title={t(`list.empty-${status}`)}
          testId="orders-empty"
          reset={{ label: t('list.show-all'), onClick: () => go({ status: 'all' }) }}
        />
      );
  } else {
    const { pagination } = data;
    list = (
      <div className="flex flex-col gap-5" aria-busy={query.isFetching}>
        {query.isError && (
          <ErrorState
            message={t('list.failed', { reason: message(query.error) })}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        <ul className="flex flex-col gap-5" data-testid="orders-list">
          {data.orders.map((order) => (
            <li key={order.order_no}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
        {pagination.last_page > 1 && (
          <nav
            aria-label={t('pagination.label')}
            className="flex flex-wrap items-center justify-between gap-3"
          >
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={pagination.current_page <= 1 || query.isFetching}
              onClick={() => go({ page: pagination.current_page - 1 })}
            >
              {t('pagination.previous')}
            </button>
            <p className="text-sm text-ink-muted" data-testid="orders-page">
              {t('pagination.page', {
                page: format.number(pagination.current_page),
                pages: format.number(pagination.last_page),
              })}
            </p>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={pagination.current_page >= pagination.last_page || query.isFetching}
              onClick={() => go({ page: pagination.current_page + 1 })}
            >
              {t('pagination.next')}
            </button>
          </nav>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6" data-testid="my-orders">
      {data && <Summary summary={data.summary} />}
      <Tabs
        layout="section"
        label={t('filter.label')}
        value={status}
        onValueChange={(next) => go({ status: next })}
        tabs={ORDER_FILTERS.map((value) => ({
          value,
          label: t(`filter.${value}`),
          content: value === status ? list : null,
        }))}
      />
    </div>
  );
}
