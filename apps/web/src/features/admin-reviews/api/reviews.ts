import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AdminReview,
  AdminReviewsPage,
  ReviewKind,
} from '@camtour/shared/schemas/admin-content';
import { api, type QueryValue } from '@/lib/api-client';

export const REVIEWS_KEY = ['admin', 'reviews'] as const;

/** GET /api/admin/reviews with the tab's kind and the filters. */
export const adminReviewsQueryOptions = (query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, 'list', query] as const,
    queryFn: ({ signal }) => api.get<AdminReviewsPage>('/api/admin/reviews', { signal, query }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useAdminReviews(query: Record<string, QueryValue>) {
  return useQuery(adminReviewsQueryOptions(query));
}

/** POST /api/admin/reviews/{kind}/{id}/hide or /show; every review list refetches after. */
export function useReviewVisibility(kind: ReviewKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      api.post<AdminReview>(`/api/admin/reviews/${kind}/${id}/${hidden ? 'hide' : 'show'}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
