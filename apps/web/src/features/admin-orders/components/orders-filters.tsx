import { useTranslation } from '@/lib/i18n-react';
import { CHECKOUT_PAYMENT_METHODS, DELIVERY_TYPES } from '@camtour/shared/domain/checkout';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@camtour/shared/domain/orders';
import { FilterBar } from '@/components/admin/filter-bar';
import { DateRangeFilter, SearchFilter, SelectFilter } from '@/components/admin/filter-fields';
import type { ListParams } from '@/components/admin/use-list-params';

export const ORDER_FILTER_DEFAULTS = {
  search: '',
  status: '',
  payment_status: '',
  payment_method: '',
  delivery_type: '',
  from: '',
  to: '',
};

/** Every filter of GET /api/admin/orders, read from and written to the address. */
export function OrdersFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation(['admin', 'orders']);
  const { values, set, reset } = list;

  const select = <T extends string>(
    key: string,
    label: string,
    options: readonly T[],
    optionLabel: (value: T) => string,
  ) => (
    <SelectFilter
      id={`orders-${key}`}
      label={label}
      value={values[key] ?? ''}
      onChange={(value) => set(key, value)}
      options={options.map((option) => ({ value: option, label: optionLabel(option) }))}
    />
  );

  return (
    <FilterBar onReset={reset}>
      <SearchFilter
        id="orders-search"
        label={t('orders.search')}
        placeholder={t('orders.search-placeholder')}
        value={values.search ?? ''}
        onSearch={(value) => set('search', value)}
      />
      {select('status', t('orders.status'), ORDER_STATUSES, (s) =>
        t(`status.${s}`, { ns: 'orders' }),
      )}
      {select('payment_status', t('orders.payment-status'), PAYMENT_STATUSES, (s) =>
        t(`payment-status.${s}`, { ns: 'orders' }),
      )}
      {select('payment_method', t('orders.payment-method'), CHECKOUT_PAYMENT_METHODS, (s) =>
        t(`payment.${s}`, { ns: 'orders' }),
      )}
      {select('delivery_type', t('orders.delivery'), DELIVERY_TYPES, (s) =>
        t(`delivery.${s}`, { ns: 'orders' }),
      )}
      <DateRangeFilter
        idPrefix="orders"
        fromLabel={t('orders.from')}
        toLabel={t('orders.to')}
        list={list}
      />
    </FilterBar>
  );
}
