import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProvinceLookup } from '@camtour/shared/schemas/places';
import { useTranslation } from '@/lib/i18n-react';
import { api } from '@/lib/api-client';

export function getProvinces(lang: string, signal?: AbortSignal): Promise<ProvinceLookup[]> {
  return api.get<ProvinceLookup[]>('/api/web/view/location/provinces', { query: { lang }, signal });
}

export function provincesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['places', 'provinces', lang],
    queryFn: ({ signal }) => getProvinces(lang, signal),
    // The gazetteer changes a few times a decade.
    staleTime: 60 * 60_000,
  });
}

export function useProvinces() {
  const { i18n } = useTranslation();
  return useQuery(provincesQueryOptions(i18n.language));
}
