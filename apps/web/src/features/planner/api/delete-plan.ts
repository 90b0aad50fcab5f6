import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdResult } from '@camtour/shared/schemas/common';
import { api } from '@/lib/api-client';
import { savedPlansQueryKey } from './get-saved-plans';

/** DELETE /api/web/user/plans/{id}. */
export function deletePlan(id: number) {
  return api.delete<IdResult>(`/api/web/user/plans/${id}`);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPlansQueryKey }),
  });
}
