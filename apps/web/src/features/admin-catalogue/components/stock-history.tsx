import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { AdminProduct, StockMovement } from '@camtour/shared/schemas/admin-catalogue';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { inputStyles } from '@/components/ui/form-controls';
import { useFormat } from '@/lib/format';
import { useStockMovements } from '../api/admin-products';
import { useLocalName } from '../hooks/use-local-name';

const REASONS = ['initial', 'sale', 'restock', 'adjustment'] as const;

/** The product's stock ledger, newest first: every sale, cancel, adjustment and opening stock. */
export function StockHistory({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin-catalogue');
  const format = useFormat();
  const local = useLocalName();
  const [page, setPage] = useState(1);
  const [variantId, setVariantId] = useState<number | null>(null);
  const movements = useStockMovements(product.id, page, variantId);

  const columns: AdminColumn<StockMovement>[] = [
    {
      id: 'when',
      header: t('history.when'),
      cell: (m) =>
        format.date(m.created_at, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          timeZone: 'Asia/Phnom_Penh',
        }),
      className: 'whitespace-nowrap',
    },
    {
      id: 'variant',
      header: t('history.variant'),
      cell: (m) => `${local(m.color_en, m.color_km)} · ${local(m.size_en, m.size_km)}`,
    },
    {
      id: 'reason',
      header: t('history.reason'),
      cell: (m) => (
        <div>
          <p>
            {(REASONS as readonly string[]).includes(m.reason)
              ? t(`reason.${m.reason as (typeof REASONS)[number]}`)
              : m.reason}
          </p>
          {m.note && <p className="text-xs text-ink-muted">{m.note}</p>}
          {m.actor_email && <p className="break-all text-xs text-ink-muted">{m.actor_email}</p>}
        </div>
      ),
    },
    {
      id: 'delta',
      header: t('history.delta'),
      cell: (m) => (
        <span className={`font-semibold ${m.delta < 0 ? 'text-red-700' : 'text-jungle-800'}`}>
          {m.delta > 0 ? '+' : ''}
          {format.number(m.delta)}
        </span>
      ),
      className: 'md:text-right',
    },
    {
      id: 'after',
      header: t('history.after'),
      cell: (m) => format.number(m.qty_after),
      className: 'md:text-right',
    },
  ];

  return (
    <section
      aria-labelledby="history-heading"
      className="rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="history-heading" className="text-lg font-bold text-jungle-900">
          {t('history.title')}
        </h2>
        {product.variants.length > 1 && (
          <div className="flex flex-col gap-1">
            <label htmlFor="history-variant" className="text-xs font-semibold text-ink-muted">
              {t('history.variant')}
            </label>
            <select
              id="history-variant"
              className={`${inputStyles} py-2 text-sm`}
              value={variantId ?? ''}
              onChange={(event) => {
                setVariantId(event.target.value ? Number(event.target.value) : null);
                setPage(1);
              }}
            >
              <option value="">{t('history.all')}</option>
              {product.variants.map((v) => (
                <option key={v.id} value={v.id}>
                  {`${local(v.color.name_en, v.color.name_km)} · ${local(v.size.size_en, v.size.size_km)}`}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {movements.isError ? (
        <FormError error={movements.error} />
      ) : (
        <>
          <AdminTable
            caption={t('history.title')}
            columns={columns}
            rows={movements.data?.movements ?? []}
            rowKey={(m) => m.id}
            empty={t('history.empty')}
            loading={movements.isFetching}
          />
          {movements.data && movements.data.pagination.total > 0 && (
            <Pager pagination={movements.data.pagination} onPage={setPage} />
          )}
        </>
      )}
    </section>
  );
}
