import { useTranslation } from '@/lib/i18n-react';
import { STAR_PATH } from '@/components/ui/stars';

/** Five stars filled to the average (to the tenth), then the number: "4.7". */
export function LocationRating({ value, className = '' }: { value: number; className?: string }) {
  const { t } = useTranslation('discovery');
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <span className={`inline-flex items-center gap-1.5 ${className}`} data-testid="location-rating">
      <span
        role="img"
        aria-label={t('card.rating', { value: clamped.toFixed(1) })}
        className="relative inline-flex"
      >
        <Stars className="text-sand-200" />
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${(clamped / 5) * 100}%` }}
        >
          <Stars className="text-sand-500" />
        </span>
      </span>
      <span aria-hidden="true" className="text-sm font-semibold text-ink">
        {clamped.toFixed(1)}
      </span>
    </span>
  );
}

function Stars({ className }: { className: string }) {
  return (
    <span aria-hidden="true" className={`inline-flex shrink-0 gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 20 20" className="size-4 shrink-0">
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}
