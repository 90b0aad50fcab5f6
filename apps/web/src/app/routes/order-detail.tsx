import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { normalizeOrderNo } from '@camtour/shared/domain/orders';
import { loginPathFor } from '@/features/accounts/hooks/use-return-url';
import { OrderPage } from '@/features/orders/components/order-page';
import { useSession } from '@/lib/session';
import { RoutePage } from '../route-page';

/**
 * /orders/{order_no}?token=: the order page the e-mail links to, for guests
 * too (token from the link, else from this tab's last order, else the owner's
 * session), with cancel while the order is pending.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const { orderNo: raw = '' } = useParams();
  const [params] = useSearchParams();
  const session = useSession();
  const orderNo = normalizeOrderNo(raw);
  if (!orderNo) return <Navigate to="/orders" replace />;

  return (
    <RoutePage title={t('order.title', { number: orderNo })}>
      <OrderPage
        orderNo={orderNo}
        queryToken={params.get('token')}
        cancellable
        loginHref={
          session.status === 'anonymous'
            ? loginPathFor(`/orders/${encodeURIComponent(orderNo)}`)
            : undefined
        }
      />
    </RoutePage>
  );
}
