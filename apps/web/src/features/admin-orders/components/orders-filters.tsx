import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_PAYMENT_METHODS, DELIVERY_TYPES } from '@camtour/shared/domain/checkout';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@camtour/shared/domain/orders';
import { FilterBar } from '@/components/admin/filter-bar';
import type { ListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/form-controls';

export const ORDER_FILTER_DEFAULTS = {
  search: '',
  status: '',
  payment_status: '',
  payment_method: '',
  delivery_type: '',
  from: '',
  to: '',
};

const control = `${inputStyles} py-2 text-sm`;

function Labelled({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 md:w-44">
      <label htmlFor={id} className="text-xs font-semibold text-ink-muted">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Every filter of GET /api/admin/orders, read from and written to the address. */
export function OrdersFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation(['admin', 'orders']);
  const { values, set, reset } = list;
  // The search is typed freely and applied on Enter or the button, not on every key.
  const [search, setSearch] = useState(values.search ?? '');
  useEffect(() => setSearch(values.search ?? ''), [values.search]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    set('search', search.trim());
  };

  const select = <T extends string>(
    key: string,
    label: string,
    options: readonly T[],
    optionLabel: (value: T) => string,
  ) => (
    <Labelled id={`orders-${key}`} label={label}>
      <select
        id={`orders-${key}`}
        className={control}
        value={values[key] ?? ''}
        onChange={(event) => set(key, event.target.value)}
      >
        <option value="">{t('orders.any')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </Labelled>
  );

  return (
    <FilterBar onReset={reset}>
      <form role="search" onSubmit={onSearch} className="flex min-w-0 flex-col gap-1 md:w-72">
        <label htmlFor="orders-search" className="text-xs font-semibold text-ink-muted">
          {t('orders.search')}
        </label>
        <div className="flex gap-2">
          <input
            id="orders-search"
            type="search"
            maxLength={100}
            className={control}
            value={search}
            placeholder={t('orders.search-placeholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className={`${buttonStyles.small} shrink-0 whitespace-nowrap`}>
            {t('orders.search-go')}
          </button>
        </div>
      </form>
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
      <Labelled id="orders-from" label={t('orders.from')}>
        <input
          id="orders-from"
          type="date"
          className={control}
          value={values.from ?? ''}
          max={values.to || undefined}
          onChange={(event) => set('from', event.target.value)}
        />
      </Labelled>
      <Labelled id="orders-to" label={t('orders.to')}>
        <input
          id="orders-to"
          type="date"
          className={control}
          value={values.to ?? ''}
          min={values.from || undefined}
          onChange={(event) => set('to', event.target.value)}
        />
      </Labelled>
    </FilterBar>
  );
}
