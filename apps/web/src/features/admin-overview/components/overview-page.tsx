import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { AdminOverview, OverviewPeriod } from '@camtour/shared/schemas/admin-overview';
import { AdminCard } from '@/components/admin/admin-card';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FormError } from '@/components/admin/form-error';
import { StatusPill } from '@/components/admin/status-pill';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { useOverview } from '../api/get-overview';

/** The overview's tiles sit side by side: their headings are a size smaller than a page section's. */
function Card(props: { title: string; children: ReactNode; testId?: string }) {
  return <AdminCard {...props} titleSize="base" />;
}

function PeriodCard({
  title,
  period,
  testId,
}: {
  title: string;
  period: OverviewPeriod;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <Card title={title} testId={testId}>
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-ink-muted">{t('overview.orders')}</dt>
          <dd className="text-3xl font-bold text-jungle-900" data-testid={`${testId}-orders`}>
            {format.number(period.orders)}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t('overview.revenue')}</dt>
          <dd className="flex flex-col">
            <span className="text-2xl font-bold text-jungle-900" data-testid={`${testId}-usd`}>
              {format.usd(period.revenue_cents / 100)}
            </span>
            <span className="text-sm text-ink-muted" data-testid={`${testId}-khr`}>
              {format.khr(period.revenue_khr)}
            </span>
          </dd>
        </div>
      </dl>
    </Card>
  );
}

const WAITING = ['pending', 'processing', 'shipped'] as const;

function WaitingCard({ waiting }: { waiting: AdminOverview['waiting'] }) {
  const { t } = useTranslation(['admin', 'orders']);
  const format = useFormat();
  return (
    <Card title={t('overview.waiting')} testId="overview-waiting">
      <ul className="grid gap-2 sm:grid-cols-3">
        {WAITING.map((status) => (
          <li key={status}>
            <Link
              to={`/admin/orders?status=${status}`}
              className="flex items-center justify-between gap-2 rounded-xl border border-sand-200 px-3 py-2.5 hover:border-jungle-600 hover:bg-jungle-50"
            >
              <span className="text-sm font-semibold text-ink">
                {t(`status.${status}`, { ns: 'orders' })}
              </span>
              <span className="text-xl font-bold text-jungle-900">
                {format.number(waiting[status])}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function LowStockCard({ lowStock }: { lowStock: AdminOverview['low_stock'] }) {
  const { t, i18n } = useTranslation('admin');
  const format = useFormat();
  const lang = i18n.language;
  return (
    <Card title={t('overview.low-stock')} testId="overview-low-stock">
      <p className="text-sm text-ink-muted">
        {t('overview.low-stock-line', { qty: format.number(lowStock.threshold) })}
      </p>
      {lowStock.variants.length === 0 ? (
        <p className="text-ink-muted">{t('overview.low-stock-none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-sand-200">
          {lowStock.variants.map((variant) => (
            <li key={variant.variant_id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <Link
                  to={`/admin/products/${variant.product_id}`}
                  className="font-semibold text-jungle-800 hover:underline"
                >
                  {localized(lang, variant.product_name, variant.product_name_km)}
                </Link>
                <p className="text-sm text-ink-muted">
                  {localized(lang, variant.color_name, variant.color_name_km)} ·{' '}
                  {localized(lang, variant.size, variant.size_km)}
                </p>
              </div>
              <StatusPill tone={variant.qty === 0 ? 'bad' : 'warn'}>
                {t('overview.qty', { qty: format.number(variant.qty) })}
              </StatusPill>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function InboxCard({ feedback, bookings }: { feedback: number; bookings: number }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const rows = [
    { label: t('overview.unread-feedback'), value: feedback, testId: 'overview-feedback' },
    { label: t('overview.unread-bookings'), value: bookings, testId: 'overview-bookings' },
  ];
  return (
    <Card title={t('overview.inbox')} testId="overview-inbox">
      <ul className="grid gap-2">
        {rows.map((row) => (
          <li key={row.testId}>
            <Link
              to="/admin/inbox"
              data-testid={row.testId}
              className="flex items-center justify-between gap-2 rounded-xl border border-sand-200 px-3 py-2.5 hover:border-jungle-600 hover:bg-jungle-50"
            >
              <span className="text-sm font-semibold text-ink">{row.label}</span>
              <span className="text-xl font-bold text-jungle-900">{format.number(row.value)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Paid KHQR payments no order came of: money staff still owe back. */
function NoOrderCard({ open }: { open: number }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <Card title={t('nav.no-order-payments')} testId="overview-no-order">
      <Link
        to="/admin/no-order-payments"
        data-testid="overview-no-order-open"
        className="flex items-center justify-between gap-2 rounded-xl border border-sand-200 px-3 py-2.5 hover:border-jungle-600 hover:bg-jungle-50"
      >
        <span className="text-sm font-semibold text-ink">{t('no-order.state.open')}</span>
        <span className="text-xl font-bold text-jungle-900">{format.number(open)}</span>
      </Link>
    </Card>
  );
}

/** /admin: what needs doing today, at a glance. */
export function OverviewPage() {
  const { t } = useTranslation('admin');
  const overview = useOverview();
  return (
    <>
      <AdminPageHeader title={t('nav.overview')} description={t('overview.intro')} />
      {overview.isPending && (
        <div className="grid min-h-40 place-items-center">
          <Spinner label={t('state.loading')} showLabel />
        </div>
      )}
      {overview.isError && (
        <div className="flex flex-col items-start gap-3">
          <FormError error={overview.error} />
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => void overview.refetch()}
          >
            {t('state.retry')}
          </button>
        </div>
      )}
      {overview.data && (
        <div className="grid gap-4 lg:grid-cols-2" data-testid="overview">
          <PeriodCard
            title={t('overview.today')}
            period={overview.data.today}
            testId="overview-today"
          />
          <PeriodCard
            title={t('overview.week')}
            period={overview.data.week}
            testId="overview-week"
          />
          <WaitingCard waiting={overview.data.waiting} />
          <InboxCard
            feedback={overview.data.unread_feedback}
            bookings={overview.data.unread_booking_requests}
          />
          <div className="lg:col-span-2">
            <NoOrderCard open={overview.data.paid_no_order_open} />
          </div>
          <div className="lg:col-span-2">
            <LowStockCard lowStock={overview.data.low_stock} />
          </div>
        </div>
      )}
    </>
  );
}
