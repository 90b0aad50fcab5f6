import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@camtour/shared/schemas/admin-overview';
import { api } from '@/lib/api-client';

export const OVERVIEW_PATH = '/api/admin/overview';

/** Staff glance at it between tasks: fresh for half a minute, refetched on return to the tab. */
export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'overview'] as const,
    queryFn: ({ signal }) => api.get<AdminOverview>(OVERVIEW_PATH, { signal }),
    staleTime: 30_000,
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
