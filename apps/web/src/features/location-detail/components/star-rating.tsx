import { useTranslation } from 'react-i18next';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Five stars, `stars` of them filled (rounded), with the value for screen readers. */
export function StarRating({ stars, size = 'sm' }: { stars: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('travel');
  const filled = Math.round(stars);
  return (
    <span
      role="img"
      aria-label={t('rating.stars', { count: filled })}
      className="inline-flex items-center gap-0.5"
      data-stars={filled}
    >
      {[1, 2, 3, 4, 5].map((value) => (
        <svg
          key={value}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`${size === 'md' ? 'size-5' : 'size-4'} ${value <= filled ? 'text-sand-500' : 'text-sand-200'}`}
        >
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

export { STAR_PATH };
