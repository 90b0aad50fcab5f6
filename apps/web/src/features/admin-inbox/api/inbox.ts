import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  InboxBooking,
  InboxBookingsPage,
  InboxBox,
  InboxFeedback,
  InboxFeedbackPage,
  InboxHotelBooking,
  InboxHotelBookingsPage,
  InboxMark,
} from '@camtour/shared/schemas/admin-content';
import { api, type QueryValue } from '@/lib/api-client';

export const INBOX_KEY = ['admin', 'inbox'] as const;

type PageOf<B extends InboxBox> = B extends 'feedback'
  ? InboxFeedbackPage
  : B extends 'bookings'
    ? InboxBookingsPage
    : InboxHotelBookingsPage;
export type ItemOf<B extends InboxBox> = B extends 'feedback'
  ? InboxFeedback
  : B extends 'bookings'
    ? InboxBooking
    : InboxHotelBooking;

/**
 * GET /api/admin/inbox/{feedback|bookings|hotel-bookings}: a page of the box, and its unread and
 * unhandled counts.
 */
export const inboxQueryOptions = <B extends InboxBox>(box: B, query: Record<string, QueryValue>) =>
  queryOptions({
    queryKey: [...INBOX_KEY, box, query] as const,
    queryFn: ({ signal }) => api.get<PageOf<B>>(`/api/admin/inbox/${box}`, { signal, query }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export function useInbox<B extends InboxBox>(box: B, query: Record<string, QueryValue>) {
  return useQuery(inboxQueryOptions(box, query));
}

/**
 * POST /api/admin/inbox/{box}/{id}/{mark}. The item's new marks show at once in the cached
 * pages of its box; the lists and counts (and the overview's) refetch after.
 */
export function useInboxMark(box: InboxBox) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mark }: { id: number; mark: InboxMark }) =>
      api.post<ItemOf<typeof box>>(`/api/admin/inbox/${box}/${id}/${mark}`),
    onSuccess: (item) => {
      queryClient.setQueriesData<InboxFeedbackPage | InboxBookingsPage | InboxHotelBookingsPage>(
        { queryKey: [...INBOX_KEY, box] },
        (page) =>
          page &&
          ({
            ...page,
            items: page.items.map((old) => (old.id === item.id ? { ...old, ...item } : old)),
          } as typeof page),
      );
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...INBOX_KEY, box] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
      ]),
  });
}
