import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/lib/error-message';
import type { ReviewItem } from './review-section';

/** A page of a hotel's or a product's reviews: each page repeats the average and the count. */
export interface ReviewPage {
  rating: number;
  review_count: number;
  reviews: readonly ReviewItem[];
}

export interface ReviewPages {
  /** The average and count, read from the first page. */
  rating: number;
  count: number;
  /** The props ReviewSection takes from the list: every page loaded so far, its status, "more". */
  list: {
    reviews: readonly ReviewItem[];
    status: ReactNode;
    more: { hasNext: boolean; loading: boolean; onMore: () => void };
  };
}

/**
 * What a review list paged by "show more" shows: skeleton rows while the first page loads, the
 * error with a retry when it failed (a failed later page keeps the reviews already shown).
 */
export function useReviewPages(
  query: UseInfiniteQueryResult<InfiniteData<ReviewPage>>,
  { skeletons }: { skeletons: number },
): ReviewPages {
  const message = useErrorMessage();
  const first = query.data?.pages[0];
  const reviews = query.data?.pages.flatMap((page) => page.reviews) ?? [];

  const status = query.isPending ? (
    <div className="flex flex-col gap-3">
      {Array.from({ length: skeletons }, (_, key) => (
        <Skeleton key={key} className="h-20" />
      ))}
    </div>
  ) : query.isError && reviews.length === 0 ? (
    <ErrorState
      message={message(query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  ) : undefined;

  return {
    rating: first?.rating ?? 0,
    count: first?.review_count ?? 0,
    list: {
      reviews,
      status,
      more: {
        hasNext: query.hasNextPage,
        loading: query.isFetchingNextPage,
        onMore: () => void query.fetchNextPage(),
      },
    },
  };
}
