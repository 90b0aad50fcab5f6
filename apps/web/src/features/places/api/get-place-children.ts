import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlaceLookup } from '@camtour/shared/schemas/places';
import { useTranslation } from '@/lib/i18n-react';
import { api } from '@/lib/api-client';

/** The three lower levels of the gazetteer share one shape: children of a parent id. */
export type PlaceLevel = 'districts' | 'communes' | 'villages';

export function getPlaceChildren(
  level: PlaceLevel,
  parentId: number,
  lang: string,
  signal?: AbortSignal,
): Promise<PlaceLookup[]> {
  return api.get<PlaceLookup[]>(`/api/web/view/location/${level}/${parentId}`, {
    query: { lang },
    signal,
  });
}

export function placeChildrenQueryOptions(level: PlaceLevel, parentId: number, lang: string) {
  return queryOptions({
    queryKey: ['places', level, parentId, lang],
    queryFn: ({ signal }) => getPlaceChildren(level, parentId, lang, signal),
    staleTime: 60 * 60_000,
  });
}

/** Disabled until the parent is chosen. */
export function usePlaceChildren(level: PlaceLevel, parentId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    ...placeChildrenQueryOptions(level, parentId ?? 0, i18n.language),
    enabled: parentId !== null,
  });
}
