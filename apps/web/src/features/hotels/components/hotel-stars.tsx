import { useTranslation } from 'react-i18next';
import { Stars } from '@/components/ui/stars';

/** A hotel's class (1-5 stars), spoken as "4-star hotel". */
export function HotelStars({ stars }: { stars: number }) {
  const { t } = useTranslation('travel');
  return <Stars filled={stars} label={t('hotel.stars', { count: stars })} className="" />;
}
