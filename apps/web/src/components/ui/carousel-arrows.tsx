import { useTranslation } from '@/lib/i18n-react';

const arrow =
  'absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-xl text-jungle-900 shadow hover:bg-white';

/** Previous and next over a picture (its frame is `relative`), at its left and right edges. */
export function CarouselArrows({
  onPrevious,
  onNext,
  previousLabel,
  nextLabel,
}: {
  onPrevious: () => void;
  onNext: () => void;
  previousLabel?: string;
  nextLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className={`${arrow} left-3`}
        onClick={onPrevious}
        aria-label={previousLabel ?? t('gallery.previous')}
      >
        ‹
      </button>
      <button
        type="button"
        className={`${arrow} right-3`}
        onClick={onNext}
        aria-label={nextLabel ?? t('gallery.next')}
      >
        ›
      </button>
    </>
  );
}
