import { useTranslation } from '@/lib/i18n-react';
import { formatCount } from '@camtour/shared/domain/travel';
import type { LocationCard as LocationCardData } from '@camtour/shared/schemas/travel';
import { cardClass, CardTitleLink } from '@/components/ui/card';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { HeartButton } from '@/entities/wishlist/heart-button';
import { nameOf, placeLine } from './place-names';
import { LocationBadges } from './location-badges';
import { LocationRating } from './location-rating';

interface LocationCardProps {
  location: LocationCardData;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a page: its photo is the page's largest paint on a phone. */
  priority?: boolean;
}

/** A location with its photo, badges, category, place names, rating and views (document 3 §2). */
export function LocationCard({
  location,
  headingLevel: Heading = 'h3',
  priority = false,
}: LocationCardProps) {
  const { t, i18n } = useTranslation('discovery');
  const lang = i18n.language;
  const name = nameOf(lang, location);
  const places = placeLine(lang, location);
  return (
    <article
      data-testid="location-card"
      data-location-id={location.id}
      className={`${cardClass} h-full flex-col`}
    >
      <div className="relative aspect-[3/2] w-full shrink-0 overflow-hidden bg-jungle-50">
        <FallbackImage
          src={location.is_thumbnail}
          alt=""
          label={name}
          width={480}
          height={320}
          priority={priority}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
        <div className="absolute left-3 top-3 right-14">
          <LocationBadges place={location} />
        </div>
        {/* Above the card's stretched link, beside it rather than inside it: its own button. */}
        <div data-slot="favorite" className="absolute right-3 top-3 z-10">
          <HeartButton type="location" id={location.id} name={name} />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-4">
        <p className="truncate text-xs font-semibold text-sand-700">
          {nameOf(lang, location.category)}
        </p>
        <CardTitleLink
          to={`/location/detail/${location.id}`}
          as={Heading}
          className="text-lg font-semibold leading-display text-jungle-900"
        >
          {name}
        </CardTitleLink>
        {places.length > 0 && (
          <p className="flex items-start gap-1 text-sm text-ink-muted">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mt-1 size-3.5 shrink-0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21Z" />
              <circle cx="12" cy="10" r="2.3" />
            </svg>
            <span>
              <span className="sr-only">{t('card.where')} </span>
              {places.join(', ')}
            </span>
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          {location.review_count > 0 ? (
            <LocationRating value={location.rate_star} />
          ) : (
            <span className="text-sm text-ink-muted" data-testid="location-no-reviews">
              {t('card.no-reviews')}
            </span>
          )}
          <span className="ml-auto text-sm text-ink-muted" data-testid="location-views">
            {t('card.views', {
              count: location.total_view,
              views: formatCount(location.total_view),
            })}
          </span>
        </div>
      </div>
    </article>
  );
}

export function LocationCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col gap-3 overflow-hidden rounded-3xl border border-sand-200 bg-white pb-4"
    >
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <Skeleton className="mx-4 h-3 w-1/3" />
      <Skeleton className="mx-4 h-5 w-3/4" />
      <Skeleton className="mx-4 h-4 w-2/3" />
      <Skeleton className="mx-4 h-4 w-1/2" />
    </div>
  );
}
