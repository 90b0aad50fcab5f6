import { useQuery } from '@tanstack/react-query';
import type { SavedPlan } from '@camtour/shared/schemas/planner';
import { api } from '@/lib/api-client';

/** GET /api/web/user/plans/{id}: one of the account's plans, to reopen it. */
export function getSavedPlan(id: number, lang: string, signal?: AbortSignal) {
  return api.get<SavedPlan>(`/api/web/user/plans/${id}`, { query: { lang }, signal });
}

export function useSavedPlan(id: number | null, lang: string) {
  return useQuery({
    queryKey: ['planner', 'saved-plan', id, lang],
    queryFn: ({ signal }) => getSavedPlan(id!, lang, signal),
    enabled: id !== null,
    retry: false,
  });
}
