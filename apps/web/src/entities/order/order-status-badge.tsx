import { useTranslation } from '@/lib/i18n-react';
import type { OrderStatus, PaymentStatus } from '@camtour/shared/domain/orders';

const ORDER_TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-sky-100 text-sky-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-jungle-100 text-jungle-900',
  completed: 'bg-jungle-700 text-white',
  cancelled: 'bg-red-100 text-red-800',
};

const PAYMENT_TONES: Record<PaymentStatus, string> = {
  pending: 'bg-sand-100 text-ink',
  completed: 'bg-jungle-100 text-jungle-900',
  refund_due: 'bg-red-100 text-red-800',
  refunded: 'bg-sand-100 text-ink',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** An order's status in words and colour (D13: pending → … → completed, or cancelled). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`${badge} ${ORDER_TONES[status]}`} data-testid="order-status">
      {t(`status.${status}`)}
    </span>
  );
}

/** Whether the order is paid, unpaid, or owed back after a cancelled KHQR payment. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`${badge} ${PAYMENT_TONES[status]}`} data-testid="payment-status">
      {t(`payment-status.${status}`)}
    </span>
  );
}
