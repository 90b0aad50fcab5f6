import { useTranslation } from '@/lib/i18n-react';

/**
 * A hotel's official class (1-5 stars) as a label, "4-star hotel": a class chip, not a row of
 * stars, so it is never read as the guests' rating (issue 18; the reviews show that).
 */
export function HotelStars({ stars }: { stars: number }) {
  const { t } = useTranslation('travel');
  return (
    <span
      className="inline-flex w-fit items-center rounded-md border border-sand-300 bg-sand-50 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-sand-900"
      data-testid="hotel-class"
      data-class={stars}
    >
      {t('hotel.stars', { count: stars })}
    </span>
  );
}
