import { useTranslation } from '@/lib/i18n-react';
import { Spinner } from '@/components/ui/spinner';
import { loginPathFor } from '@/features/accounts/hooks/use-return-url';
import { MyOrders } from '@/features/orders/components/my-orders';
import { OrdersVisitor } from '@/features/orders/components/orders-visitor';
import { useSession } from '@/lib/session';
import { RoutePage } from '../route-page';

/** The login page comes back here: /login reads `returnUrl` (see use-return-url). */
const LOGIN_FOR_ORDERS = loginPathFor('/orders');

/**
 * /orders (also /order and /history): a customer's orders; a visitor is
 * offered the login and the find-my-order form instead of a bare redirect,
 * since a guest's orders have no account to list them.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const session = useSession();
  return (
    <RoutePage intro={t('list.intro')}>
      {session.status === 'loading' && (
        <div className="grid min-h-[30vh] place-items-center">
          <Spinner label={t('session.checking')} showLabel />
        </div>
      )}
      {session.status === 'anonymous' && <OrdersVisitor loginHref={LOGIN_FOR_ORDERS} />}
      {session.status === 'authenticated' && <MyOrders />}
    </RoutePage>
  );
}
