const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-6', xl: 'size-8' } as const;
export type StarSize = keyof typeof SIZES;

/*
 * A row of five stars is one SVG of two paths, not five SVGs: a page of 16 place cards drew
 * 160 SVG roots for its ratings, and each is a box of its own to style and lay out (issue 17,
 * total blocking time). The gap is an eighth of a star (2 px at the small size).
 */
const STAR_STEP = 22.5;
const ROW_WIDTH = 4 * STAR_STEP + 20;
const ROW_SIZES: Record<StarSize, string> = {
  sm: 'h-4 w-[5.5rem]',
  md: 'h-5 w-[6.875rem]',
  lg: 'h-6 w-[8.25rem]',
  xl: 'h-8 w-[11rem]',
};
// A five-pointed star in a 20 × 20 box, after its first point (10, 1.5): relative steps only, so
// a copy can start anywhere along a row.
const STAR_STEPS = 'l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';

/** The path of the stars in positions `from` to `to` (0-based, `to` excluded) of a row. */
export function starRowPath(from: number, to: number): string {
  let path = '';
  for (let index = Math.max(0, from); index < Math.min(5, to); index += 1) {
    path += `M${10 + index * STAR_STEP} 1.5${STAR_STEPS}`;
  }
  return path;
}

const ONE_STAR = starRowPath(0, 1);
const FULL_ROW = starRowPath(0, 5);

/** One star icon, gold when `on`, pale when not. */
export function StarIcon({ on, size = 'sm' }: { on: boolean; size?: StarSize }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`${SIZES[size]} ${on ? 'text-sand-500' : 'text-sand-200'}`}
    >
      <path d={ONE_STAR} fill="currentColor" />
    </svg>
  );
}

/** Five stars, the first `filled` of them gold, with one spoken `label` for the row. */
export function Stars({
  filled,
  label,
  size = 'sm',
}: {
  filled: number;
  label: string;
  size?: StarSize;
}) {
  const gold = Math.max(0, Math.min(5, filled));
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${ROW_WIDTH} 20`}
      className={`inline-block shrink-0 ${ROW_SIZES[size]}`}
      data-stars={filled}
    >
      {gold > 0 && <path d={starRowPath(0, gold)} fill="currentColor" className="text-sand-500" />}
      {gold < 5 && <path d={starRowPath(gold, 5)} fill="currentColor" className="text-sand-200" />}
    </svg>
  );
}

/** How much of a row is gold for an average of `value` stars: 4.5 ends mid-way in the fifth. */
export function goldWidth(value: number): number {
  const clamped = Math.max(0, Math.min(5, value));
  const whole = Math.floor(clamped);
  return whole === 5 ? ROW_WIDTH : whole * STAR_STEP + (clamped - whole) * 20;
}

/**
 * Five stars gold up to an average of `value` (to the tenth), pale after it. The gold row sits
 * in a nested SVG as wide as the gold part, which clips what overflows it.
 */
export function PartialStars({
  value,
  label,
  size = 'sm',
}: {
  value: number;
  label: string;
  size?: StarSize;
}) {
  const width = goldWidth(value);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${ROW_WIDTH} 20`}
      className={`inline-block shrink-0 ${ROW_SIZES[size]}`}
    >
      <path d={FULL_ROW} fill="currentColor" className="text-sand-200" />
      <svg width={width} height="20" overflow="hidden">
        <path d={FULL_ROW} fill="currentColor" className="text-sand-500" />
      </svg>
    </svg>
  );
}
