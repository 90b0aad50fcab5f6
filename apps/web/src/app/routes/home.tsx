import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { LocationCard as LocationCardData } from '@camtour/shared/schemas/travel';
import { ErrorState } from '@/components/ui/error-state';
import { moreLinkClass, Section } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import { useHomeData } from '@/features/home/api/get-home';
import { GearGrid } from '@/entities/product/gear-card';
import { HeroSlider } from '@/features/home/components/hero-slider';
import { AdventureCta, FeatureHighlights } from '@/features/home/components/home-sections';
import { HomeSearchBox } from '@/features/home/components/home-search-box';
import { PlannerTeaser } from '@/features/home/components/planner-teaser';
import { SearchResults } from '@/features/home/components/search-results';
import { TopViewedCarousel } from '@/features/home/components/top-viewed-carousel';
import { useHomeSearch } from '@/features/home/hooks/use-home-search';
import { useHomeUrl } from '@/features/home/hooks/use-home-url';
import { CategoryFilterPills } from '@/features/places/components/category-filter-pills';
import { CategoryPills } from '@/features/places/components/category-pills';
import { LocationCard } from '@/entities/location/location-card';
import { LocationGrid, LocationGridSkeleton } from '@/entities/location/location-grid';
import { ProvinceGrid } from '@/features/places/components/province-grid';
import { useErrorMessage } from '@/lib/error-message';

/** The browsing list shows this many of the places the pills filter. */
const HOME_LIST_SHOWN = 6;

/** Home is the one page without a breadcrumb: the hero carries its h1. */
export function Component() {
  const { t } = useTranslation('discovery');
  const common = useTranslation().t;
  const errorMessage = useErrorMessage();
  const { search, category, submitSearch, clearSearch, setCategory } = useHomeUrl();
  const home = useHomeData();
  const results = useHomeSearch(search, category);
  const searching = search !== '';

  const renderLocations = (locations: readonly LocationCardData[]) => (
    <LocationGrid locations={locations} label={t('results.tab.locations-plain')} />
  );
  const pills = <CategoryFilterPills value={category} onChange={setCategory} />;

  const all = home.data?.locations ?? [];
  // Document 3 §4: the category pills filter the home list on the client.
  const filtered = category ? all.filter((location) => location.category.slug === category) : all;
  const categoryId = filtered[0]?.category.id;
  const adventureLink = categoryId ? `/adventure?category_id=${categoryId}` : '/adventure';

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-14 px-4 pb-16 pt-4 sm:px-6 lg:px-8">
      <HeroSlider locations={home.data?.top_view_location ?? []}>
        <HomeSearchBox value={search} onSearch={submitSearch} onClear={clearSearch} />
      </HeroSlider>

      {searching ? (
        <>
          <div className="-mb-6">{pills}</div>
          <SearchResults
            search={search}
            results={results}
            onClear={clearSearch}
            renderLocations={renderLocations}
            skeleton={<LocationGridSkeleton count={6} />}
          />
          <AdventureCta />
        </>
      ) : (
        <>
          {/* First under the hero: the kinds of place, each a door into the adventure finder. */}
          <Section
            id="home-categories"
            title={common('home.categories.title')}
            subtitle={common('home.categories.subtitle')}
            action={
              <Link to="/adventure" className={moreLinkClass}>
                {common('home.more.adventure')}
              </Link>
            }
          >
            <CategoryPills />
          </Section>
          {(home.data?.top_view_location.length ?? 0) > 0 && (
            <Section
              id="home-top-viewed"
              title={t('top-viewed.home.title')}
              subtitle={t('top-viewed.home.subtitle')}
            >
              <TopViewedCarousel
                label={t('top-viewed.home.title')}
                items={(home.data?.top_view_location ?? []).map((location) => ({
                  key: location.id,
                  node: <LocationCard location={location} />,
                }))}
              />
            </Section>
          )}

          <Section
            id="home-places"
            title={t('home.places.title')}
            subtitle={t('home.places.subtitle')}
            action={
              <Link to={adventureLink} className={moreLinkClass}>
                {common('home.more.adventure')}
              </Link>
            }
          >
            <div className="mb-5">{pills}</div>
            {home.isPending ? (
              <LocationGridSkeleton count={HOME_LIST_SHOWN} />
            ) : home.isError ? (
              <ErrorState
                message={errorMessage(home.error)}
                onRetry={() => void home.refetch()}
                retrying={home.isFetching}
              />
            ) : filtered.length === 0 ? (
              <p className="rounded-3xl border border-dashed border-sand-300 bg-white p-6 text-center text-ink-muted">
                {t('home.places.empty')}
              </p>
            ) : (
              <LocationGrid
                locations={filtered.slice(0, HOME_LIST_SHOWN)}
                label={t('home.places.title')}
                testId="home-locations"
              />
            )}
          </Section>

          <PlannerTeaser />
          <FeatureHighlights />

          <Section
            id="home-gear"
            title={common('home.shop.title')}
            subtitle={common('home.shop.body')}
            action={
              <Link to="/product" className={moreLinkClass}>
                {common('home.more.shop')}
              </Link>
            }
          >
            {home.isPending ? (
              <div className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4" aria-hidden="true">
                {Array.from({ length: 4 }, (_, index) => (
                  <Skeleton key={index} className="aspect-[3/4]" />
                ))}
              </div>
            ) : (
              <GearGrid products={home.data?.product ?? []} label={common('home.shop.title')} />
            )}
          </Section>

          <Section
            id="home-provinces"
            title={common('home.provinces.title')}
            subtitle={common('home.provinces.subtitle')}
          >
            <ProvinceGrid />
          </Section>
          <AdventureCta />
        </>
      )}
    </div>
  );
}
