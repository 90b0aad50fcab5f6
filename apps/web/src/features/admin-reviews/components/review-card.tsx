import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import type { AdminReview } from '@camtour/shared/schemas/admin-content';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { StatusPill } from '@/components/admin/status-pill';
import { Stars } from '@/components/ui/stars';
import { useFormat } from '@/lib/format';
import { useReviewVisibility } from '../api/reviews';

/** One review as staff judge it: what was said, about what, by whom, and hide or show. */
export function ReviewCard({ review }: { review: AdminReview }) {
  const { t, i18n } = useTranslation('admin-content');
  const format = useFormat();
  const visibility = useReviewVisibility(review.kind, review.id);
  const hidden = review.hidden_at !== null;
  const target = i18n.language === 'km' ? review.target_name_km : review.target_name_en;
  const targetPath = {
    product: `/product/detail/${review.target_id}`,
    location: `/location/detail/${review.target_id}`,
    hotel: `/siem-reap/hotels/${review.target_id}`,
  }[review.kind];
  const when = (iso: string) =>
    format.date(iso, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Asia/Phnom_Penh',
    });
  return (
    <article
      className={`grid gap-3 rounded-2xl border p-4 shadow-sm md:grid-cols-[minmax(0,1fr)_16rem] md:gap-6 ${hidden ? 'border-dashed border-sand-300 bg-sand-50' : 'border-sand-200 bg-white'}`}
      data-testid="review-card"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <Link
          to={targetPath}
          target="_blank"
          rel="noopener"
          className="w-fit break-words font-semibold text-jungle-800 underline-offset-2 hover:underline"
        >
          {target}
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <Stars filled={review.star} label={t('reviews.stars', { count: review.star })} />
          <span className="text-xs text-ink-muted">{when(review.created_at)}</span>
        </div>
        <p className="whitespace-pre-line break-words">{review.comment}</p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 text-sm md:flex-col md:flex-nowrap md:items-end md:justify-start md:text-right">
        <div className="flex min-w-0 flex-col gap-1 md:items-end">
          {hidden ? (
            <StatusPill tone="bad">{t('reviews.hidden')}</StatusPill>
          ) : (
            <StatusPill tone="good">{t('reviews.visible')}</StatusPill>
          )}
          <p className="font-semibold">{review.rater_name}</p>
          <p className="break-all text-ink-muted">{review.rater_email}</p>
          {hidden && (
            <p className="text-ink-muted">
              {t('reviews.hidden-on', { date: when(review.hidden_at!) })}
            </p>
          )}
        </div>
        {hidden ? (
          <ConfirmAction
            label={t('reviews.show')}
            title={t('reviews.show-title')}
            description={t('reviews.show-body')}
            confirmLabel={t('reviews.show')}
            onConfirm={() => visibility.mutateAsync(false)}
          />
        ) : (
          <ConfirmAction
            label={t('reviews.hide')}
            title={t('reviews.hide-title')}
            description={t('reviews.hide-body')}
            confirmLabel={t('reviews.hide')}
            tone="danger"
            onConfirm={() => visibility.mutateAsync(true)}
          />
        )}
      </div>
    </article>
  );
}
