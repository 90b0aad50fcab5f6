import { useTranslation } from '@/lib/i18n-react';
import type { Totals } from '@camtour/shared/schemas/orders';
import { useFormat } from '@/lib/format';

type Row = 'subtotal' | 'tax' | 'delivery_fee' | 'discount' | 'total';

/**
 * The server's totals of an order or a checkout quote (DECISIONS D13): the
 * page shows these numbers and never sums its own. An order in riel shows the
 * riel amounts, with the dollars it was priced in beside them.
 */
export function OrderTotals({ totals, className = '' }: { totals: Totals; className?: string }) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const inRiel = totals.currency === 'KHR' && totals.total_khr !== null;

  const amount = (row: Row): string => {
    const riel = totals[`${row}_khr`];
    return inRiel && riel !== null ? format.khr(riel) : format.usd(totals[row]);
  };

  const line = (row: Row, label: string, sign = '') => (
    <div
      key={row}
      className={`flex items-baseline justify-between gap-3 ${row === 'total' ? 'border-t border-sand-200 pt-2 text-base font-bold text-jungle-900' : 'text-ink-muted'}`}
      data-testid={`totals-${row}`}
    >
      <dt>{label}</dt>
      <dd className={row === 'discount' ? 'text-jungle-700' : row === 'total' ? '' : 'text-ink'}>
        {sign}
        {amount(row)}
      </dd>
    </div>
  );

  return (
    <div className={className}>
      <dl className="flex flex-col gap-1.5 text-sm">
        {line('subtotal', t('totals.subtotal'))}
        {line('tax', t('totals.tax', { percent: format.number(totals.tax_percent) }))}
        {totals.delivery_fee > 0 && line('delivery_fee', t('totals.delivery-fee'))}
        {totals.discount > 0 &&
          line(
            'discount',
            totals.promo_code
              ? t('totals.discount-code', {
                  code: totals.promo_code,
                  percent: format.number(totals.promo_percent),
                })
              : t('totals.discount'),
            '−',
          )}
        {line('total', t('totals.total'))}
      </dl>
      {inRiel && (
        <p className="mt-2 text-right text-xs text-ink-muted" data-testid="totals-usd">
          {t('totals.usd-equivalent', { amount: format.usd(totals.total) })}
        </p>
      )}
    </div>
  );
}
