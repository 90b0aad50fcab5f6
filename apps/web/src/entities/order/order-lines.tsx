import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { OrderItem, QuoteLine } from '@camtour/shared/schemas/orders';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useFormat } from '@/lib/format';

/** The fields an order's line and a checkout quote's line share. */
export type DisplayLine = Pick<
  OrderItem & QuoteLine,
  | 'product_id'
  | 'product_name'
  | 'product_name_km'
  | 'image'
  | 'color_name'
  | 'color_name_km'
  | 'size'
  | 'size_km'
  | 'price'
  | 'qty'
  | 'line_total'
> & { id?: number; variant_id?: number | null };

function LinePicture({ src, name, size }: { src: string | null; name: string; size: number }) {
  const box = 'shrink-0 rounded-xl border border-sand-200 bg-sand-50';
  if (!src) {
    return (
      <span
        aria-hidden="true"
        className={`${box} grid place-items-center font-semibold text-jungle-800`}
        style={{ width: size, height: size }}
      >
        {Array.from(name)[0]?.toUpperCase() ?? '?'}
      </span>
    );
  }
  return (
    <FallbackImage
      src={src}
      alt=""
      label={name}
      width={size}
      height={size}
      className={`${box} object-contain`}
    />
  );
}

/**
 * The lines of an order or a quote, as bought: picture, name in the page's
 * language, colour and size, quantity, unit price and line total (dollars: the
 * shop prices in dollars; the totals show the riel of an order in KHR).
 */
export function OrderLines({
  lines,
  compact = false,
  className = '',
}: {
  lines: readonly DisplayLine[];
  /** Smaller pictures, for a sidebar. */
  compact?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation('orders');
  const format = useFormat();
  const lang = i18n.language;

  return (
    <ul className={`flex flex-col divide-y divide-sand-200 ${className}`} data-testid="order-lines">
      {lines.map((line, index) => {
        const name = localized(lang, line.product_name, line.product_name_km);
        const color = line.color_name ? localized(lang, line.color_name, line.color_name_km) : null;
        const size = line.size ? localized(lang, line.size, line.size_km) : null;
        return (
          <li
            key={line.id ?? line.variant_id ?? index}
            className="flex gap-3 py-3 first:pt-0 last:pb-0"
            data-testid="order-line"
          >
            <LinePicture src={line.image} name={name} size={compact ? 48 : 64} />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              {line.product_id !== null ? (
                <Link
                  to={`/product/detail/${line.product_id}`}
                  className="font-semibold leading-snug text-jungle-900 hover:underline"
                >
                  {name}
                </Link>
              ) : (
                <span className="font-semibold leading-snug text-jungle-900">{name}</span>
              )}
              {(color || size) && (
                <p className="text-sm text-ink-muted">
                  {[
                    color ? t('line.color', { color }) : null,
                    size ? t('line.size', { size }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
              <p className="text-sm text-ink-muted">
                {t('line.qty-price', {
                  qty: format.number(line.qty),
                  price: format.usd(line.price),
                })}
              </p>
            </div>
            <p className="shrink-0 text-right font-semibold text-ink">
              <span className="sr-only">{t('line.total')} </span>
              {format.usd(line.line_total)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
