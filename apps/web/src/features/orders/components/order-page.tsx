import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { Order } from '@camtour/shared/schemas/orders';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { useOrder } from '../api/get-order';
import { orderToken } from '../lib/order-token';
import { CancelOrderButton } from './cancel-order-button';
import { OrderNotFound } from './order-not-found';
import { OrderView } from './order-view';

/**
 * An order loaded by its number, for its owner or the holder of its token:
 * loading, not found (with the find-my-order form), an error with retry, or
 * the order. `cancellable` offers cancel while the server says it can be.
 */
export function OrderPage({
  orderNo,
  queryToken,
  cancellable,
  loginHref,
  header,
}: {
  orderNo: string;
  queryToken: string | null;
  cancellable: boolean;
  loginHref?: string;
  /** Above the order once it is loaded (the confirmation's thanks). */
  header?: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation('orders');
  const message = useErrorMessage();
  const token = orderToken(orderNo, queryToken);
  const query = useOrder(orderNo, token);

  if (query.isPending) {
    return (
      <div className="grid min-h-[30vh] place-items-center" data-testid="order-loading">
        <Spinner label={t('order.loading')} showLabel />
      </div>
    );
  }
  if (query.isError) {
    // A malformed number is refused as "not found" too (400 on the route's params).
    if (isApiError(query.error) && [400, 404].includes(query.error.status)) {
      return <OrderNotFound orderNo={orderNo} loginHref={loginHref} />;
    }
    return (
      <ErrorState
        message={message(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const order = query.data;
  return (
    <div className="flex flex-col gap-6">
      {header?.(order)}
      <OrderView
        order={order}
        actions={
          cancellable && order.can_cancel ? (
            <CancelOrderButton
              orderNo={order.order_no}
              token={token}
              paid={order.payment_status === 'completed'}
            />
          ) : undefined
        }
      />
    </div>
  );
}
