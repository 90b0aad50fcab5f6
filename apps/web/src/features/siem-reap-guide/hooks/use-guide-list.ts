import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import {
  hasActiveFilters,
  nextVisible,
  previousVisible,
  toFilterQuery,
} from '@camtour/shared/domain/location-filters';
import { GUIDE_STEP } from '@camtour/shared/domain/travel';
import { siemReapQueryOptions, type GuideFilters } from '../api/get-siem-reap';

/**
 * The guide's destinations, 9 more or 9 fewer at a time (document 3 §4). They arrive 50 a
 * request; "show more" past what has arrived asks for the next 50.
 *
 * Unfiltered, the page shows the top 3 above the list, so the list leaves them out rather
 * than repeat them: both are ordered by views, so the three are always in the first answer
 * and the total is simply three less. Filtered, the list is the answer and the top 3 (of the
 * whole province, not of the filter) is not shown.
 */
export function useGuideList(filters: GuideFilters) {
  const { i18n } = useTranslation();
  const query = useInfiniteQuery(siemReapQueryOptions(filters, i18n.language));
  const key = JSON.stringify(toFilterQuery(filters));
  const [step, setStep] = useState({ key, visible: GUIDE_STEP });
  // New filters, new list: back to the first 9.
  if (step.key !== key) setStep({ key, visible: GUIDE_STEP });
  const visible = step.key === key ? step.visible : GUIDE_STEP;

  const pages = query.data?.pages ?? [];
  const first = pages[0];
  const filtered = hasActiveFilters(filters);
  const topViewed = filtered ? [] : (first?.top_view_location ?? []);
  const topIds = new Set(topViewed.map((location) => location.id));
  const all = pages.flatMap((page) => page.locations).filter((l) => !topIds.has(l.id));
  const total = Math.max((first?.pagination.total ?? 0) - topIds.size, 0);

  const showMore = () => {
    const next = nextVisible(visible, GUIDE_STEP, total);
    if (next > all.length && query.hasNextPage && !query.isFetchingNextPage) {
      void query.fetchNextPage();
    }
    setStep({ key, visible: next });
  };
  const showLess = () => setStep({ key, visible: previousVisible(visible, GUIDE_STEP) });

  return {
    query,
    locations: all.slice(0, visible),
    total,
    topViewed,
    products: first?.product_relates ?? [],
    canShowMore: visible < total,
    canShowLess: visible > GUIDE_STEP,
    loadingMore: query.isFetchingNextPage,
    showMore,
    showLess,
  };
}
