import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { AdminOrder } from '@camtour/shared/schemas/admin';
import { AdminCard } from '@/components/admin/admin-card';
import { PaymentStatusBadge } from '@/entities/order/order-status-badge';
import { useFormat } from '@/lib/format';

/** An order page's section: a card with the larger heading. */
export const Section = AdminCard;

function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-muted">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const PP_TIME = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Phnom_Penh',
} as const;

export function CustomerSection({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  return (
    <Section title={t('order.customer')} testId="order-customer">
      <Pairs
        rows={[
          [t('order.name'), `${order.first_name} ${order.last_name}`],
          [
            t('order.email'),
            <a
              key="email"
              href={`mailto:${order.email}`}
              className="text-jungle-800 hover:underline"
            >
              {order.email}
            </a>,
          ],
          [
            t('order.phone'),
            <a
              key="phone"
              href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}
              className="text-jungle-800 hover:underline"
            >
              {order.phone}
            </a>,
          ],
          [
            t('order.account'),
            order.user_id === null ? t('order.guest') : t('order.member', { id: order.user_id }),
          ],
          [t('order.language'), order.lang === 'km' ? 'ខ្មែរ' : 'English'],
        ]}
      />
    </Section>
  );
}

export function AddressSection({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin', 'orders']);
  const { street, city, state, zip_code: zip, country } = order.address;
  return (
    <Section title={t('order.address')} testId="order-address">
      <address className="not-italic leading-relaxed">
        {street}
        <br />
        {[city, state, zip].filter(Boolean).join(', ')}
        <br />
        {country}
      </address>
      <Pairs
        rows={[
          [t('order.delivery'), t(`delivery.${order.delivery_type}`, { ns: 'orders' })],
          ...(order.notes ? ([[t('order.notes'), order.notes]] as [string, ReactNode][]) : []),
        ]}
      />
    </Section>
  );
}

export function PaymentSection({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin', 'orders']);
  const format = useFormat();
  const khqr = order.khqr_payment;
  const rows: [string, ReactNode][] = [
    [t('order.method'), t(`payment.${order.payment_method}`, { ns: 'orders' })],
    [t('order.payment-status'), <PaymentStatusBadge key="status" status={order.payment_status} />],
    [t('order.currency'), order.currency],
  ];
  if (khqr) {
    rows.push(
      [t('order.khqr-bill'), khqr.bill_number],
      [t('order.khqr-status'), khqr.status],
      // Always US cents: the riel a KHR payment asked for is the order's total_khr.
      [t('order.khqr-amount'), `${format.usd(khqr.total_cents / 100)} (${khqr.currency})`],
      [
        t('order.khqr-md5'),
        <code key="md5" className="break-all text-xs">
          {khqr.md5}
        </code>,
      ],
    );
    if (khqr.from_account) rows.push([t('order.khqr-from'), khqr.from_account]);
    if (khqr.bakong_hash)
      rows.push([
        t('order.khqr-hash'),
        <code key="hash" className="break-all text-xs">
          {khqr.bakong_hash}
        </code>,
      ]);
    if (khqr.paid_at) rows.push([t('order.khqr-paid-at'), format.date(khqr.paid_at, PP_TIME)]);
  }
  if (order.refund_reference) rows.push([t('order.refund-reference'), order.refund_reference]);
  if (order.refunded_at)
    rows.push([t('order.refunded-at'), format.date(order.refunded_at, PP_TIME)]);
  return (
    <Section title={t('order.payment')} testId="order-payment">
      <Pairs rows={rows} />
    </Section>
  );
}

export function HistorySection({ order }: { order: AdminOrder }) {
  const { t } = useTranslation(['admin', 'orders']);
  const format = useFormat();
  return (
    <Section title={t('order.history')} testId="order-history">
      {order.events.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('order.no-history')}</p>
      ) : (
        <ol className="flex flex-col gap-3 border-l-2 border-sand-200 pl-4">
          {order.events.map((event, index) => (
            <li key={`${event.created_at}-${index}`} className="text-sm">
              <p className="font-semibold text-ink">
                {event.from_status
                  ? t('order.event-move', {
                      from: t(`status.${event.from_status}`, { ns: 'orders' }),
                      to: t(`status.${event.to_status}`, { ns: 'orders' }),
                    })
                  : t('order.event-placed', {
                      to: t(`status.${event.to_status}`, { ns: 'orders' }),
                    })}
              </p>
              <p className="text-ink-muted">
                {format.date(event.created_at, PP_TIME)} ·{' '}
                {event.actor === 'customer' ? t('order.by-customer') : event.actor}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
