import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { SIEM_REAP_PROVINCE_ID } from '@camtour/shared/constants';
import { hasActiveFilters, toFilterQuery } from '@camtour/shared/domain/location-filters';
import { buttonStyles } from '@/components/ui/button-styles';
import { moreLinkClass, Section } from '@/components/ui/section';
import { FilterPanel } from '@/components/ui/filter-panel';
import { GearGrid } from '@/entities/product/gear-card';
import { DebouncedField } from '@/features/places/components/debounced-field';
import { LocationGrid, LocationGridSkeleton } from '@/entities/location/location-grid';
import { PlaceCascade } from '@/features/places/components/place-cascade';
import { MinViewsFilter } from '@/features/places/components/min-views-filter';
import { StarFilter } from '@/features/places/components/star-filter';
import { GuideDestinations } from '@/features/siem-reap-guide/components/guide-destinations';
import {
  CuisineSection,
  HeritageSection,
  TravelTips,
} from '@/features/siem-reap-guide/components/guide-sections';
import {
  GUIDE_DEBOUNCE_MS,
  GUIDE_STAR_OPTIONS,
  useGuideFilters,
} from '@/features/siem-reap-guide/hooks/use-guide-filters';
import { useGuideList } from '@/features/siem-reap-guide/hooks/use-guide-list';
import { RoutePage } from '../route-page';

export function Component() {
  const { t } = useTranslation('discovery');
  const common = useTranslation().t;
  const { filters, setFilter, clearFilters } = useGuideFilters();
  const list = useGuideList(filters);
  const filtered = hasActiveFilters(filters);
  const activeCount = Object.keys(toFilterQuery(filters)).length;
  const { query } = list;

  return (
    <RoutePage intro={common('siem-reap.intro')}>
      <div className="flex flex-col gap-14">
        <div className="grid gap-8 lg:grid-cols-[19rem_1fr]">
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
              delayMs={GUIDE_DEBOUNCE_MS}
              onCommit={(value) => setFilter('search', value)}
            />
            <PlaceCascade
              fixedProvinceId={SIEM_REAP_PROVINCE_ID}
              value={{ province_id: SIEM_REAP_PROVINCE_ID, ...filters }}
              onChange={(field, id) => {
                if (field !== 'province_id') setFilter(field, id);
              }}
            />
            <StarFilter
              options={GUIDE_STAR_OPTIONS}
              value={filters.star}
              onChange={(star) => setFilter('star', star)}
            />
            <MinViewsFilter
              value={filters.min_total_view}
              onChange={(views) => setFilter('min_total_view', views)}
            />
          </FilterPanel>

          <div className="flex min-w-0 flex-col gap-12">
            {/* Filtered, the list is the answer; unfiltered, the list leaves these three out. */}
            {!query.isError && !filtered && (
              <Section
                id="guide-top"
                title={t('guide.top.title')}
                subtitle={t('guide.top.subtitle')}
              >
                {query.isPending ? (
                  <LocationGridSkeleton count={3} />
                ) : (
                  <LocationGrid
                    locations={list.topViewed}
                    label={t('guide.top.title')}
                    testId="guide-top"
                    priorityFirst
                  />
                )}
              </Section>
            )}
            <Section
              id="guide-all"
              title={filtered ? t('guide.matching.title') : t('guide.more.title')}
            >
              <GuideDestinations list={list} filtered={filtered} onReset={clearFilters} />
            </Section>
          </div>
        </div>

        <HeritageSection />
        <CuisineSection />

        {!query.isError && (
          <Section
            id="guide-gear"
            title={t('guide.gear.title')}
            subtitle={t('guide.gear.subtitle')}
            action={
              <Link to="/product" className={moreLinkClass}>
                {common('home.more.shop')}
              </Link>
            }
          >
            {query.isPending ? (
              <LocationGridSkeleton count={4} />
            ) : (
              <GearGrid products={list.products} label={t('guide.gear.title')} />
            )}
          </Section>
        )}

        <TravelTips />

        <section className="flex flex-col items-start gap-4 rounded-[2rem] border border-jungle-200 bg-jungle-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div className="max-w-2xl">
            <h2 className="text-xl font-semibold leading-display text-jungle-900">
              {t('guide.next.title')}
            </h2>
            <p className="mt-1 text-ink-muted">{t('guide.next.body')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/siem-reap/hotels" className={buttonStyles.primary}>
              {common('nav.siem-reap.hotels')}
            </Link>
            <Link to="/plan" className={buttonStyles.secondary}>
              {common('nav.plan')}
            </Link>
          </div>
        </section>
      </div>
    </RoutePage>
  );
}
