import { useTranslation } from '@/lib/i18n-react';
import { useCartCount } from '@/entities/cart/get-cart';
import { cartDrawer, useCartDrawerOpen } from '../cart-drawer-store';
import { CartIcon } from './cart-icon';

/**
 * The header's cart icon with its count, for visitors and users alike (DECISIONS D7). The shop
 * namespace loads without suspending: the header must never wait for it.
 */
export function CartButton() {
  const { t, ready } = useTranslation('shop', { useSuspense: false });
  const count = useCartCount();
  const open = useCartDrawerOpen();
  const label = ready ? t('cart.open', { count }) : `Cart (${count})`;
  return (
    <button
      type="button"
      onClick={cartDrawer.open}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-testid="cart-button"
      className="relative grid size-10 shrink-0 place-items-center rounded-full text-jungle-900 hover:bg-jungle-50"
    >
      <CartIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -right-0.5 -top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-sand-400 px-1 text-xs font-bold leading-none text-jungle-950"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
