import { useTranslation } from 'react-i18next';

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** A hotel's class (1-5 stars), spoken as "4-star hotel". */
export function HotelStars({ stars }: { stars: number }) {
  const { t } = useTranslation('travel');
  return (
    <span
      role="img"
      aria-label={t('hotel.stars', { count: stars })}
      className="inline-flex gap-0.5"
      data-stars={stars}
    >
      {Array.from({ length: 5 }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 ${index < stars ? 'text-sand-500' : 'text-sand-200'}`}
        >
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
