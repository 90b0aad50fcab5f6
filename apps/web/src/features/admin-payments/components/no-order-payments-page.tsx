import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import {
  isNoOrderReason,
  NO_ORDER_STATES,
  type NoOrderPayment,
  type NoOrderState,
} from '@camtour/shared/schemas/admin-payments';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { FilterBar } from '@/components/admin/filter-bar';
import { SelectFilter } from '@/components/admin/filter-fields';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { StatusPill } from '@/components/admin/status-pill';
import { useListParams, type ListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';
import { useFormat } from '@/lib/format';
import { useNoOrderPayments } from '../api/no-order-payments';
import { RefundPaymentForm } from './refund-payment-form';
import { useAmount } from './use-amount';

/** The server's default state is the one staff work through: payments still to refund. */
const FILTER_DEFAULTS = { state: 'open' };

const WHEN: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Phnom_Penh',
};

const stateOf = (value: string | undefined): NoOrderState =>
  (NO_ORDER_STATES as readonly string[]).includes(value ?? '') ? (value as NoOrderState) : 'open';

function StateFilter({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin');
  return (
    <FilterBar onReset={list.reset}>
      <SelectFilter
        id="no-order-state"
        label={t('no-order.state')}
        className="md:w-48"
        anyLabel={false}
        value={stateOf(list.values.state)}
        onChange={(value) => list.set('state', value)}
        options={NO_ORDER_STATES.map((state) => ({
          value: state,
          label: t(`no-order.state.${state}`),
        }))}
      />
    </FilterBar>
  );
}

function Buyer({ payment }: { payment: NoOrderPayment }) {
  const { t } = useTranslation('admin');
  const { buyer } = payment;
  if (!buyer) return <p className="text-ink-muted">{t('no-order.no-buyer')}</p>;
  return (
    <div className="min-w-0">
      <p className="font-semibold">
        {buyer.first_name} {buyer.last_name}
      </p>
      <p className="break-all text-xs text-ink-muted">
        <a href={`mailto:${buyer.email}`} className="underline-offset-2 hover:underline">
          {buyer.email}
        </a>
      </p>
      {buyer.phone && (
        <p className="text-xs text-ink-muted">
          <a href={`tel:${buyer.phone}`} className="underline-offset-2 hover:underline">
            {buyer.phone}
          </a>
        </p>
      )}
      <p className="text-xs text-ink-muted">
        {t('no-order.lang', { lang: t(`no-order.lang.${buyer.lang}`) })}
      </p>
    </div>
  );
}

function Refund({ payment, onRefund }: { payment: NoOrderPayment; onRefund: () => void }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const amount = useAmount();
  const { refund } = payment;
  if (!refund)
    return (
      <button
        type="button"
        className={`${buttonStyles.small} whitespace-nowrap`}
        onClick={onRefund}
        data-testid="refund-button"
      >
        {t('no-order.refund')}
        <span className="sr-only">, {t('no-order.bill', { bill: payment.bill_number })}</span>
      </button>
    );
  const date = format.date(refund.refunded_at, WHEN);
  return (
    <div className="flex flex-col items-start gap-1" data-testid="refund-done">
      <StatusPill tone="good">{t('no-order.state.refunded')}</StatusPill>
      <span className="font-semibold">
        {t('no-order.refunded', { amount: amount(refund.amount, payment.currency) })}
      </span>
      <span className="text-xs text-ink-muted">
        {refund.staff_email
          ? t('no-order.refunded-by', { date, staff: refund.staff_email })
          : t('no-order.refunded-by-deleted', { date })}
      </span>
      <span className="break-all text-xs text-ink-muted">
        {t('no-order.reference', { reference: refund.reference })}
      </span>
    </div>
  );
}

function useColumns(onRefund: (payment: NoOrderPayment) => void): AdminColumn<NoOrderPayment>[] {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const amount = useAmount();
  return [
    {
      id: 'paid',
      header: t('no-order.col-paid'),
      cell: (row) => (
        <div className="flex flex-col">
          <span className="whitespace-nowrap">
            {format.date(row.paid_at ?? row.no_order_at, WHEN)}
          </span>
          <span className="break-all text-xs text-ink-muted">
            {t('no-order.bill', { bill: row.bill_number })}
          </span>
        </div>
      ),
    },
    { id: 'buyer', header: t('no-order.col-buyer'), cell: (row) => <Buyer payment={row} /> },
    {
      id: 'amount',
      header: t('no-order.col-amount'),
      cell: (row) => (
        <span className="whitespace-nowrap font-semibold">{amount(row.amount, row.currency)}</span>
      ),
      className: 'md:text-right',
    },
    {
      id: 'reason',
      header: t('no-order.col-reason'),
      // A reason this page does not know yet shows as the server wrote it.
      cell: (row) =>
        isNoOrderReason(row.reason) ? t(`no-order.reason.${row.reason}`) : row.reason,
    },
    {
      id: 'bank',
      header: t('no-order.col-bank'),
      cell: (row) => (
        <div className="flex min-w-0 flex-col gap-0.5 text-xs text-ink-muted">
          {row.from_account && (
            <span className="break-all">{t('no-order.from', { account: row.from_account })}</span>
          )}
          {row.transaction_hash && (
            <span className="break-all">
              {t('no-order.hash')}{' '}
              {/* Only the hash is monospaced: the mono font has no Khmer letters. */}
              <span className="font-mono">{row.transaction_hash}</span>
            </span>
          )}
        </div>
      ),
    },
    {
      id: 'refund',
      header: t('no-order.col-refund'),
      cell: (row) => <Refund payment={row} onRefund={() => onRefund(row)} />,
    },
  ];
}

/**
 * /admin/no-order-payments: KHQR payments the bank confirmed that became no order, to pay back
 * by hand (Bakong has no refund call); each refund is recorded once, with its bank reference.
 */
export function NoOrderPaymentsPage() {
  const { t } = useTranslation('admin');
  const list = useListParams(FILTER_DEFAULTS);
  const state = stateOf(list.values.state);
  const payments = useNoOrderPayments({ state, page: list.page });
  const [refunding, setRefunding] = useState<NoOrderPayment | null>(null);
  const columns = useColumns(setRefunding);
  const close = () => setRefunding(null);
  return (
    <>
      <AdminPageHeader title={t('nav.no-order-payments')} description={t('no-order.intro')} />
      <StateFilter list={list} />
      {payments.isError ? (
        <div className="mb-4">
          <FormError error={payments.error} />
        </div>
      ) : (
        <>
          <AdminTable
            caption={t('nav.no-order-payments')}
            columns={columns}
            rows={payments.data?.payments ?? []}
            rowKey={(row) => row.md5}
            empty={t(`no-order.empty.${state}`)}
            loading={payments.isFetching}
          />
          {payments.data && payments.data.pagination.total > 0 && (
            <Pager pagination={payments.data.pagination} onPage={list.setPage} />
          )}
        </>
      )}
      <Dialog
        open={refunding !== null}
        onOpenChange={(open) => !open && close()}
        title={t('no-order.refund-title', { bill: refunding?.bill_number ?? '' })}
        testId="refund-dialog"
      >
        {refunding && <RefundPaymentForm key={refunding.md5} payment={refunding} onDone={close} />}
      </Dialog>
    </>
  );
}
