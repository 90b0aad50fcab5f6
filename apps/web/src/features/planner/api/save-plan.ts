import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanCreate, SavedPlan } from '@camtour/shared/schemas/planner';
import { api } from '@/lib/api-client';
import { savedPlansQueryKey } from './get-saved-plans';

/** POST /api/web/user/plans: the server recomputes the plan from the answers and keeps them. */
export function savePlan(plan: PlanCreate, lang: string) {
  return api.post<SavedPlan>('/api/web/user/plans', plan, { query: { lang } });
}

export function useSavePlan(lang: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanCreate) => savePlan(plan, lang),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPlansQueryKey }),
  });
}
