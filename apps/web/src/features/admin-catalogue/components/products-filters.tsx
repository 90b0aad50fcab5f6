import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/admin/filter-bar';
import type { ListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/form-controls';
import { useCatalogueOptions } from '../api/admin-products';
import { useLocalName } from '../hooks/use-local-name';

export const PRODUCT_FILTER_DEFAULTS = {
  search: '',
  status: '',
  category_id: '',
  brand_id: '',
  low_stock: '',
};

const control = `${inputStyles} py-2 text-sm`;

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 md:w-44">
      <label htmlFor={id} className="text-xs font-semibold text-ink-muted">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Every filter of GET /api/admin/products, read from and written to the address. */
export function ProductsFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin-catalogue');
  const options = useCatalogueOptions();
  const local = useLocalName();
  const { values, set, reset } = list;
  // The search is typed freely and applied on Enter or the button, not on every key.
  const [search, setSearch] = useState(values.search ?? '');
  useEffect(() => setSearch(values.search ?? ''), [values.search]);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    set('search', search.trim());
  };

  const select = (key: string, label: string, choices: { value: string; label: string }[]) => (
    <Labelled id={`products-${key}`} label={label}>
      <select
        id={`products-${key}`}
        className={control}
        value={values[key] ?? ''}
        onChange={(event) => set(key, event.target.value)}
      >
        <option value="">{t('filters.any')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Labelled>
  );

  return (
    <FilterBar onReset={reset}>
      <form role="search" onSubmit={onSearch} className="flex min-w-0 flex-col gap-1 md:w-72">
        <label htmlFor="products-search" className="text-xs font-semibold text-ink-muted">
          {t('filters.search')}
        </label>
        <div className="flex gap-2">
          <input
            id="products-search"
            type="search"
            className={control}
            value={search}
            maxLength={100}
            placeholder={t('filters.search-placeholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className={buttonStyles.small}>
            {t('filters.go')}
          </button>
        </div>
      </form>
      {select('status', t('filters.status'), [
        { value: 'published', label: t('status.published') },
        { value: 'draft', label: t('status.draft') },
      ])}
      {select(
        'category_id',
        t('fields.category'),
        (options.data?.categories ?? []).map((c) => ({
          value: String(c.id),
          label: local(c.name_en, c.name_km),
        })),
      )}
      {select(
        'brand_id',
        t('fields.brand'),
        (options.data?.brands ?? []).map((b) => ({
          value: String(b.id),
          label: local(b.name, b.name_km),
        })),
      )}
      <div className="flex items-center gap-2 md:pb-2">
        <input
          id="products-low-stock"
          type="checkbox"
          className="size-4 accent-jungle-700"
          checked={values.low_stock === 'true'}
          onChange={(event) => set('low_stock', event.target.checked ? 'true' : '')}
        />
        <label htmlFor="products-low-stock" className="text-sm font-semibold text-ink">
          {t('filters.low-stock')}
        </label>
      </div>
    </FilterBar>
  );
}
