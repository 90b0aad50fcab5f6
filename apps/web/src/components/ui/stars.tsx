/** A five-pointed star in a 20 × 20 box. */
export const STAR_PATH =
  'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-6', xl: 'size-8' } as const;
export type StarSize = keyof typeof SIZES;

/** One star icon, gold when `on`, pale when not. */
export function StarIcon({ on, size = 'sm' }: { on: boolean; size?: StarSize }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`${SIZES[size]} ${on ? 'text-sand-500' : 'text-sand-200'}`}
    >
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

/** Five stars, the first `filled` of them gold, with one spoken `label` for the row. */
export function Stars({
  filled,
  label,
  size = 'sm',
  className = 'items-center',
}: {
  filled: number;
  label: string;
  size?: StarSize;
  className?: string;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      className={`inline-flex gap-0.5 ${className}`}
      data-stars={filled}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <StarIcon key={value} on={value <= filled} size={size} />
      ))}
    </span>
  );
}
