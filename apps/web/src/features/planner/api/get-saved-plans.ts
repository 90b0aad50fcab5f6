import { useInfiniteQuery } from '@tanstack/react-query';
import type { SavedPlanList } from '@camtour/shared/schemas/planner';
import { api } from '@/lib/api-client';

export const savedPlansQueryKey = ['planner', 'saved-plans'] as const;

/** GET /api/web/user/plans: the account's trip plans, newest first, a page at a time. */
export function getSavedPlans(page: number, lang: string, signal?: AbortSignal) {
  return api.get<SavedPlanList>('/api/web/user/plans', { query: { page, lang }, signal });
}

/** "Show more" appends the next page; only asked for when someone is logged in. */
export function useSavedPlans(lang: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...savedPlansQueryKey, lang],
    queryFn: ({ pageParam, signal }) => getSavedPlans(pageParam, lang, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.current_page < last.pagination.last_page
        ? last.pagination.current_page + 1
        : undefined,
    enabled,
  });
}
