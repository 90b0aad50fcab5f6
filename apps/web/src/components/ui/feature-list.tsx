import type { ReactNode } from 'react';

export interface Feature {
  key: string;
  /** A small mark above the title: an icon, a number. */
  mark: ReactNode;
  title: string;
  body: string;
}

const LOOKS = {
  /** Cards on the page itself: bordered. */
  page: {
    list: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4',
    item: 'rounded-3xl border border-sand-200 bg-white p-5 shadow-sm',
    title: 'mt-3 font-semibold text-jungle-900',
  },
  /** Cards on a tinted panel: white is enough to set them apart. */
  panel: {
    list: 'mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4',
    item: 'rounded-2xl bg-white p-5 shadow-sm',
    title: 'mt-3 font-bold leading-display text-jungle-900',
  },
} as const;

/** Short promises side by side, four on a wide screen ("Why CamTour", "Why book with us"). */
export function FeatureList({
  features,
  look = 'page',
}: {
  features: readonly Feature[];
  look?: keyof typeof LOOKS;
}) {
  const styles = LOOKS[look];
  return (
    <ul className={styles.list}>
      {features.map((feature) => (
        <li key={feature.key} className={styles.item}>
          {feature.mark}
          <h3 className={styles.title}>{feature.title}</h3>
          <p className="mt-1 text-sm text-ink-muted">{feature.body}</p>
        </li>
      ))}
    </ul>
  );
}

const ICON_TONES = { sand: 'bg-sand-100 text-sand-800', jungle: 'bg-jungle-50 text-jungle-700' };

/** A line icon on a 24 px grid, in a soft square: a feature's mark. */
export function FeatureIcon({
  path,
  tone = 'sand',
}: {
  path: string;
  tone?: keyof typeof ICON_TONES;
}) {
  return (
    <span
      aria-hidden="true"
      className={`grid size-11 place-items-center rounded-xl ${ICON_TONES[tone]}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  );
}

/** A feature's number in a round badge. */
export function FeatureNumber({ value }: { value: number }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-10 place-items-center rounded-full bg-jungle-700 font-bold text-white"
    >
      {value}
    </span>
  );
}
