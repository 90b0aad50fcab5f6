import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { formatCount } from '@camtour/shared/domain/travel';
import { localized } from '@camtour/shared/domain/localize';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import { CarouselArrows } from '@/components/ui/carousel-arrows';
import { FallbackImage } from '@/components/ui/fallback-image';
import { ThumbnailStrip } from '@/components/ui/thumbnail-strip';
import { toast } from '@/components/ui/toast-store';
import { useFormat } from '@/lib/format';
import { useAutoAdvance, wrapIndex } from '@/lib/hooks/use-auto-advance';
import { shareLocation } from '../lib/location-rules';
import { ReviewCount, StarRating } from '@/entities/review/star-rating';
import { HeartButton } from '@/entities/wishlist/heart-button';

/** Document 3 §9: the hero photos change every 5 s. */
export const HERO_CAROUSEL_MS = 5000;

function HeroCarousel({ photos, name }: { photos: string[]; name: string }) {
  const { t } = useTranslation('travel');
  const count = photos.length;
  const [picked, setIndex] = useState(0);
  const index = Math.min(picked, Math.max(0, count - 1));
  const go = (next: number) => setIndex(wrapIndex(next, count));
  const { pauseProps } = useAutoAdvance({
    index,
    count,
    onIndex: setIndex,
    delayMs: HERO_CAROUSEL_MS,
  });
  if (photos.length <= 1) {
    // One photo: a single thumbnail, no controls.
    return (
      <FallbackImage
        src={photos[0] ?? ''}
        alt={name}
        label={name}
        width={960}
        height={600}
        priority
        className="aspect-[16/10] w-full rounded-3xl object-cover"
      />
    );
  }
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hero.photos', { name })}
      className="relative min-w-0"
      data-testid="hero-carousel"
      data-index={index}
      {...pauseProps}
    >
      <div className="relative aspect-[16/10] w-full overflow-hidden rounded-3xl bg-sand-100">
        {photos.map((src, position) => (
          <div
            key={src}
            aria-hidden={position !== index}
            className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${
              position === index ? 'opacity-100' : 'pointer-events-none opacity-0'
            }`}
          >
            <FallbackImage
              src={src}
              alt={t('hero.photo', { name, index: position + 1, total: photos.length })}
              label={name}
              width={960}
              height={600}
              // The first photo is the one shown on arrival.
              priority={position === 0}
              className="size-full object-cover"
            />
          </div>
        ))}
        <CarouselArrows
          onPrevious={() => go(index - 1)}
          onNext={() => go(index + 1)}
          previousLabel={t('hero.previous')}
          nextLabel={t('hero.next')}
        />
      </div>
      <ThumbnailStrip look="row" photos={photos} current={index} onPick={go} />
    </section>
  );
}

export function LocationHero({
  location,
  onViewMap,
}: {
  location: LocationDetail;
  onViewMap: () => void;
}) {
  const { t, i18n } = useTranslation('travel');
  const format = useFormat();
  const lang = i18n.language;
  const name = localized(lang, location.name, location.name_km);
  const otherName = lang === 'km' ? location.name : location.name_km;
  const photos = location.photos.map((photo) => photo.photo_url);
  const place = [location.district, location.province]
    .filter((unit) => unit !== null)
    .map((unit) => localized(lang, unit.name, unit.name_km))
    .filter((value, index, all) => all.indexOf(value) === index)
    .join(', ');

  const share = async () => {
    const outcome = await shareLocation({
      id: location.id,
      title: name,
      origin: window.location.origin,
    });
    if (outcome === 'copied') toast.success(t('share.copied'));
  };

  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <HeroCarousel photos={photos.length > 0 ? photos : [location.is_thumbnail]} name={name} />
      <div className="flex min-w-0 flex-col gap-4">
        <p className="text-sm font-semibold text-sand-700">
          {localized(lang, location.category.name, location.category.name_km)}
        </p>
        <div className="flex items-start justify-between gap-4">
          <h1 className="text-3xl font-bold leading-display tracking-tight text-jungle-900 sm:text-4xl">
            {name}
          </h1>
          <HeartButton type="location" id={location.id} name={name} look="page" />
        </div>
        {otherName && otherName !== name && (
          <p className="text-lg text-ink-muted" lang={lang === 'km' ? 'en' : 'km'}>
            {otherName}
          </p>
        )}
        <p className="text-ink-muted">{place}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
          <span className="flex items-center gap-2">
            <StarRating stars={location.rate_star} />
            <span className="font-semibold text-ink" data-testid="hero-rating">
              {format.number(location.rate_star, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              })}
            </span>
            <span>
              <ReviewCount count={location.review_count} />
            </span>
          </span>
          <span data-testid="hero-views">
            {t('views', { count: location.total_view, views: formatCount(location.total_view) })}
          </span>
        </div>
        <p className="text-ink">
          {localized(lang, location.short_description, location.short_description_local)}
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className={buttonStyles.primary} onClick={() => void share()}>
            <ShareIcon />
            {t('share.button')}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={onViewMap}>
            <PinIcon />
            {t('map.view')}
          </button>
        </div>
      </div>
    </div>
  );
}

function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="15" cy="4.5" r="2.5" />
      <circle cx="5" cy="10" r="2.5" />
      <circle cx="15" cy="15.5" r="2.5" />
      <path d="M7.2 8.8l5.6-3M7.2 11.2l5.6 3" />
    </svg>
  );
}

export function PinIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M10 18s6-5.4 6-10a6 6 0 10-12 0c0 4.6 6 10 6 10z" />
      <circle cx="10" cy="8" r="2.2" />
    </svg>
  );
}
