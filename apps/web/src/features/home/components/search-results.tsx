import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@camtour/shared/schemas/shop';
import type { LocationCard } from '@camtour/shared/schemas/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import { ErrorState } from '@/components/ui/error-state';
import { useErrorMessage } from '@/lib/error-message';
import type { ResultTab, useHomeSearch } from '../hooks/use-home-search';
import { GearGrid } from '@/entities/product/gear-card';
import { PaginationBar } from './pagination-bar';

interface SearchResultsProps {
  search: string;
  results: ReturnType<typeof useHomeSearch>;
  onClear: () => void;
  renderLocations: (locations: readonly LocationCard[]) => ReactNode;
  skeleton: ReactNode;
}

const trigger =
  'whitespace-nowrap border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-ink-muted hover:text-jungle-800 data-[state=active]:border-jungle-700 data-[state=active]:text-jungle-900 sm:text-base';

/** Search mode: tabs all / places / gear, 12 places a page with first … last. */
export function SearchResults({
  search,
  results,
  onClear,
  renderLocations,
  skeleton,
}: SearchResultsProps) {
  const { t } = useTranslation('discovery');
  const errorMessage = useErrorMessage();
  const { query, page, tab, setPage, setTab } = results;
  const data = query.data;
  const locations = data?.locations ?? [];
  const products: readonly ProductCard[] = data?.product ?? [];
  const totalLocations = data?.pagination.total ?? 0;
  const lastPage = data?.pagination.last_page ?? 1;

  const heading = (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h2 id="home-results" className="text-2xl font-bold leading-display text-jungle-900">
        {t('results.title', { search })}
      </h2>
      <button type="button" onClick={onClear} className={buttonStyles.small}>
        {t('results.clear')}
      </button>
    </div>
  );

  let body: ReactNode;
  if (query.isPending) {
    body = <div aria-busy="true">{skeleton}</div>;
  } else if (query.isError && !data) {
    body = (
      <ErrorState
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (totalLocations === 0 && products.length === 0) {
    body = (
      <div
        className="rounded-3xl border border-dashed border-sand-300 bg-white p-8 text-center"
        data-testid="results-empty"
      >
        <p className="text-lg font-semibold text-jungle-900">{t('results.empty.title')}</p>
        <p className="mt-1 text-ink-muted">{t('results.empty.body')}</p>
      </div>
    );
  } else {
    const pager = <PaginationBar current={page} last={lastPage} onPage={setPage} />;
    const placesBlock =
      locations.length > 0 ? (
        <div className="flex flex-col gap-6">
          {renderLocations(locations)}
          {pager}
        </div>
      ) : (
        <p className="text-ink-muted">{t('results.none.locations')}</p>
      );
    const gearBlock =
      products.length > 0 ? (
        <GearGrid products={products} label={t('results.tab.products')} />
      ) : (
        <p className="text-ink-muted">{t('results.none.products')}</p>
      );
    body = (
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ResultTab)}>
        <Tabs.List
          aria-label={t('results.tabs')}
          className="mb-6 flex overflow-x-auto border-b border-sand-200"
        >
          <Tabs.Trigger value="all" className={trigger}>
            {t('results.tab.all', { count: totalLocations + products.length })}
          </Tabs.Trigger>
          <Tabs.Trigger value="locations" className={trigger}>
            {t('results.tab.locations', { count: totalLocations })}
          </Tabs.Trigger>
          <Tabs.Trigger value="products" className={trigger}>
            {t('results.tab.products-count', { count: products.length })}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="all" className="flex flex-col gap-10 outline-none">
          {locations.length > 0 && (
            <section aria-label={t('results.tab.locations-plain')}>
              <h3 className="mb-4 text-lg font-semibold text-jungle-900">
                {t('results.tab.locations-plain')}
              </h3>
              {placesBlock}
            </section>
          )}
          {products.length > 0 && (
            <section aria-label={t('results.tab.products')}>
              <h3 className="mb-4 text-lg font-semibold text-jungle-900">
                {t('results.tab.products')}
              </h3>
              {gearBlock}
            </section>
          )}
        </Tabs.Content>
        <Tabs.Content value="locations" className="outline-none">
          {placesBlock}
        </Tabs.Content>
        <Tabs.Content value="products" className="outline-none">
          {gearBlock}
        </Tabs.Content>
      </Tabs.Root>
    );
  }

  return (
    <section
      aria-labelledby="home-results"
      className="flex flex-col gap-6"
      data-testid="home-results"
      aria-busy={query.isFetching}
    >
      {heading}
      {body}
    </section>
  );
}
