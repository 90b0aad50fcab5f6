import { useTranslation } from '@/lib/i18n-react';
import { hasActiveFilters, toFilterQuery } from '@camtour/shared/domain/location-filters';
import { FilterPanel } from '@/components/ui/filter-panel';
import { AdventureResults } from '@/features/adventure/components/adventure-results';
import {
  ADVENTURE_DEBOUNCE_MS,
  ADVENTURE_STAR_OPTIONS,
  useAdventureFilters,
} from '@/features/adventure/hooks/use-adventure-filters';
import { useAdventurePages } from '@/features/adventure/hooks/use-adventure-pages';
import { CategorySelect } from '@/features/places/components/category-select';
import { DebouncedField } from '@/features/places/components/debounced-field';
import { PlaceCascade } from '@/features/places/components/place-cascade';
import { MinViewsFilter } from '@/features/places/components/min-views-filter';
import { StarFilter } from '@/features/places/components/star-filter';
import { TopViewedList } from '@/entities/location/top-viewed-list';
import { RoutePage } from '../route-page';

export function Component() {
  const { t } = useTranslation('discovery');
  const common = useTranslation().t;
  const { filters, pages, setFilter, clearFilters, setPages } = useAdventureFilters();
  const list = useAdventurePages(filters, pages);
  const filtered = hasActiveFilters(filters);
  const activeCount = Object.keys(toFilterQuery(filters)).length;
  const topViewed = <TopViewedList locations={list.topViewed} title={t('top-viewed.title')} />;

  return (
    <RoutePage intro={common('adventure.intro')}>
      <div className="grid gap-8 lg:grid-cols-[19rem_1fr]">
        <div className="flex flex-col gap-6">
          <FilterPanel
            onClear={clearFilters}
            canClear={activeCount > 0}
            activeCount={activeCount}
            testId="filter-panel"
          >
            <DebouncedField
              name="search"
              type="search"
              label={t('filter.search')}
              placeholder={t('filter.search.placeholder')}
              value={filters.search}
              delayMs={ADVENTURE_DEBOUNCE_MS}
              onCommit={(value) => setFilter('search', value)}
            />
            <PlaceCascade value={filters} onChange={setFilter} />
            <CategorySelect
              value={filters.category_id}
              onChange={(id) => setFilter('category_id', id)}
            />
            <StarFilter
              options={ADVENTURE_STAR_OPTIONS}
              value={filters.star}
              onChange={(star) => setFilter('star', star)}
            />
            <MinViewsFilter
              value={filters.min_total_view}
              onChange={(views) => setFilter('min_total_view', views)}
            />
          </FilterPanel>
          <div className="max-lg:hidden">{topViewed}</div>
        </div>
        <section aria-label={t('adventure.results')} className="min-w-0">
          <AdventureResults
            list={list}
            pages={pages}
            filtered={filtered}
            onPages={setPages}
            onReset={clearFilters}
          />
          <div className="mt-8 lg:hidden">{topViewed}</div>
        </section>
      </div>
    </RoutePage>
  );
}
