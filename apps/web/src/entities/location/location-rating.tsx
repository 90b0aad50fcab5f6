import { useTranslation } from '@/lib/i18n-react';
import { PartialStars } from '@/components/ui/stars';

/** Five stars filled to the average (to the tenth), then the number: "4.7". */
export function LocationRating({ value, className = '' }: { value: number; className?: string }) {
  const { t } = useTranslation('discovery');
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`} data-testid="location-rating">
      <PartialStars value={clamped} label={t('card.rating', { value: clamped.toFixed(1) })} />
      <span aria-hidden="true" className="text-sm font-semibold text-ink">
        {clamped.toFixed(1)}
      </span>
    </span>
  );
}
