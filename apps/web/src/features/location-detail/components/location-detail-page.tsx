import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localized } from '@camtour/shared/domain/localize';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { buttonStyles } from '@/components/ui/button-styles';
import { DetailQuery } from '@/components/ui/detail-query';
import { Notice } from '@/components/ui/notice';
import { DetailFrame } from '@/components/ui/page-frame';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocationDetail } from '../api/get-location-detail';
import { tabFromHash, type LocationTab } from '../lib/location-rules';
import { ActivitiesTab } from './activities-tab';
import { LocationHero } from './location-hero';
import { OverviewTab } from './overview-tab';
import { ProductsTab } from './products-tab';
import { TipsTab } from './tips-tab';

const triggerClass =
  'whitespace-nowrap border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-ink-muted hover:text-jungle-800 data-[state=active]:border-jungle-700 data-[state=active]:text-jungle-900 sm:text-base';

function useCrumbs(name?: string): Crumb[] {
  const { t } = useTranslation();
  return [
    { label: t('route.home'), to: '/' },
    { label: t('route.adventure'), to: '/adventure' },
    { label: name ?? t('route.locationDetail') },
  ];
}

/** The selected tab lives in the URL hash, so a reload or a shared link keeps it. */
function useTabInHash(): [LocationTab, (tab: LocationTab) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFromHash(location.hash);
  const setTab = (next: LocationTab) =>
    void navigate(
      { search: location.search, hash: next === 'overview' ? '' : next },
      { replace: true, preventScrollReset: true },
    );
  return [tab, setTab];
}

function LocationView({ location }: { location: LocationDetail }) {
  const { t, i18n } = useTranslation(['travel', 'reviews']);
  const lang = i18n.language;
  const name = localized(lang, location.name, location.name_km);
  const crumbs = useCrumbs(name);
  const [tab, setTab] = useTabInHash();
  const [scrollToMap, setScrollToMap] = useState(false);

  useEffect(() => {
    if (!scrollToMap || tab !== 'overview') return;
    const frame = requestAnimationFrame(() => {
      document
        .getElementById('location-map')
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      setScrollToMap(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollToMap, tab]);

  const viewMap = () => {
    if (tab !== 'overview') setTab('overview');
    setScrollToMap(true);
  };

  return (
    <DetailFrame crumbs={crumbs}>
      <div data-testid="location-detail" data-location-id={location.id}>
        <LocationHero location={location} onViewMap={viewMap} />
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setTab(value as LocationTab)}
          className="mt-12"
        >
          <Tabs.List
            aria-label={t('tabs.label')}
            className="flex overflow-x-auto border-b border-sand-200"
          >
            <Tabs.Trigger value="overview" className={triggerClass}>
              {t('tabs.overview')}
            </Tabs.Trigger>
            <Tabs.Trigger value="products" className={triggerClass}>
              {t('tabs.products', { count: location.products.length })}
            </Tabs.Trigger>
            <Tabs.Trigger value="activities" className={triggerClass}>
              {t('tabs.activities', { count: location.active_travel_activities.length })}
            </Tabs.Trigger>
            <Tabs.Trigger value="tips" className={triggerClass}>
              {t('tabs.tips')}
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="overview" className="pt-8 outline-none">
            <OverviewTab location={location} />
          </Tabs.Content>
          <Tabs.Content value="products" className="pt-8 outline-none">
            <ProductsTab products={location.products} />
          </Tabs.Content>
          <Tabs.Content value="activities" className="pt-8 outline-none">
            <ActivitiesTab activities={location.active_travel_activities} place={name} />
          </Tabs.Content>
          <Tabs.Content value="tips" className="pt-8 outline-none">
            <TipsTab locationId={location.id} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </DetailFrame>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true" data-testid="location-loading">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <Skeleton className="aspect-[16/10] w-full rounded-3xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-1/4" />
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-10 w-1/2" />
        </div>
      </div>
      <Skeleton className="mt-12 h-12 w-full" />
      <Skeleton className="mt-8 h-64 w-full" />
    </div>
  );
}

function NotFound({ onRetry, retrying }: { onRetry?: () => void; retrying?: boolean }) {
  const { t } = useTranslation('travel');
  return (
    <div data-testid="location-not-found">
      <Notice
        title={t('location.not-found.title')}
        actions={
          <>
            <Link to="/Locations" className={buttonStyles.primary}>
              {t('location.not-found.browse')}
            </Link>
            {onRetry && (
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={onRetry}
                disabled={retrying}
              >
                {t('location.not-found.retry')}
              </button>
            )}
          </>
        }
      >
        <p>{t('location.not-found.body')}</p>
      </Notice>
    </div>
  );
}

/** /location/detail/{id} (document 3 §2); `null` is an id that cannot be a place's. */
export function LocationDetailPage({ locationId }: { locationId: number | null }) {
  const crumbs = useCrumbs();
  if (locationId === null) {
    return (
      <DetailFrame crumbs={crumbs}>
        <NotFound />
      </DetailFrame>
    );
  }
  return <LoadedLocation locationId={locationId} crumbs={crumbs} />;
}

function LoadedLocation({ locationId, crumbs }: { locationId: number; crumbs: Crumb[] }) {
  const detail = useLocationDetail(locationId);
  return (
    <DetailQuery
      query={detail}
      crumbs={crumbs}
      skeleton={<DetailSkeleton />}
      notFound={<NotFound onRetry={() => void detail.refetch()} retrying={detail.isFetching} />}
    >
      {(data) => <LocationView location={data} />}
    </DetailQuery>
  );
}
