import { HotelReviewSchema } from '@camtour/shared/schemas/travel';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ReviewForm } from '@/entities/review/review-form';
import { ReviewSection } from '@/entities/review/review-section';
import { useErrorMessage } from '@/lib/error-message';
import { useCreateHotelReview, useHotelReviews } from '../api/hotel-reviews';

/** Guests' average and count, their reviews newest first with "show more", and the form. */
export function HotelReviews({ hotelId }: { hotelId: number }) {
  const message = useErrorMessage();
  const reviews = useHotelReviews(hotelId);
  const create = useCreateHotelReview(hotelId);

  const first = reviews.data?.pages[0];
  const rating = first?.rating ?? 0;
  const count = first?.review_count ?? 0;
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  const status = reviews.isPending ? (
    <div className="flex flex-col gap-3">
      {[0, 1].map((key) => (
        <Skeleton key={key} className="h-20" />
      ))}
    </div>
  ) : reviews.isError && items.length === 0 ? (
    <ErrorState
      message={message(reviews.error)}
      onRetry={() => void reviews.refetch()}
      retrying={reviews.isFetching}
    />
  ) : undefined;

  return (
    <ReviewSection
      subject="hotel"
      titled
      testId="hotel-reviews"
      average={rating}
      stars={rating}
      count={count}
      reviews={items}
      status={status}
      more={{
        hasNext: reviews.hasNextPage,
        loading: reviews.isFetchingNextPage,
        onMore: () => void reviews.fetchNextPage(),
      }}
      renderForm={(actions) => (
        <ReviewForm
          subject="hotel"
          schema={HotelReviewSchema}
          create={create}
          testId="hotel-review-form"
          {...actions}
        />
      )}
    />
  );
}
