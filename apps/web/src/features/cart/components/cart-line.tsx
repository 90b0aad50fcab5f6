import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import { centsToDollars } from '@camtour/shared/domain/money';
import type { CartItem } from '@camtour/shared/schemas/shop';
import { FallbackImage } from '@/components/ui/fallback-image';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { useFormat } from '@/lib/format';
import { useUpdateCartItem } from '../api/update-cart-item';
import { cartDrawer } from '../cart-drawer-store';
import { cartErrorText } from '../lib/cart-error';

/** One line of the drawer: picture, name, options, price, quantity, remove, and its problem. */
export function CartLine({
  item,
  onRemove,
}: {
  item: CartItem;
  onRemove: (item: CartItem) => void;
}) {
  const { t, i18n } = useTranslation('shop');
  const format = useFormat();
  const update = useUpdateCartItem();
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const name = localized(i18n.language, item.name, item.name_km);
  const color = item.colorName ? localized(i18n.language, item.colorName, item.colorName_km) : null;
  const size = item.sizeName ? localized(i18n.language, item.sizeName, item.sizeName_km) : null;
  const flagged = item.issue !== null;

  const changeQuantity = (qty: number) => {
    setFailure(null);
    update.mutate(
      { cart_item_id: item.cart_item_id, qty },
      { onError: (error) => setFailure({ error }) },
    );
  };

  /*
   * One stock sentence at a time: the line's own issue (from the server's cart) already names
   * the maximum, so a refused update adds nothing while the issue is shown.
   */
  const failureText = failure === null || item.issue ? null : cartErrorText(failure.error, i18n);

  return (
    <li
      data-testid="cart-line"
      data-issue={item.issue ?? undefined}
      className={`flex gap-3 rounded-2xl border p-3 ${flagged ? 'border-red-300 bg-red-50/60' : 'border-sand-200 bg-white'}`}
    >
      <FallbackImage
        src={item.image}
        alt=""
        label={name}
        width={72}
        height={72}
        className={`size-18 shrink-0 rounded-xl border border-sand-200 bg-sand-50 object-contain ${flagged ? 'opacity-60' : ''}`}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={`/product/detail/${item.product_id}`}
            onClick={cartDrawer.close}
            className="min-w-0 font-semibold leading-snug text-jungle-900 hover:underline"
          >
            {name}
          </Link>
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={t('cart.remove', { name })}
            className="-mr-1 -mt-1 grid size-9 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-red-50 hover:text-red-700"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
              <path
                d="M4 7h16M9 7V4.5h6V7m-8 0 1 12.5h8L17 7M10 11v5m4-5v5"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        </div>
        {(color || size) && (
          <p className="text-sm text-ink-muted">
            {[
              color ? `${t('cart.color')}: ${color}` : null,
              size ? `${t('cart.size')}: ${size}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            size="sm"
            value={item.qty}
            max={Math.max(item.maxQuantity, 0)}
            onChange={changeQuantity}
            problemText={(rule) =>
              i18n.t(rule, { ns: 'errors', count: Math.max(item.maxQuantity, 0) })
            }
            disabled={update.isPending || item.maxQuantity <= 0}
            label={t('cart.quantity-of', { name })}
            decreaseLabel={t('quantity.decrease')}
            increaseLabel={t('quantity.increase')}
            testId="cart-line-quantity"
          />
          <div className="text-right">
            <p className={`font-semibold ${flagged ? 'text-ink-muted line-through' : 'text-ink'}`}>
              {format.usd(centsToDollars(item.line_total_cents))}
            </p>
            {item.qty > 1 && (
              <p className="text-xs text-ink-muted">
                {t('cart.each', { price: format.usd(centsToDollars(item.price_cents)) })}
              </p>
            )}
          </div>
        </div>
        {update.isPending && (
          <p role="status" className="text-xs text-ink-muted">
            {t('cart.updating')}
          </p>
        )}
        {failureText && (
          <p role="alert" className="text-sm text-red-700">
            {failureText}
          </p>
        )}
        {item.issue && (
          <p role="note" className="text-sm font-medium text-red-800" data-testid="cart-line-issue">
            {i18n.t(item.issue, { ns: 'errors' })}
            {item.issue === 'exceeds-stock' &&
              ` · ${i18n.t('maximum-quantity-available', { ns: 'errors', count: item.maxQuantity })}`}
            {' · '}
            {t('cart.issue.excluded')}
          </p>
        )}
      </div>
    </li>
  );
}
