import { useTranslation } from '@/lib/i18n-react';
import { addedWhen, type WishlistItemType } from '@camtour/shared/domain/wishlist';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import { ReviewCount, StarRating } from '@/entities/review/star-rating';
import { useCompactCount } from '@/entities/wishlist/compact-count';
import { useFormat } from '@/lib/format';

/** Document 1 §9: "Added today", "Added 3 days ago" (up to 7), else the date in the reader's format. */
export function AddedDate({ addedAt, now }: { addedAt: string; now: number }) {
  const { t } = useTranslation('favorites');
  const format = useFormat();
  const when = addedWhen(addedAt, now);
  let text: string;
  if (when.kind === 'today') text = t('card.added-today');
  else if (when.kind === 'days-ago') text = t('card.added-days', { count: when.days });
  else text = t('card.added-date', { date: format.date(when.date) });
  return (
    <p className="text-xs text-ink-muted" data-testid="favorite-added">
      <time dateTime={addedAt}>{text}</time>
    </p>
  );
}

/** Views as 950, 1.2K, 3.4M (document 1 §9), written as the header writes its counts. */
export function useViewsText(): (views: number) => string {
  const { t } = useTranslation('favorites');
  const compact = useCompactCount();
  return (views) => t('card.views', { count: views, views: compact(views) });
}

/** Stars, the average and the number of reviews; the views beside them. */
export function FavoriteStats({ item }: { item: WishlistItem }) {
  const format = useFormat();
  const viewsText = useViewsText();
  const rating = Math.max(0, Math.min(5, item.rating));
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
      <span className="inline-flex items-center gap-1.5" data-testid="favorite-rating">
        <StarRating stars={rating} />
        <span aria-hidden="true" className="font-semibold text-ink">
          {format.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
        <span>
          (<ReviewCount count={item.review_count} />)
        </span>
      </span>
      <span data-testid="favorite-views">{viewsText(item.total_view)}</span>
    </div>
  );
}

/** A product's price in dollars; a place has none. */
export function FavoritePrice({ item }: { item: WishlistItem }) {
  const format = useFormat();
  if (item.item_type !== 'product' || item.price === null) return null;
  return (
    <p className="text-lg font-bold text-jungle-900" data-testid="favorite-price">
      {format.usd(item.price)}
    </p>
  );
}

const LINE_ICON: Record<WishlistItemType, string> = {
  location:
    'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21Z M12 12.3a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6Z',
  product:
    'M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3a1 1 0 0 1 0 1.4l-7.2 7.2a1 1 0 0 1-1.4 0Z M8 8h.01',
};

/**
 * The server's `location` line, already in the reader's language: where a place is, or a
 * product's brand (decision 019).
 */
export function FavoritePlace({ type, text }: { type: WishlistItemType; text: string }) {
  const { t } = useTranslation('favorites');
  if (text.trim() === '') return null;
  return (
    <p className="flex min-w-0 items-start gap-1 text-sm text-ink-muted">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-1 size-3.5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d={LINE_ICON[type]} />
      </svg>
      <span className="min-w-0 truncate">
        <span className="sr-only">{t(type === 'product' ? 'card.brand' : 'card.where')} </span>
        {text}
      </span>
    </p>
  );
}
