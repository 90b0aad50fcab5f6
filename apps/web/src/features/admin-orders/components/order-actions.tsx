import { useTranslation } from '@/lib/i18n-react';
import type { OrderStatus } from '@camtour/shared/domain/orders';
import type { AdminOrder } from '@camtour/shared/schemas/admin';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { useMoveOrder } from '../api/change-order';

type Step = Exclude<OrderStatus, 'pending'>;

/** One button per step the server allows now, each asking first and saying what follows. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin', 'orders']);
  const move = useMoveOrder(order.order_no);
  const steps = order.allowed_transitions.filter((s): s is Step => s !== 'pending');
  if (steps.length === 0) {
    return <p className="text-ink-muted">{t('order.no-steps')}</p>;
  }
  return (
    <div className="flex flex-wrap gap-3" data-testid="order-actions">
      {steps.map((status) => (
        <ConfirmAction
          key={status}
          label={t(`order.step.${status}`)}
          title={t('order.step-title', {
            orderNo: order.order_no,
            status: t(`status.${status}`, { ns: 'orders' }),
          })}
          description={t(`order.step-effect.${status}`)}
          confirmLabel={t(`order.step.${status}`)}
          tone={status === 'cancelled' ? 'danger' : 'default'}
          onConfirm={() => move.mutateAsync(status)}
        />
      ))}
    </div>
  );
}
