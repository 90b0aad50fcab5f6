import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useGalleryTimer } from '../hooks/use-gallery-timer';
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

const wrap = (value: number, total: number) => ((value % total) + total) % total;

interface HotelGalleryProps {
  photos: readonly string[];
  name: string;
  index: number;
  onIndex: (index: number) => void;
}

/** Auto-advancing photo (every 4 s), six thumbnails, and a modal gallery. */
export function HotelGallery({ photos, name, index, onIndex }: HotelGalleryProps) {
  const { t } = useTranslation('travel');
  const [modal, setModal] = useState(false);
  const total = photos.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const { pauseProps } = useGalleryTimer(current, total, onIndex, HOTEL_GALLERY_MS, modal);
  const go = (next: number) => onIndex(wrap(next, total));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(current - 1);
    if (event.key === 'ArrowRight') go(current + 1);
  };
  const arrow =
    'absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-xl text-jungle-900 shadow hover:bg-white';
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
            className="size-full object-cover"
          />
        </button>
        {total > 1 && (
          <>
            <button
              type="button"
              className={`${arrow} left-3`}
              onClick={() => go(current - 1)}
              aria-label={t('gallery.previous')}
            >
              ‹
            </button>
            <button
              type="button"
              className={`${arrow} right-3`}
              onClick={() => go(current + 1)}
              aria-label={t('gallery.next')}
            >
              ›
            </button>
            <span
              className="absolute bottom-3 right-3 rounded-full bg-jungle-950/75 px-3 py-1 text-sm font-semibold text-white"
              data-testid="hotel-gallery-counter"
            >
              {t('gallery.counter', { index: current + 1, total })}
            </span>
          </>
        )}
      </div>
      {total > 1 && (
        <ul className="mt-3 grid grid-cols-6 gap-2" aria-label={t('hero.thumbnails')}>
          {thumbnailWindow(current, total).map((position) => (
            <li key={photos[position]}>
              <button
                type="button"
                onClick={() => go(position)}
                aria-current={position === current ? 'true' : undefined}
                aria-label={t('hero.show', { index: position + 1 })}
                data-testid="hotel-thumbnail"
                className={`block aspect-[4/3] w-full overflow-hidden rounded-xl border-2 ${
                  position === current
                    ? 'border-jungle-700'
                    : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <img
                  src={photos[position]}
                  alt=""
                  width={120}
                  height={90}
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <RadixDialog.Root open={modal} onOpenChange={setModal}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-[65] bg-jungle-950/90 animate-route-fade" />
          <RadixDialog.Content
            aria-modal="true"
            aria-describedby={undefined}
            onKeyDown={onKeyDown}
            data-testid="hotel-gallery-modal"
            className="fixed inset-0 z-[66] flex flex-col items-center justify-center gap-4 p-4 outline-none sm:p-8"
          >
            <RadixDialog.Title className="sr-only">
              {t('hotel.gallery', { name })}
            </RadixDialog.Title>
            <div className="flex w-full max-w-5xl items-center justify-between gap-3 text-white">
              <p
                aria-live="polite"
                className="rounded-full bg-jungle-950/90 px-3 py-1 font-semibold"
                data-testid="hotel-modal-counter"
              >
                {t('gallery.counter', { index: current + 1, total })}
              </p>
              <RadixDialog.Close
                className="grid size-11 place-items-center rounded-full bg-white/95 text-2xl leading-none text-jungle-900 shadow"
                aria-label={t('gallery.close')}
              >
                ×
              </RadixDialog.Close>
            </div>
            <img
              src={photos[current]}
              alt={t('hotel.photo', { name, index: current + 1, total })}
              className="max-h-[70dvh] w-auto max-w-full rounded-2xl object-contain"
            />
            <div className="flex gap-4">
              <button
                type="button"
                className="grid size-11 place-items-center rounded-full bg-white/95 text-2xl text-jungle-900 shadow"
                onClick={() => go(current - 1)}
                aria-label={t('gallery.previous')}
              >
                ‹
              </button>
              <button
                type="button"
                className="grid size-11 place-items-center rounded-full bg-white/95 text-2xl text-jungle-900 shadow"
                onClick={() => go(current + 1)}
                aria-label={t('gallery.next')}
              >
                ›
              </button>
            </div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </section>
  );
}
