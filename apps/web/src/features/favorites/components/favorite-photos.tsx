import { useRef, useState, type TouchEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { WishlistItemType } from '@camtour/shared/domain/wishlist';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import { CarouselArrows } from '@/components/ui/carousel-arrows';
import { FallbackImage } from '@/components/ui/fallback-image';

/** A swipe shorter than this is a tap, not a change of photo. */
const SWIPE_PX = 40;

/** The item's photos: its pictures, else its thumbnail, else none (the type's placeholder). */
export function photosOf(item: WishlistItem): string[] {
  const images = item.images.filter((src) => src.trim() !== '');
  if (images.length > 0) return images;
  return item.thumbnail_url ? [item.thumbnail_url] : [];
}

const FRAME: Record<WishlistItemType, string> = {
  location: 'bg-jungle-100 text-jungle-700',
  product: 'bg-sand-50 text-sand-700',
};

/** A place's photo fills the frame; a product is shown whole, as the shop shows it. */
const FIT: Record<WishlistItemType, string> = {
  location: 'object-cover',
  product: 'object-contain p-3',
};

const ICON: Record<WishlistItemType, string> = {
  location:
    'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21Z M12 12.3a2.3 2.3 0 1 0 0-4.6 2.3 2.3 0 0 0 0 4.6Z',
  product: 'M6 8h12l-1 12H7L6 8Z M9 8V6.5a3 3 0 0 1 6 0V8',
};

/** No picture at all: the type's colour and mark (document 1 §3 "a default placeholder per type"). */
function Placeholder({ type, className }: { type: WishlistItemType; className: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="favorite-placeholder"
      data-type={type}
      className={`grid place-items-center ${FRAME[type]} ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-10"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      >
        <path d={ICON[type]} />
      </svg>
    </span>
  );
}

/** The list row's small picture: the first photo, or the placeholder. */
export function FavoriteThumbnail({ item, name }: { item: WishlistItem; name: string }) {
  const [first] = photosOf(item);
  const box = 'size-20 shrink-0 overflow-hidden rounded-2xl sm:size-24';
  if (!first) return <Placeholder type={item.item_type} className={box} />;
  return (
    <span className={`block ${box} ${FRAME[item.item_type]}`}>
      <FallbackImage
        src={first}
        alt=""
        label={name}
        width={96}
        height={96}
        className={`size-full ${FIT[item.item_type]}`}
      />
    </span>
  );
}

/** The grid card's photos, one at a time, with arrows (and a swipe) when there are several. */
export function FavoritePhotos({ item, name }: { item: WishlistItem; name: string }) {
  const { t } = useTranslation('favorites');
  const photos = photosOf(item);
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const frame = 'aspect-[3/2] w-full';
  if (photos.length === 0) return <Placeholder type={item.item_type} className={frame} />;

  const current = Math.min(index, photos.length - 1);
  const go = (step: number) => setIndex((current + step + photos.length) % photos.length);
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };
  const src = photos[current] ?? '';

  return (
    <div
      className={`relative overflow-hidden ${frame} ${FRAME[item.item_type]}`}
      data-testid="favorite-photos"
      onTouchStart={(event) => {
        touchX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={onTouchEnd}
    >
      <FallbackImage
        // A new photo gets a fresh error state: one broken picture must not hide the next.
        key={src}
        src={src}
        alt=""
        label={name}
        width={480}
        height={320}
        className={`size-full ${FIT[item.item_type]}`}
      />
      {photos.length > 1 && (
        <>
          <CarouselArrows
            onPrevious={() => go(-1)}
            onNext={() => go(1)}
            previousLabel={t('photo.previous', { name })}
            nextLabel={t('photo.next', { name })}
          />
          <p className="sr-only" aria-live="polite" data-testid="favorite-photo-position">
            {t('photo.position', { current: current + 1, count: photos.length })}
          </p>
          <span
            aria-hidden="true"
            className="absolute inset-x-0 bottom-3 flex justify-center gap-1.5"
          >
            {photos.map((photo, dot) => (
              <span
                key={`${photo}-${dot}`}
                className={`size-2 rounded-full shadow ${dot === current ? 'bg-white' : 'bg-white/50'}`}
              />
            ))}
          </span>
        </>
      )}
    </div>
  );
}
