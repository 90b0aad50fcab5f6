import { useTranslation } from '@/lib/i18n-react';
import { cartDrawer } from '@/features/cart/cart-drawer-store';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { RoutePage } from '../route-page';

/** /checkout: the four-step checkout; the cart drawer (another feature) is its way to change lines. */
export function Component() {
  // Both namespaces in one wait: the page shows order lines and totals of the `orders` entity.
  const { t } = useTranslation(['checkout', 'orders']);
  return (
    <RoutePage intro={t('intro')}>
      <CheckoutPage onOpenCart={cartDrawer.open} />
    </RoutePage>
  );
}
