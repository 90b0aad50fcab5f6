import { ReviewForm } from '@/entities/review/review-form';
import { ReviewSection } from '@/entities/review/review-section';
import { useReviewPages } from '@/entities/review/use-review-pages';
import { useCreateHotelReview, useHotelReviews } from '../api/hotel-reviews';

// Loaded as the form opens, not with the page (see ReviewForm).
const loadSchema = () =>
  import('@camtour/shared/schemas/travel').then((schemas) => schemas.HotelReviewSchema);

/** Guests' average and count, their reviews newest first with "show more", and the form. */
export function HotelReviews({ hotelId }: { hotelId: number }) {
  const { rating, count, list } = useReviewPages(useHotelReviews(hotelId), { skeletons: 2 });
  const create = useCreateHotelReview(hotelId);

  return (
    <ReviewSection
      subject="hotel"
      titled
      testId="hotel-reviews"
      average={rating}
      stars={rating}
      count={count}
      {...list}
      renderForm={(actions) => (
        <ReviewForm
          subject="hotel"
          loadSchema={loadSchema}
          create={create}
          testId="hotel-review-form"
          {...actions}
        />
      )}
    />
  );
}
