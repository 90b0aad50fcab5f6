import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocationCategory } from '@camtour/shared/schemas/places';
import { useTranslation } from '@/lib/i18n-react';
import { api } from '@/lib/api-client';

export function getCategories(lang: string, signal?: AbortSignal): Promise<LocationCategory[]> {
  return api.get<LocationCategory[]>('/api/web/view/categories', { query: { lang }, signal });
}

export function categoriesQueryOptions(lang: string) {
  return queryOptions({
    queryKey: ['places', 'categories', lang],
    queryFn: ({ signal }) => getCategories(lang, signal),
  });
}

export function useCategories() {
  const { i18n } = useTranslation();
  return useQuery(categoriesQueryOptions(i18n.language));
}
