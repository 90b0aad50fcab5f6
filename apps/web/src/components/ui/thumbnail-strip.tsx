import { useTranslation } from '@/lib/i18n-react';
import { pictureSrc } from '@/lib/picture-src';

const LOOKS = {
  /** Over a dark banner: ringed, wider than tall. */
  banner: {
    list: 'flex gap-2',
    item: undefined,
    button: 'block overflow-hidden rounded-xl ring-2 transition',
    current: 'ring-sand-400',
    other: 'ring-white/30 hover:ring-white/70',
    image: { width: 72, height: 48, className: 'h-12 w-18 object-cover' },
  },
  /** A place's photos: a row that scrolls sideways. */
  row: {
    list: 'mt-3 flex gap-2 overflow-x-auto pb-1',
    item: 'shrink-0',
    button: 'block h-14 w-20 overflow-hidden rounded-xl border-2',
    current: 'border-jungle-700',
    other: 'border-transparent opacity-80 hover:opacity-100',
    image: { width: 80, height: 56, className: 'size-full object-cover' },
  },
  /** A hotel's photos: six in a grid under the photo. */
  grid: {
    list: 'mt-3 grid grid-cols-6 gap-2',
    item: undefined,
    button: 'block aspect-[4/3] w-full overflow-hidden rounded-xl border-2',
    current: 'border-jungle-700',
    other: 'border-transparent opacity-80 hover:opacity-100',
    image: { width: 120, height: 90, className: 'size-full object-cover' },
  },
  /** A product's pictures on white: squares that show the whole picture; up to 8 wrap on a phone. */
  product: {
    list: 'flex flex-wrap gap-2',
    item: undefined,
    button: 'block size-18 overflow-hidden rounded-2xl border-2 bg-white sm:size-20',
    current: 'border-jungle-700',
    other: 'border-sand-200 hover:border-jungle-300',
    image: { width: 80, height: 80, className: 'size-full object-contain p-1' },
  },
} as const;

interface ThumbnailStripProps {
  photos: readonly string[];
  /** The positions shown (a window of a long gallery); all of them by default. */
  shown?: readonly number[];
  current: number;
  onPick: (position: number) => void;
  /** Names the list and each button: "Choose a photo", "Show photo 3" unless said otherwise. */
  label?: string;
  itemLabel?: (position: number) => string;
  look: keyof typeof LOOKS;
  /** The test id of every thumbnail button. */
  testId?: string;
}

/** Small pictures that choose the one shown; the current one is marked with `aria-current`. */
export function ThumbnailStrip({
  photos,
  shown = photos.map((_, position) => position),
  current,
  onPick,
  label,
  itemLabel,
  look,
  testId,
}: ThumbnailStripProps) {
  const { t } = useTranslation();
  const styles = LOOKS[look];
  return (
    <ul className={styles.list} aria-label={label ?? t('gallery.thumbnails')}>
      {shown.map((position) => (
        <li key={position} className={styles.item}>
          <button
            type="button"
            onClick={() => onPick(position)}
            aria-current={position === current ? 'true' : undefined}
            aria-label={itemLabel?.(position) ?? t('gallery.show', { index: position + 1 })}
            data-testid={testId}
            className={`${styles.button} ${position === current ? styles.current : styles.other}`}
          >
            {/* Lazy: the server render would otherwise preload every photo ahead of the main one. */}
            <img
              src={pictureSrc(photos[position]!, 480)}
              alt=""
              loading="lazy"
              decoding="async"
              {...styles.image}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
