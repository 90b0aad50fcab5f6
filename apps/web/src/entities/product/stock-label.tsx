import { useTranslation } from '@/lib/i18n-react';
import { stockStatus } from '@camtour/shared/domain/catalog';

const STYLES = {
  in_stock: 'text-jungle-700',
  low_stock: 'text-sand-800',
  out_of_stock: 'text-red-700',
} as const;

/** In stock / "Only N left" (1 to 4 units) / out of stock, by the shared rule. */
export function StockLabel({ qty, showCount = false }: { qty: number; showCount?: boolean }) {
  const { t } = useTranslation('shop');
  const status = stockStatus(qty);
  const text =
    status === 'out_of_stock'
      ? t('stock.out')
      : status === 'low_stock'
        ? t('stock.low', { count: qty })
        : showCount
          ? t('stock.in-count', { count: qty })
          : t('stock.in');
  return (
    <p
      className={`flex items-center gap-1.5 text-sm font-medium ${STYLES[status]}`}
      data-stock={status}
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-current" />
      {text}
    </p>
  );
}
