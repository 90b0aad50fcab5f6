import { useTranslation } from '@/lib/i18n-react';
import { Stars, type StarSize } from '@/components/ui/stars';

/** Whole stars (the average rounded, document 2 §2), with the value for screen readers. */
export function StarRating({
  stars,
  size = 'sm',
  label,
}: {
  stars: number;
  size?: StarSize;
  /** Overrides the spoken text ("4 out of 5 stars"). */
  label?: string;
}) {
  const { t } = useTranslation('reviews');
  const filled = Math.round(stars);
  return <Stars filled={filled} size={size} label={label ?? t('stars', { count: filled })} />;
}

/** "12 reviews". */
export function ReviewCount({ count }: { count: number }) {
  const { t } = useTranslation('reviews');
  return <>{t('count', { count })}</>;
}
