import { useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FormError } from '@/components/admin/form-error';
import { buttonStyles } from '@/components/ui/button-styles';
import { MissingNotice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { OrderLines } from '@/entities/order/order-lines';
import { OrderStatusBadge, PaymentStatusBadge } from '@/entities/order/order-status-badge';
import { OrderTotals } from '@/entities/order/order-totals';
import { isApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useAdminOrder } from '../api/admin-orders';
import { OrderActions } from './order-actions';
import {
  AddressSection,
  CustomerSection,
  HistorySection,
  PaymentSection,
  Section,
} from './order-sections';
import { RefundForm } from './refund-form';

/** /admin/orders/:orderNo: everything about one order, and its next steps. */
export function OrderPage() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { orderNo = '' } = useParams();
  const order = useAdminOrder(orderNo);
  const back = { to: '/admin/orders', label: t('nav.orders') };

  if (order.isPending) {
    return (
      <div className="grid min-h-40 place-items-center">
        <Spinner label={t('state.loading')} showLabel />
      </div>
    );
  }
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) {
      return (
        <MissingNotice
          title={t('order.missing-title')}
          body={t('order.missing-body', { orderNo })}
          back={back}
          testId="order-missing"
        />
      );
    }
    return (
      <div className="flex flex-col items-start gap-3">
        <FormError error={order.error} />
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => void order.refetch()}
        >
          {t('state.retry')}
        </button>
      </div>
    );
  }

  const data = order.data;
  return (
    <div data-testid="admin-order">
      <AdminPageHeader
        title={t('title.order', { orderNo: data.order_no })}
        back={back}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={data.status} />
            <PaymentStatusBadge status={data.payment_status} />
            <span className="text-sm">
              {t('order.placed', {
                date: format.date(data.created_at, {
                  year: 'numeric',
                  month: 'long',
                  day: 'numeric',
                  hour: '2-digit',
                  minute: '2-digit',
                  timeZone: 'Asia/Phnom_Penh',
                }),
              })}
            </span>
          </span>
        }
      />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <Section title={t('order.next-step')} testId="order-next-step">
            <OrderActions order={data} />
            {data.can_refund && (
              <div className="mt-2 border-t border-sand-200 pt-4">
                <h3 className="mb-2 font-semibold text-jungle-900">{t('refund.title')}</h3>
                <RefundForm order={data} />
              </div>
            )}
          </Section>
          <Section title={t('order.lines')} testId="order-lines-section">
            <OrderLines lines={data.items} />
            <OrderTotals totals={data.totals} className="mt-2 border-t border-sand-200 pt-3" />
          </Section>
          <HistorySection order={data} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <CustomerSection order={data} />
          <AddressSection order={data} />
          <PaymentSection order={data} />
        </div>
      </div>
    </div>
  );
}
