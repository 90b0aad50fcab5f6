import { roundedStars } from '@camtour/shared/domain/catalog';
import { ProductReviewSchema } from '@camtour/shared/schemas/shop';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ReviewForm } from '@/entities/review/review-form';
import { ReviewSection } from '@/entities/review/review-section';
import { useErrorMessage } from '@/lib/error-message';
import { useCreateReview } from '../api/create-review';
import { useReviews } from '../api/get-reviews';

/** Average, count, the reviews newest first with "show more reviews", and the review form. */
export function ProductReviews({ productId }: { productId: number }) {
  const message = useErrorMessage();
  const reviews = useReviews(productId);
  const create = useCreateReview(productId);

  const first = reviews.data?.pages[0];
  const rating = first?.rating ?? 0;
  const count = first?.review_count ?? 0;
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  const status = reviews.isPending ? (
    <div className="flex flex-col gap-3">
      {[0, 1, 2].map((key) => (
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
      subject="product"
      testId="product-reviews"
      average={rating}
      stars={roundedStars(rating * count, count)}
      count={count}
      reviews={items}
      status={status}
      more={{
        hasNext: reviews.hasNextPage,
        loading: reviews.isFetchingNextPage,
        onMore: () => void reviews.fetchNextPage(),
      }}
      renderForm={(actions) => (
        <ReviewForm subject="product" schema={ProductReviewSchema} create={create} {...actions} />
      )}
    />
  );
}
