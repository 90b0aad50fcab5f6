import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { CarouselArrows } from '@/components/ui/carousel-arrows';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Lightbox } from '@/components/ui/lightbox';
import { ThumbnailStrip } from '@/components/ui/thumbnail-strip';
import { useAutoAdvance, wrapIndex } from '@/lib/hooks/use-auto-advance';
import { HOTEL_GALLERY_MS, HOTEL_GALLERY_THUMBNAILS } from '../lib/hotel-constants';

/** The thumbnails shown: at most six, a window that always holds the current photo. */
export function thumbnailWindow(
  index: number,
  total: number,
  size = HOTEL_GALLERY_THUMBNAILS,
): number[] {
  const count = Math.min(size, total);
  const start = Math.min(Math.max(0, index - Math.floor(count / 2)), total - count);
  return Array.from({ length: count }, (_, i) => start + i);
}

interface HotelGalleryProps {
  photos: readonly string[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
}

/** Auto-advancing photo (every 4 s), six thumbnails, and a modal gallery. */
export function HotelGallery({ photos, name, index, onIndex }: HotelGalleryProps) {
  const { t } = useTranslation('travel');
  const common = useTranslation().t;
  const [modal, setModal] = useState(false);
  const total = photos.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const { pauseProps } = useAutoAdvance({
    index: current,
    count: total,
    onIndex,
    delayMs: HOTEL_GALLERY_MS,
    paused: modal,
  });
  const go = (next: number) => onIndex(wrapIndex(next, total));
  if (total === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('hotel.gallery', { name })}
      data-testid="hotel-gallery"
      data-index={current}
      {...pauseProps}
    >
      <div className="relative aspect-[16/10] overflow-hidden rounded-3xl bg-sand-100">
        <button
          type="button"
          className="block size-full cursor-zoom-in"
          onClick={() => setModal(true)}
          aria-label={t('hotel.gallery.open', { index: current + 1, total })}
          data-testid="hotel-gallery-main"
        >
          <FallbackImage
            key={photos[current]}
            src={photos[current] ?? ''}
            alt={t('hotel.photo', { name, index: current + 1, total })}
            label={name}
            width={960}
            height={600}
            priority
            className="size-full object-cover"
          />
        </button>
        {total > 1 && (
          <>
            <CarouselArrows onPrevious={() => go(current - 1)} onNext={() => go(current + 1)} />
            <span
              className="absolute bottom-3 right-3 rounded-full bg-jungle-950/75 px-3 py-1 text-sm font-semibold text-white"
              data-testid="hotel-gallery-counter"
            >
              {common('gallery.counter', { index: current + 1, total })}
            </span>
          </>
        )}
      </div>
      {total > 1 && (
        <ThumbnailStrip
          look="grid"
          photos={photos}
          shown={thumbnailWindow(current, total)}
          current={current}
          onPick={go}
          testId="hotel-thumbnail"
        />
      )}
      <Lightbox
        photos={photos}
        index={modal ? current : null}
        onIndex={(next) => (next === null ? setModal(false) : onIndex(next))}
        title={t('hotel.gallery', { name })}
        alt={(position) => t('hotel.photo', { name, index: position + 1, total })}
        wrap
        testIds={{ dialog: 'hotel-gallery-modal', counter: 'hotel-modal-counter' }}
      />
    </section>
  );
}
