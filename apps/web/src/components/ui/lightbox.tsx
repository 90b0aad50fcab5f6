import * as RadixDialog from '@radix-ui/react-dialog';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { wrapIndex } from '@/lib/hooks/use-auto-advance';
import { pictureSrc } from '@/lib/picture-src';

/** Without wrapping, previous is disabled on the first photo and next on the last. */
export function lightboxNav(index: number, total: number, wrap = false) {
  return { canPrevious: wrap || index > 0, canNext: wrap || index < total - 1 };
}

interface LightboxProps {
  photos: readonly string[];
  /** The photo shown; `null` closes the lightbox. */
  index: number | null;
  onIndex: (index: number | null) => void;
  /** The dialog's name for screen readers ("Photos of Angkor Wat"). */
  title: string;
  alt: (index: number) => string;
  /** Previous and next go round (a carousel behind it) instead of stopping at the ends. */
  wrap?: boolean;
  testIds?: { dialog: string; counter: string };
}

const navButton =
  'grid size-11 place-items-center rounded-full bg-white/95 text-2xl text-jungle-900 shadow disabled:cursor-not-allowed disabled:opacity-40';

/** A photo over the page: previous, next, a counter, close; arrow keys and Escape work. */
export function Lightbox({
  photos,
  index,
  onIndex,
  title,
  alt,
  wrap = false,
  testIds = { dialog: 'lightbox', counter: 'lightbox-counter' },
}: LightboxProps) {
  const { t } = useTranslation();
  const total = photos.length;
  const current = index ?? 0;
  const { canPrevious, canNext } = lightboxNav(current, total, wrap);
  const go = (next: number) => onIndex(wrap ? wrapIndex(next, total) : next);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' && canPrevious) go(current - 1);
    if (event.key === 'ArrowRight' && canNext) go(current + 1);
  };
  return (
    <RadixDialog.Root open={index !== null} onOpenChange={(next) => !next && onIndex(null)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[65] bg-jungle-950/90 animate-route-fade" />
        <RadixDialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          data-testid={testIds.dialog}
          className="fixed inset-0 z-[66] flex flex-col items-center justify-center gap-4 p-4 outline-none sm:p-8"
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          <div className="flex w-full max-w-5xl items-center justify-between gap-3 text-white">
            <p
              aria-live="polite"
              data-testid={testIds.counter}
              className="rounded-full bg-jungle-950/90 px-3 py-1 font-semibold"
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
            src={pictureSrc(photos[current]!, 1200)}
            alt={alt(current)}
            className="max-h-[70dvh] w-auto max-w-full rounded-2xl object-contain"
          />
          <div className="flex gap-4">
            <button
              type="button"
              className={navButton}
              disabled={!canPrevious}
              onClick={() => go(current - 1)}
              aria-label={t('gallery.previous')}
            >
              ‹
            </button>
            <button
              type="button"
              className={navButton}
              disabled={!canNext}
              onClick={() => go(current + 1)}
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
