import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { FeatureList, FeatureNumber } from '@/components/ui/feature-list';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/format';
import { useHotels } from '../api/get-hotels';
import { useHotelFilters } from '../hooks/use-hotel-filters';
import { rememberListSearch } from '../lib/list-search';
import { HotelCard } from './hotel-card';
import { HotelPagination } from './hotel-pagination';
import { HotelSearchBar } from './hotel-search-bar';
import { Panel } from '@/components/ui/panel';

const FEATURES = ['price', 'local', 'verified', 'support'] as const;

function WhyChooseUs() {
  const { t } = useTranslation('travel');
  return (
    <Panel
      title={t('hotels.why.title')}
      titleSize="2xl"
      className="mt-16 rounded-3xl bg-sand-100/70 p-6 sm:p-10"
      testId="why-choose-us"
    >
      <FeatureList
        look="panel"
        features={FEATURES.map((feature, index) => ({
          key: feature,
          mark: <FeatureNumber value={index + 1} />,
          title: t(`hotels.why.${feature}.title`),
          body: t(`hotels.why.${feature}.body`),
        }))}
      />
    </Panel>
  );
}

function NoHotels({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('travel');
  const common = useTranslation().t;
  return (
    <EmptyState
      title={filtered ? t('hotels.empty.filtered') : t('hotels.empty')}
      body={filtered ? t('hotels.empty.filtered.body') : t('hotels.empty.body')}
      reset={filtered && { label: common('filters.clear'), onClick: onClear }}
      testId="hotels-empty"
    />
  );
}

/** /siem-reap/hotels (document 3 §2): every filter and the page live in the URL. */
export function HotelListPage() {
  const { t } = useTranslation('travel');
  const common = useTranslation().t;
  const format = useFormat();
  const location = useLocation();
  const { filters, update, clear, active } = useHotelFilters();
  const hotels = useHotels(filters);
  const listTop = useRef<HTMLDivElement>(null);

  useEffect(() => rememberListSearch(location.search), [location.search]);

  const crumbs: Crumb[] = [
    { label: common('route.home'), to: '/' },
    { label: common('route.siemReap'), to: '/siem-reap' },
    { label: common('route.hotels') },
  ];
  // A failed request shows the empty list (document 3 §8).
  const page = hotels.isError ? null : hotels.data;
  const items = page?.hotels ?? [];
  const onPage = (next: number) => {
    update({ page: next });
    listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div>
      <div className="bg-[linear-gradient(135deg,var(--color-jungle-900),var(--color-jungle-700))] text-white">
        <div className="mx-auto w-full max-w-6xl px-4 pb-10 pt-6 sm:px-6 lg:px-8">
          <div className="[&_a]:text-jungle-100 [&_nav]:text-jungle-100 [&_span]:text-jungle-50">
            <Breadcrumbs items={crumbs} />
          </div>
          <h1 className="mt-4 text-3xl font-bold leading-display tracking-tight sm:text-5xl">
            {t('hotels.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-jungle-50">{t('hotels.intro')}</p>
          <div className="mt-8 text-ink">
            <HotelSearchBar
              filters={filters}
              onChange={(patch) => update(patch, { replace: 'search' in patch })}
            />
          </div>
        </div>
      </div>
      <div
        ref={listTop}
        className="mx-auto w-full max-w-6xl scroll-mt-24 px-4 pb-16 pt-8 sm:px-6 lg:px-8"
      >
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <p className="text-ink-muted" aria-live="polite" data-testid="hotels-summary">
            {page && page.paginate.total > 0
              ? t('hotels.summary', {
                  count: page.paginate.total,
                  first: format.number(page.paginate.first_item ?? 0),
                  last: format.number(page.paginate.last_item ?? 0),
                  total: format.number(page.paginate.total),
                })
              : '\u00a0'}
          </p>
          {active && (
            <button type="button" className={buttonStyles.small} onClick={clear}>
              {common('filters.clear')}
            </button>
          )}
        </div>
        {hotels.isPending ? (
          <>
            <span className="sr-only" role="status">
              {common('state.loading')}
            </span>
            <ul
              className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
              aria-hidden="true"
              data-testid="hotels-loading"
            >
              {Array.from({ length: 6 }, (_, index) => (
                <li key={index}>
                  <Skeleton className="h-96" />
                </li>
              ))}
            </ul>
          </>
        ) : items.length === 0 ? (
          <NoHotels filtered={active} onClear={clear} />
        ) : (
          <ul
            className={`grid gap-5 sm:grid-cols-2 lg:grid-cols-3 ${hotels.isPlaceholderData ? 'opacity-60' : ''}`}
            data-testid="hotel-list"
            aria-busy={hotels.isFetching}
          >
            {items.map((hotel, index) => (
              <li key={hotel.id} className="min-w-0">
                <HotelCard hotel={hotel} listSearch={location.search} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        {page && (
          <HotelPagination
            current={page.paginate.current_page}
            last={page.paginate.last_page}
            onPage={onPage}
          />
        )}
        <WhyChooseUs />
      </div>
    </div>
  );
}
