import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { buttonStyles } from '@/components/ui/button-styles';
import { DetailQuery, type Retry } from '@/components/ui/detail-query';
import { MissingNotice } from '@/components/ui/notice';
import { DetailFrame } from '@/components/ui/page-frame';
import { DetailSkeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { locationDetailQueryOptions } from '../api/get-location-detail';
import { tabFromHash, type LocationTab } from '../lib/location-rules';
import { ActivitiesTab } from './activities-tab';
import { LocationHero } from './location-hero';
import { OverviewTab } from './overview-tab';
import { ProductsTab } from './products-tab';
import { TipsTab } from './tips-tab';
import { useItemTitle } from '@/lib/page-title';

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
  useItemTitle(name);
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
        <Tabs
          value={tab}
          onValueChange={setTab}
          label={t('tabs.label')}
          tabs={[
            {
              value: 'overview',
              label: t('tabs.overview'),
              content: <OverviewTab location={location} />,
            },
            {
              value: 'products',
              label: t('tabs.products', { count: location.products.length }),
              content: <ProductsTab products={location.products} />,
            },
            {
              value: 'activities',
              label: t('tabs.activities', { count: location.active_travel_activities.length }),
              content: (
                <ActivitiesTab activities={location.active_travel_activities} place={name} />
              ),
            },
            { value: 'tips', label: t('tabs.tips'), content: <TipsTab locationId={location.id} /> },
          ]}
        />
      </div>
    </DetailFrame>
  );
}

function NotFound({ retry }: { retry?: Retry }) {
  const { t } = useTranslation('travel');
  return (
    <MissingNotice
      title={t('location.not-found.title')}
      body={t('location.not-found.body')}
      back={{ to: '/Locations', label: t('location.not-found.browse') }}
      actions={
        retry && (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={retry.onRetry}
            disabled={retry.retrying}
          >
            {t('location.not-found.retry')}
          </button>
        )
      }
      testId="location-not-found"
    />
  );
}

/** /location/detail/{id} (document 3 §2); `null` is an id that cannot be a place's. */
export function LocationDetailPage({ locationId }: { locationId: number | null }) {
  const crumbs = useCrumbs();
  return (
    <DetailQuery
      skeleton={<DetailSkeleton tabs testId="location-loading" />}
      id={locationId}
      options={locationDetailQueryOptions}
      crumbs={crumbs}
      notFound={(retry) => <NotFound retry={retry} />}
    >
      {(location) => <LocationView location={location} />}
    </DetailQuery>
  );
}
