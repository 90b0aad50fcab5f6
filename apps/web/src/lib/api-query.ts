import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { api, type QueryValue } from './api-client';

/** How long a page of public content counts as fresh: a minute, then it is fetched again. */
export const CONTENT_STALE_MS = 60_000;

/**
 * The query options of one GET of the API: its key, the fetch with the
 * query's abort signal, and the content freshness. Features name the key,
 * the path and the parameters; the fetching is written once here.
 */
export function apiQueryOptions<T>(
  queryKey: QueryKey,
  path: string,
  query?: Record<string, QueryValue>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { signal, ...(query ? { query } : {}) }),
    staleTime: CONTENT_STALE_MS,
  });
}
