import { useTranslation } from '@/lib/i18n-react';
import { discountPercent } from '@camtour/shared/domain/catalog';
import { centsToDollars } from '@camtour/shared/domain/money';
import { useFormat } from '@/lib/format';

/** A price in dollars, with the original price struck through when it is higher. */
export function PriceTag({
  priceCents,
  originalCents,
  size = 'md',
  showDiscount = false,
}: {
  priceCents: number;
  originalCents: number | null;
  size?: 'md' | 'lg';
  showDiscount?: boolean;
}) {
  const { t } = useTranslation('shop');
  const format = useFormat();
  const percent = discountPercent(priceCents, originalCents);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span
        className={`font-bold text-jungle-900 ${size === 'lg' ? 'text-3xl' : 'text-lg'}`}
        data-testid="price"
      >
        {format.usd(centsToDollars(priceCents))}
      </span>
      {percent !== null && originalCents !== null && (
        <>
          <span className="text-sm text-ink-muted line-through">
            <span className="sr-only">{t('price.original')} </span>
            {format.usd(centsToDollars(originalCents))}
          </span>
          {showDiscount && (
            <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t('badge.discount', { percent })}
            </span>
          )}
        </>
      )}
    </p>
  );
}
