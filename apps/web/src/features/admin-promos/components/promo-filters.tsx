import { useTranslation } from '@/lib/i18n-react';
import { PROMO_STATES } from '@camtour/shared/domain/promo-state';
import { FilterBar } from '@/components/admin/filter-bar';
import { SearchFilter, SelectFilter } from '@/components/admin/filter-fields';
import type { ListParams } from '@/components/admin/use-list-params';

export const PROMO_FILTER_DEFAULTS = { search: '', state: '' };

/** Search by code and filter by state, kept in the address. */
export function PromoFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin-content');
  const { values, set, reset } = list;
  return (
    <FilterBar onReset={reset}>
      <SearchFilter
        id="promos-search"
        label={t('promos.search')}
        inputClassName="uppercase"
        value={values.search ?? ''}
        onSearch={(value) => set('search', value)}
      />
      <SelectFilter
        id="promos-state"
        label={t('promos.state')}
        className="md:w-48"
        anyLabel={t('promos.any-state')}
        value={values.state ?? ''}
        onChange={(value) => set('state', value)}
        options={PROMO_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
      />
    </FilterBar>
  );
}
