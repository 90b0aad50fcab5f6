import { useTranslation } from '@/lib/i18n-react';
import type { PriceUnit } from '@camtour/shared/domain/planner/questions';
import { useFormat } from '@/lib/format';

/** "$37.50 per person per night", or "No extra cost" for a free option. */
export function usePriceText() {
  const { t } = useTranslation('planner');
  const format = useFormat();
  return (price: number, unit: PriceUnit) =>
    price === 0 ? t('price.free') : t(`price.${unit}`, { price: format.usd(price) });
}
