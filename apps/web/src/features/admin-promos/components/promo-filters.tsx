import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROMO_STATES } from '@camtour/shared/domain/promo-state';
import { FilterBar } from '@/components/admin/filter-bar';
import type { ListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/form-controls';

export const PROMO_FILTER_DEFAULTS = { search: '', state: '' };

const control = `${inputStyles} py-2 text-sm`;

/** Search by code and filter by state, kept in the address. */
export function PromoFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin-content');
  const { values, set, reset } = list;
  // Applied on Enter or the button, not on every key.
  const [search, setSearch] = useState(values.search ?? '');
  useEffect(() => setSearch(values.search ?? ''), [values.search]);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    set('search', search.trim());
  };
  return (
    <FilterBar onReset={reset}>
      <form role="search" onSubmit={onSearch} className="flex min-w-0 flex-col gap-1 md:w-72">
        <label htmlFor="promos-search" className="text-xs font-semibold text-ink-muted">
          {t('promos.search')}
        </label>
        <div className="flex gap-2">
          <input
            id="promos-search"
            type="search"
            maxLength={100}
            className={`${control} uppercase`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <button type="submit" className={`${buttonStyles.small} shrink-0 whitespace-nowrap`}>
            {t('promos.search-go')}
          </button>
        </div>
      </form>
      <div className="flex min-w-0 flex-col gap-1 md:w-48">
        <label htmlFor="promos-state" className="text-xs font-semibold text-ink-muted">
          {t('promos.state')}
        </label>
        <select
          id="promos-state"
          className={control}
          value={values.state ?? ''}
          onChange={(event) => set('state', event.target.value)}
        >
          <option value="">{t('promos.any-state')}</option>
          {PROMO_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`state.${state}`)}
            </option>
          ))}
        </select>
      </div>
    </FilterBar>
  );
}
