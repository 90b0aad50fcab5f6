import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roundedStars } from '@camtour/shared/domain/catalog';
import { buttonStyles } from '@/components/ui/button-styles';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useReviews } from '../api/get-reviews';
import { ReviewForm } from './review-form';
import { StarRating } from './star-rating';

function LoginPrompt() {
  const { t } = useTranslation('shop');
  const location = useLocation();
  const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div
      className="rounded-3xl border border-jungle-200 bg-jungle-50 p-5"
      data-testid="review-login-prompt"
    >
      <p className="text-ink">{t('review.login-prompt')}</p>
      <Link to={`/login?returnUrl=${returnUrl}`} className={`${buttonStyles.primary} mt-3`}>
        {t('review.login')}
      </Link>
    </div>
  );
}

/** Average, count, the reviews newest first with "show more reviews", and the review form. */
export function ProductReviews({ productId }: { productId: number }) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const message = useErrorMessage();
  const session = useSession();
  const reviews = useReviews(productId);
  const [writing, setWriting] = useState(false);
  const [needLogin, setNeedLogin] = useState(false);

  const first = reviews.data?.pages[0];
  const rating = first?.rating ?? 0;
  const count = first?.review_count ?? 0;
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  const visitor = session.status === 'anonymous' || needLogin;

  return (
    <div className="flex flex-col gap-6" data-testid="product-reviews">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4" data-testid="review-summary">
          <p className="text-4xl font-bold text-jungle-900" data-testid="review-average">
            {format.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </p>
          <div>
            <StarRating stars={roundedStars(rating * count, count)} size="md" />
            <p className="text-sm text-ink-muted" data-testid="review-count">
              {t('rating.reviews', { count })}
            </p>
          </div>
        </div>
        {!writing && session.status !== 'loading' && (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => setWriting(true)}
            aria-expanded={writing}
          >
            {t('review.write')}
          </button>
        )}
      </div>

      {writing &&
        (visitor ? (
          <LoginPrompt />
        ) : (
          <ReviewForm
            productId={productId}
            onDone={() => setWriting(false)}
            onNeedLogin={() => setNeedLogin(true)}
          />
        ))}

      {reviews.isPending ? (
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
      ) : items.length === 0 ? (
        <p className="text-ink-muted">{t('review.empty')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-sand-200" data-testid="review-list">
          {items.map((review) => (
            <li key={review.id} className="py-4" data-testid="review">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-ink">{review.rater_name}</p>
                <time dateTime={review.created_at} className="text-sm text-ink-muted">
                  {format.date(review.created_at)}
                </time>
              </div>
              <StarRating stars={review.star} />
              <p className="mt-2 whitespace-pre-line text-ink">{review.comment}</p>
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <button
          type="button"
          className={`${buttonStyles.secondary} self-center`}
          onClick={() => void reviews.fetchNextPage()}
          disabled={reviews.isFetchingNextPage}
        >
          {reviews.isFetchingNextPage ? t('review.loading-more') : t('review.more')}
        </button>
      )}
    </div>
  );
}
