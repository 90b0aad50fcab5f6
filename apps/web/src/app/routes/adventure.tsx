import { useTranslation } from 'react-i18next';
import { AdventureNotice } from '@/features/adventure/components/adventure-notice';
import { useAdventureFilters } from '@/features/adventure/hooks/use-adventure-filters';
import { CategorySelect } from '@/features/places/components/category-select';
import { PlaceCascade } from '@/features/places/components/place-cascade';
import { RoutePage } from '../route-page';

export function Component() {
  const { t } = useTranslation();
  const { filters, setFilter, clearFilters } = useAdventureFilters();
  const filtered = Object.values(filters).some((value) => value !== null);

  return (
    <RoutePage intro={t('adventure.intro')}>
      <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
        <aside
          aria-labelledby="adventure-filters"
          className="h-fit rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
        >
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id="adventure-filters" className="text-lg font-semibold text-jungle-900">
              {t('adventure.filters')}
            </h2>
            {filtered && (
              <button
                type="button"
                onClick={clearFilters}
                className="text-sm font-semibold text-jungle-700 hover:underline"
              >
                {t('adventure.filters.clear')}
              </button>
            )}
          </div>
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => event.preventDefault()}
            role="search"
          >
            <PlaceCascade value={filters} onChange={setFilter} />
            <CategorySelect
              value={filters.category_id}
              onChange={(id) => setFilter('category_id', id)}
            />
          </form>
        </aside>
        <div className="min-w-0">
          <AdventureNotice filtered={filtered} />
        </div>
      </div>
    </RoutePage>
  );
}
