import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The travel guide of one place (document 3 §3); every section may be null. */
export interface GuideTips {
  best_time_to_visit: string | null;
  local_contacts: Record<string, string> | null;
  currency_and_budget: {
    currency?: string;
    notes?: string;
    ATMs?: string;
    budget?: string;
  } | null;
  local_transportation: { shortDistances?: string; longDistances?: string; tip?: string } | null;
  what_to_pack: string[] | null;
  local_etiquette: { greeting?: string; customs?: string[] } | null;
  what_on_sale: string[] | null;
}

export interface GuideEntry {
  location_id: number;
  tips: Partial<GuideTips> | null;
}

/** GET /api/web/view/location/guide: an empty list when the place has no guide. */
export function getLocationGuide(locationId: number, lang: string, signal?: AbortSignal) {
  return api.get<GuideEntry[]>('/api/web/view/location/guide', {
    query: { location_id: locationId, lang },
    signal,
  });
}

export function locationGuideQueryOptions(locationId: number, lang: string) {
  return queryOptions({
    queryKey: ['travel', 'guide', locationId, lang] as const,
    queryFn: ({ signal }) => getLocationGuide(locationId, lang, signal),
    staleTime: 5 * 60_000,
  });
}

export function useLocationGuide(locationId: number, lang: string) {
  return useQuery(locationGuideQueryOptions(locationId, lang));
}
