import { roundedStars } from '@camtour/shared/domain/catalog';
import { ReviewForm } from '@/entities/review/review-form';
import { ReviewSection } from '@/entities/review/review-section';
import { useReviewPages } from '@/entities/review/use-review-pages';
import { useCreateReview } from '../api/create-review';
import { useReviews } from '../api/get-reviews';

// Loaded as the form opens, not with the page (see ReviewForm).
const loadSchema = () =>
  import('@camtour/shared/schemas/shop').then((schemas) => schemas.ProductReviewSchema);

/** Average, count, the reviews newest first with "show more reviews", and the review form. */
export function ProductReviews({ productId }: { productId: number }) {
  const { rating, count, list } = useReviewPages(useReviews(productId), { skeletons: 3 });
  const create = useCreateReview(productId);

  return (
    <ReviewSection
      subject="product"
      testId="product-reviews"
      average={rating}
      stars={roundedStars(rating * count, count)}
      count={count}
      {...list}
      renderForm={(actions) => (
        <ReviewForm subject="product" loadSchema={loadSchema} create={create} {...actions} />
      )}
    />
  );
}
