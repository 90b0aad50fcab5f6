import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import type { ReviewSubject } from './review-form';
import { ReviewCount, StarRating } from './star-rating';
import type { Review } from '@camtour/shared/schemas/shop';

/** What a review list shows of a product's or a place's review (both answers carry these). */
export type ReviewItem = Pick<Review, 'id' | 'rater_name' | 'created_at' | 'star' | 'comment'>;

function LoginPrompt({ subject }: { subject: ReviewSubject }) {
  const { t } = useTranslation('reviews');
  const location = useLocation();
  const returnUrl = encodeURIComponent(`${location.pathname}${location.search}${location.hash}`);
  return (
    <div
      className="rounded-3xl border border-jungle-200 bg-jungle-50 p-5"
      data-testid="review-login-prompt"
    >
      <p className="text-ink">{t(`login-prompt.${subject}`)}</p>
      <Link to={`/login?returnUrl=${returnUrl}`} className={`${buttonStyles.primary} mt-3`}>
        {t('login')}
      </Link>
    </div>
  );
}

/** The reviews, newest first: who, when, their stars and words. */
export function ReviewList({ reviews }: { reviews: readonly ReviewItem[] }) {
  const format = useFormat();
  return (
    <ul className="flex flex-col divide-y divide-sand-200" data-testid="review-list">
      {reviews.map((review) => (
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
  );
}

interface ReviewSectionProps {
  subject: ReviewSubject;
  /** The average, shown to one decimal. */
  average: number;
  /** The whole stars shown beside the average. */
  stars: number;
  count: number;
  reviews: readonly ReviewItem[];
  /** Shown instead of the list while it loads or after it failed. */
  status?: ReactNode;
  /** Under the list: "show more reviews", when the list has more pages. */
  more?: { hasNext: boolean; loading: boolean; onMore: () => void };
  /** The form, given what to do when it is done and when the server asks for a login. */
  renderForm: (actions: { onDone: () => void; onNeedLogin: () => void }) => ReactNode;
  /** With a heading ("Reviews"); a section inside a tab has its tab for a name instead. */
  titled?: boolean;
  testId: string;
}

/** Average and count, "write a review" (a login prompt for visitors), the form and the list. */
export function ReviewSection({
  subject,
  average,
  stars,
  count,
  reviews,
  status,
  more,
  renderForm,
  titled = false,
  testId,
}: ReviewSectionProps) {
  const { t } = useTranslation('reviews');
  const format = useFormat();
  const session = useSession();
  const [writing, setWriting] = useState(false);
  const [needLogin, setNeedLogin] = useState(false);
  const visitor = session.status === 'anonymous' || needLogin;

  const body = (
    <>
      {titled && (
        <h2 id={`${testId}-title`} className="text-2xl font-bold leading-display text-jungle-900">
          {t('title')}
        </h2>
      )}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex items-center gap-4" data-testid="review-summary">
          <p className="text-4xl font-bold text-jungle-900" data-testid="review-average">
            {format.number(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
          </p>
          <div>
            <StarRating stars={stars} size="md" />
            <p className="text-sm text-ink-muted" data-testid="review-count">
              <ReviewCount count={count} />
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
            {t('write')}
          </button>
        )}
      </div>
      {writing &&
        (visitor ? (
          <LoginPrompt subject={subject} />
        ) : (
          renderForm({ onDone: () => setWriting(false), onNeedLogin: () => setNeedLogin(true) })
        ))}
      {status ??
        (reviews.length === 0 ? (
          <p className="text-ink-muted" data-testid="reviews-empty">
            {t(`empty.${subject}`)}
          </p>
        ) : (
          <ReviewList reviews={reviews} />
        ))}
      {more?.hasNext && (
        <button
          type="button"
          className={`${buttonStyles.secondary} self-center`}
          onClick={more.onMore}
          disabled={more.loading}
        >
          {more.loading ? t('loading-more') : t('more')}
        </button>
      )}
    </>
  );

  return titled ? (
    <section
      aria-labelledby={`${testId}-title`}
      className="flex flex-col gap-5"
      data-testid={testId}
    >
      {body}
    </section>
  ) : (
    <div className="flex flex-col gap-6" data-testid={testId}>
      {body}
    </div>
  );
}
