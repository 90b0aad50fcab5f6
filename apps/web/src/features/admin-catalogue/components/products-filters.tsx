import { useTranslation } from '@/lib/i18n-react';
import { FilterBar } from '@/components/admin/filter-bar';
import { SearchFilter, SelectFilter, type FilterOption } from '@/components/admin/filter-fields';
import type { ListParams } from '@/components/admin/use-list-params';
import { useCatalogueOptions } from '../api/admin-products';
import { useLocalName } from '../hooks/use-local-name';

export const PRODUCT_FILTER_DEFAULTS = {
  search: '',
  status: '',
  category_id: '',
  brand_id: '',
  low_stock: '',
};

/** Every filter of GET /api/admin/products, read from and written to the address. */
export function ProductsFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin-catalogue');
  const options = useCatalogueOptions();
  const local = useLocalName();
  const { values, set, reset } = list;

  const select = (key: string, label: string, choices: FilterOption[]) => (
    <SelectFilter
      id={`products-${key}`}
      label={label}
      value={values[key] ?? ''}
      onChange={(value) => set(key, value)}
      options={choices}
    />
  );

  return (
    <FilterBar onReset={reset}>
      <SearchFilter
        id="products-search"
        label={t('filters.search')}
        placeholder={t('filters.search-placeholder')}
        value={values.search ?? ''}
        onSearch={(value) => set('search', value)}
      />
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
