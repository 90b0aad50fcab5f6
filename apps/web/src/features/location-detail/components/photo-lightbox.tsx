import * as RadixDialog from '@radix-ui/react-dialog';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Previous is disabled on the first photo and next on the last (document 3 §2). */
export function lightboxNav(index: number, total: number) {
  return { canPrevious: index > 0, canNext: index < total - 1 };
}

interface PhotoLightboxProps {
  photos: readonly string[];
  index: number | null;
  name: string;
  onIndex: (index: number | null) => void;
}

/** A photo over the page: previous, next, a counter, close; arrow keys and Escape work. */
export function PhotoLightbox({ photos, index, name, onIndex }: PhotoLightboxProps) {
  const { t } = useTranslation('travel');
  const open = index !== null;
  const current = index ?? 0;
  const { canPrevious, canNext } = lightboxNav(current, photos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && canPrevious) onIndex(current - 1);
    if (event.key === 'ArrowRight' && canNext) onIndex(current + 1);
  };
  const navButton =
    'grid size-11 place-items-center rounded-full bg-white/95 text-2xl text-jungle-900 shadow disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onIndex(null)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[65] bg-jungle-950/90 animate-route-fade" />
        <RadixDialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          data-testid="lightbox"
          className="fixed inset-0 z-[66] flex flex-col items-center justify-center gap-4 p-4 outline-none sm:p-8"
        >
          <RadixDialog.Title className="sr-only">
            {t('gallery.lightbox', { name })}
          </RadixDialog.Title>
          <div className="flex w-full max-w-5xl items-center justify-between gap-3 text-white">
            <p
              aria-live="polite"
              data-testid="lightbox-counter"
              className="rounded-full bg-jungle-950/90 px-3 py-1 font-semibold"
            >
              {t('gallery.counter', { index: current + 1, total: photos.length })}
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
            alt={t('hero.photo', { name, index: current + 1, total: photos.length })}
            className="max-h-[70dvh] w-auto max-w-full rounded-2xl object-contain"
          />
          <div className="flex gap-4">
            <button
              type="button"
              className={navButton}
              disabled={!canPrevious}
              onClick={() => onIndex(current - 1)}
              aria-label={t('gallery.previous')}
            >
              ‹
            </button>
            <button
              type="button"
              className={navButton}
              disabled={!canNext}
              onClick={() => onIndex(current + 1)}
              aria-label={t('gallery.next')}
            >
              ›
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
