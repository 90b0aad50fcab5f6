import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { ProductCard } from '@camtour/shared/schemas/shop';
import type { LocationCard } from '@camtour/shared/schemas/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Tabs } from '@/components/ui/tabs';
import { SectionHeading } from '@/components/ui/section';
import { useErrorMessage } from '@/lib/error-message';
import type { useHomeSearch } from '../hooks/use-home-search';
import { GearGrid } from '@/entities/product/gear-card';
import { PaginationBar } from './pagination-bar';

interface SearchResultsProps {
  search: string;
  results: ReturnType<typeof useHomeSearch>;
  onClear: () => void;
  renderLocations: (locations: readonly LocationCard[]) => ReactNode;
  skeleton: ReactNode;
}

/** One kind of result in the "all" tab, under its heading. */
function ResultGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className="mb-4 text-lg font-semibold text-jungle-900">{title}</h3>
      {children}
    </section>
  );
}

/** Search mode: tabs all / places / gear, 12 places a page with first … last. */
export function SearchResults(props: SearchResultsProps) {
  const { search, results, onClear, renderLocations, skeleton } = props;
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
      <SectionHeading id="home-results">{t('results.title', { search })}</SectionHeading>
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
      <EmptyState
        title={t('results.empty.title')}
        body={t('results.empty.body')}
        testId="results-empty"
      />
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
      <Tabs
        layout="section"
        value={tab}
        onValueChange={setTab}
        label={t('results.tabs')}
        tabs={[
          {
            value: 'all',
            label: t('results.tab.all', { count: totalLocations + products.length }),
            className: 'flex flex-col gap-10',
            content: (
              <>
                {locations.length > 0 && (
                  <ResultGroup title={t('results.tab.locations-plain')}>{placesBlock}</ResultGroup>
                )}
                {products.length > 0 && (
                  <ResultGroup title={t('results.tab.products')}>{gearBlock}</ResultGroup>
                )}
              </>
            ),
          },
          {
            value: 'locations',
            label: t('results.tab.locations', { count: totalLocations }),
            content: placesBlock,
          },
          {
            value: 'products',
            label: t('results.tab.products-count', { count: products.length }),
            content: gearBlock,
          },
        ]}
      />
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
