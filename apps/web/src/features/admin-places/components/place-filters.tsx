import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { FilterOption } from '@/components/admin/filter-fields';
import { FilterBar } from '@/components/admin/filter-bar';
import type { ListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/form-controls';

export interface PlaceSelect {
  key: string;
  label: string;
  options: readonly FilterOption[];
}

/**
 * The filter bar of the hotel and location lists: a search applied on Enter or the button, then
 * drop-downs that apply at once. It keeps the places pages' full-size fields, which are larger
 * than the shared `SearchFilter` and `SelectFilter` of the other back-office lists.
 */
export function PlaceFilters({
  searchId,
  searchPlaceholder,
  list,
  selects,
}: {
  searchId: string;
  searchPlaceholder: string;
  list: ListParams;
  selects: readonly PlaceSelect[];
}) {
  const { t } = useTranslation('admin-places');
  const [search, setSearch] = useState(list.values.search ?? '');

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    list.set('search', search.trim());
  };

  return (
    <FilterBar
      onReset={() => {
        setSearch('');
        list.reset();
      }}
    >
      <form onSubmit={onSearch} className="flex flex-col gap-1.5 md:min-w-72" role="search">
        <label htmlFor={searchId} className="text-sm font-semibold">
          {t('filter.search')}
        </label>
        <div className="flex gap-2">
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={searchPlaceholder}
            className={inputStyles}
          />
          <button type="submit" className={buttonStyles.small}>
            {t('filter.search-go')}
          </button>
        </div>
      </form>
      {selects.map(({ key, label, options }) => (
        <label key={key} className="flex flex-col gap-1.5 text-sm font-semibold">
          {label}
          <select
            value={list.values[key]}
            onChange={(event) => list.set(key, event.target.value)}
            className={inputStyles}
          >
            <option value="">{t('filter.any')}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </FilterBar>
  );
}
