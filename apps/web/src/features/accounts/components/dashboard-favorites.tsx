import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import { wishlistItemPath } from '@camtour/shared/domain/wishlist';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import { buttonStyles } from '@/components/ui/button-styles';
import { ErrorState } from '@/components/ui/error-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { SectionHeading, moreLinkClass } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import { HeartIcon } from '@/entities/wishlist/heart-icon';
import { useWishlist } from '@/entities/wishlist/wishlist-api';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';

/** How many favorites the account home shows. */
export const DASHBOARD_FAVORITES = 4;

/** The newest first, whatever order the list came in. */
export function latestFavorites(items: readonly WishlistItem[], count = DASHBOARD_FAVORITES) {
  return [...items]
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, count);
}

function FavoriteTile({ item }: { item: WishlistItem }) {
  const { t, i18n } = useTranslation('accounts');
  const lang = i18n.language;
  const name = localized(lang, item.name, item.name_km);
  const where = localized(lang, item.location, item.location_km);
  return (
    <li className="min-w-0" data-testid="dashboard-favorite">
      <Link
        to={wishlistItemPath(item.item_type, item.item_id)}
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-sand-200 bg-white transition-shadow hover:shadow-md"
      >
        <span className="block aspect-[4/3] overflow-hidden bg-sand-50">
          {item.thumbnail_url ? (
            <FallbackImage
              src={item.thumbnail_url}
              alt=""
              label={name}
              width={240}
              height={180}
              className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          ) : (
            <span className="grid size-full place-items-center text-jungle-300">
              <HeartIcon className="size-8" />
            </span>
          )}
        </span>
        <span className="flex min-w-0 flex-col gap-0.5 p-3">
          <span className="text-xs font-semibold text-sand-700">
            {t(`dashboard.favorites.kind.${item.item_type}`)}
          </span>
          <span className="line-clamp-2 font-semibold leading-snug text-jungle-900 group-hover:underline">
            {name}
          </span>
          {where && <span className="truncate text-sm text-ink-muted">{where}</span>}
        </span>
      </Link>
    </li>
  );
}

/**
 * The account home's favorites (DECISIONS D2): how many, the newest few with their picture and
 * a link to their page, and all of them; with none, where to find some.
 */
export function DashboardFavorites({ className = '' }: { className?: string }) {
  const { t } = useTranslation('accounts');
  const message = useErrorMessage();
  const format = useFormat();
  const headingId = useId();
  const query = useWishlist();
  const items = query.data;
  const latest = useMemo(() => latestFavorites(items ?? []), [items]);

  return (
    <section aria-labelledby={headingId} className={className} data-testid="dashboard-favorites">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <SectionHeading id={headingId} size="lg" weight="semibold">
            {t('dashboard.favorites.title')}
          </SectionHeading>
          {items && (
            <p className="mt-1 text-sm text-ink-muted" data-testid="dashboard-favorites-count">
              {t('dashboard.favorites.count', {
                count: items.length,
                total: format.number(items.length),
              })}
            </p>
          )}
        </div>
        {items && items.length > 0 && (
          <Link to="/favorites" className={moreLinkClass}>
            {t('dashboard.favorites.open')}
          </Link>
        )}
      </div>
      <div className="mt-4">
        {query.isPending && <Skeleton className="h-40 w-full" />}
        {query.isError && (
          <ErrorState
            message={t('dashboard.favorites.failed', { reason: message(query.error) })}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
        {items && items.length === 0 && (
          <div
            className="rounded-2xl border border-dashed border-sand-300 bg-sand-50 p-5"
            data-testid="dashboard-favorites-empty"
          >
            <p className="font-medium text-ink">{t('dashboard.favorites.empty')}</p>
            <p className="mt-1 text-sm text-ink-muted">{t('dashboard.favorites.empty-body')}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link to="/adventure" className={buttonStyles.small}>
                {t('dashboard.favorites.explore')}
              </Link>
              <Link to="/product" className={buttonStyles.small}>
                {t('dashboard.favorites.shop')}
              </Link>
            </div>
          </div>
        )}
        {latest.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {latest.map((item) => (
              <FavoriteTile key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
