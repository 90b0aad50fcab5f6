import { useTranslation } from 'react-i18next';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Whole stars (the rounded average, document 2 §2), with the value for screen readers. */
export function StarRating({
  stars,
  size = 'sm',
  label,
}: {
  stars: number;
  size?: 'sm' | 'md' | 'lg';
  /** Overrides the spoken text ("4 out of 5 stars"). */
  label?: string;
}) {
  const { t } = useTranslation('shop');
  const iconSize = size === 'lg' ? 'size-6' : size === 'md' ? 'size-5' : 'size-4';
  return (
    <span
      role="img"
      aria-label={label ?? t('rating.stars', { count: stars })}
      className="inline-flex items-center gap-0.5"
      data-stars={stars}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <svg
          key={value}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`${iconSize} ${value <= stars ? 'text-sand-500' : 'text-sand-200'}`}
        >
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
