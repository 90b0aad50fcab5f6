import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { AdminProductRow } from '@camtour/shared/schemas/admin-catalogue';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { StatusPill } from '@/components/admin/status-pill';
import { useListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';
import { useFormat } from '@/lib/format';
import { useAdminProducts } from '../api/admin-products';
import { useLocalName } from '../hooks/use-local-name';
import { ProductStatusPill } from './product-status';
import { PRODUCT_FILTER_DEFAULTS, ProductsFilters } from './products-filters';

function useColumns(): AdminColumn<AdminProductRow>[] {
  const { t } = useTranslation('admin-catalogue');
  const format = useFormat();
  const local = useLocalName();
  return [
    {
      id: 'product',
      header: t('list.col-product'),
      cell: (row) => (
        <div className="flex min-w-0 items-start gap-3">
          {row.thumbnail_url ? (
            <img
              src={row.thumbnail_url}
              alt=""
              width={48}
              height={48}
              loading="lazy"
              className="size-12 shrink-0 rounded-lg border border-sand-200 bg-white object-contain"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-lg border border-dashed border-sand-300 text-xs text-ink-muted"
            >
              —
            </span>
          )}
          <div className="min-w-0">
            <Link
              to={`/admin/products/${row.id}`}
              className="font-semibold text-jungle-800 underline-offset-2 hover:underline"
              data-testid="product-link"
            >
              {local(row.name_en, row.name_km)}
            </Link>
            <p className="text-xs text-ink-muted" lang={format.lang === 'km' ? 'en' : 'km'}>
              {format.lang === 'km' ? row.name_en : row.name_km}
            </p>
            <p className="font-mono text-xs text-ink-muted">{row.code}</p>
          </div>
        </div>
      ),
    },
    {
      id: 'category',
      header: t('list.col-category'),
      cell: (row) => (
        <div>
          <p>{local(row.category.name_en, row.category.name_km)}</p>
          <p className="text-xs text-ink-muted">{local(row.brand.name, row.brand.name_km)}</p>
        </div>
      ),
    },
    {
      id: 'price',
      header: t('list.col-price'),
      cell: (row) => (
        <span className="whitespace-nowrap font-semibold">{format.usd(row.price_cents / 100)}</span>
      ),
      className: 'md:text-right',
    },
    {
      id: 'stock',
      header: t('list.col-stock'),
      cell: (row) => (
        <div className="flex flex-col items-start gap-1 md:items-end">
          <span className="whitespace-nowrap">
            {t('list.stock-units', { count: row.total_stock, n: format.number(row.total_stock) })}
          </span>
          <span className="whitespace-nowrap text-xs text-ink-muted">
            {t('list.variants', { count: row.variant_count, n: format.number(row.variant_count) })}
          </span>
          {row.low_stock_variants > 0 && (
            <StatusPill tone="warn">
              {t('list.low', {
                count: row.low_stock_variants,
                n: format.number(row.low_stock_variants),
              })}
            </StatusPill>
          )}
        </div>
      ),
      className: 'md:text-right',
    },
    {
      id: 'status',
      header: t('list.col-status'),
      cell: (row) => <ProductStatusPill status={row.status} />,
    },
    {
      id: 'updated',
      header: t('list.col-updated'),
      cell: (row) =>
        format.date(row.updated_at, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          timeZone: 'Asia/Phnom_Penh',
        }),
      className: 'whitespace-nowrap',
    },
  ];
}

/** /admin/products: the catalogue, searched and filtered on the server, 30 a page. */
export function ProductsPage() {
  const { t } = useTranslation('admin-catalogue');
  const list = useListParams(PRODUCT_FILTER_DEFAULTS);
  const products = useAdminProducts({ ...list.values, page: list.page });
  const columns = useColumns();
  return (
    <>
      <AdminPageHeader
        title={t('list.title')}
        description={t('list.intro')}
        actions={
          <Link to="/admin/products/new" className={buttonStyles.primary}>
            {t('list.new')}
          </Link>
        }
      />
      <ProductsFilters list={list} />
      {products.isError ? (
        <div className="mb-4">
          <FormError error={products.error} />
        </div>
      ) : (
        <>
          <AdminTable
            caption={t('list.title')}
            columns={columns}
            rows={products.data?.products ?? []}
            rowKey={(row) => row.id}
            empty={t('list.empty')}
            loading={products.isFetching}
          />
          {products.data && products.data.pagination.total > 0 && (
            <Pager pagination={products.data.pagination} onPage={list.setPage} />
          )}
        </>
      )}
    </>
  );
}
