import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { LocationReviewForm } from './review-form';
import { StarRating } from './star-rating';

function LoginPrompt() {
  const { t } = useTranslation('travel');
  const location = useLocation();
  const returnUrl = encodeURIComponent(`${location.pathname}${location.search}${location.hash}`);
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

/** Average (one decimal) and count, the reviews, and the form behind "write a review". */
export function LocationReviews({ location }: { location: LocationDetail }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const session = useSession();
  const [writing, setWriting] = useState(false);
  const [needLogin, setNeedLogin] = useState(false);
  const visitor = session.status === 'anonymous' || needLogin;
  const count = location.review_count;

  return (
    <section
      aria-labelledby="reviews-title"
      className="flex flex-col gap-5"
      data-testid="location-reviews"
    >
      <h2 id="reviews-title" className="text-2xl font-bold leading-display text-jungle-900">
        {t('reviews.title')}
      </h2>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4">
          <p className="text-4xl font-bold text-jungle-900" data-testid="review-average">
            {format.number(location.rate_star, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            })}
          </p>
          <div>
            <StarRating stars={location.rate_star} size="md" />
            <p className="text-sm text-ink-muted" data-testid="review-count">
              {t('reviews.count', { count })}
            </p>
          </div>
        </div>
        {!writing && session.status !== 'loading' && (
          <button type="button" className={buttonStyles.secondary} onClick={() => setWriting(true)}>
            {t('review.write')}
          </button>
        )}
      </div>
      {writing &&
        (visitor ? (
          <LoginPrompt />
        ) : (
          <LocationReviewForm
            locationId={location.id}
            onDone={() => setWriting(false)}
            onNeedLogin={() => setNeedLogin(true)}
          />
        ))}
      {location.stars.length === 0 ? (
        <p className="text-ink-muted" data-testid="reviews-empty">
          {t('reviews.empty')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-sand-200" data-testid="review-list">
          {location.stars.map((review) => (
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
    </section>
  );
}
