import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Link } from 'react-router';
import type { PromoCode, PromoUse } from '@camtour/shared/schemas/admin-content';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { useFormat } from '@/lib/format';
import { usePromoUses } from '../api/promo-codes';

const DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Phnom_Penh',
};

/** The orders that used one code, newest first, a page at a time (inside the code's dialog). */
export function PromoUses({ promo }: { promo: PromoCode }) {
  const { t } = useTranslation('admin-content');
  const format = useFormat();
  const [page, setPage] = useState(1);
  const uses = usePromoUses(promo.id, page);
  const columns: AdminColumn<PromoUse>[] = [
    {
      id: 'order',
      header: t('uses.order'),
      cell: (row) => (
        <Link
          to={`/admin/orders/${encodeURIComponent(row.order_no)}`}
          className="font-semibold text-jungle-800 underline-offset-2 hover:underline"
        >
          {row.order_no}
        </Link>
      ),
      className: 'whitespace-nowrap',
    },
    {
      id: 'email',
      header: t('uses.email'),
      cell: (row) => row.email,
    },
    {
      id: 'date',
      header: t('uses.date'),
      cell: (row) => format.date(row.created_at, DATE_TIME),
      className: 'whitespace-nowrap',
    },
    {
      id: 'discount',
      header: t('uses.discount'),
      cell: (row) => format.usd(row.discount_cents / 100),
      className: 'md:text-right',
    },
  ];
  if (uses.isError) return <FormError error={uses.error} />;
  return (
    <div data-testid="promo-uses">
      <AdminTable
        caption={t('uses.caption', { code: promo.code })}
        columns={columns}
        rows={uses.data?.uses ?? []}
        rowKey={(row) => row.order_no}
        empty={t('uses.empty')}
        loading={uses.isFetching}
      />
      {uses.data && uses.data.pagination.total > uses.data.pagination.per_page && (
        <Pager pagination={uses.data.pagination} onPage={setPage} />
      )}
    </div>
  );
}
