import type { LocationDetail } from '@camtour/shared/schemas/travel';
import { ReviewForm } from '@/entities/review/review-form';
import { ReviewSection } from '@/entities/review/review-section';
import { useCreateLocationReview } from '../api/create-location-review';

// Loaded as the form opens, not with the page (see ReviewForm).
const loadSchema = () =>
  import('@camtour/shared/schemas/travel').then((schemas) => schemas.LocationReviewSchema);

/** Average (one decimal) and count, the reviews, and the form behind "write a review". */
export function LocationReviews({ location }: { location: LocationDetail }) {
  const create = useCreateLocationReview(location.id);
  return (
    <ReviewSection
      subject="location"
      titled
      testId="location-reviews"
      average={location.rate_star}
      stars={location.rate_star}
      count={location.review_count}
      reviews={location.stars}
      renderForm={(actions) => (
        <ReviewForm
          subject="location"
          loadSchema={loadSchema}
          create={create}
          testId="location-review-form"
          {...actions}
        />
      )}
    />
  );
}
