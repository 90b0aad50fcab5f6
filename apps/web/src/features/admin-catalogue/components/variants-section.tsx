import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type {
  AdminProduct,
  AdminVariant,
  CatalogueOptions,
} from '@camtour/shared/schemas/admin-catalogue';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { StatusPill } from '@/components/admin/status-pill';
import { buttonStyles } from '@/components/ui/button-styles';
import { useFormat } from '@/lib/format';
import { useDeleteVariant } from '../api/product-changes';
import { useLocalName } from '../hooks/use-local-name';
import { StockDialog } from './stock-dialog';
import { VariantDialog } from './variant-dialog';

type Open = { kind: 'add' } | { kind: 'edit' | 'stock'; variant: AdminVariant } | null;

/** The product's colours and sizes with price and stock: add, edit, delete, adjust stock. */
export function VariantsSection({
  product,
  options,
}: {
  product: AdminProduct;
  options: CatalogueOptions;
}) {
  const { t } = useTranslation('admin-catalogue');
  const format = useFormat();
  const local = useLocalName();
  const remove = useDeleteVariant(product.id);
  const [open, setOpen] = useState<Open>(null);
  const labelOf = (v: AdminVariant) =>
    `${local(v.color.name_en, v.color.name_km)} · ${local(v.size.size_en, v.size.size_km)}`;
  const lastOfPublished = product.status === 'published' && product.variants.length <= 1;

  const columns: AdminColumn<AdminVariant>[] = [
    {
      id: 'color',
      header: t('variants.color'),
      cell: (v) => (
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-4 shrink-0 rounded-full border border-sand-300"
            style={{ backgroundColor: v.color.hex }}
          />
          {local(v.color.name_en, v.color.name_km)}
        </span>
      ),
    },
    { id: 'size', header: t('variants.size'), cell: (v) => local(v.size.size_en, v.size.size_km) },
    {
      id: 'price',
      header: t('variants.price'),
      cell: (v) => (
        <span className="whitespace-nowrap">
          {format.usd(v.effective_price_cents / 100)}
          {v.price_cents === null && (
            <span className="block text-xs text-ink-muted">{t('variants.product-price')}</span>
          )}
        </span>
      ),
    },
    {
      id: 'stock',
      header: t('variants.stock'),
      cell: (v) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold" data-testid="variant-qty">
            {format.number(v.qty)}
          </span>
          {v.qty === 0 ? (
            <StatusPill tone="bad">{t('variants.out')}</StatusPill>
          ) : v.qty <= 4 ? (
            <StatusPill tone="warn">{t('variants.low')}</StatusPill>
          ) : null}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('variants.actions'),
      cell: (v) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={buttonStyles.small}
            onClick={() => setOpen({ kind: 'stock', variant: v })}
          >
            {t('variants.adjust')}
          </button>
          <button
            type="button"
            className={buttonStyles.small}
            onClick={() => setOpen({ kind: 'edit', variant: v })}
          >
            {t('variants.edit')}
          </button>
          <ConfirmAction
            label={t('variants.delete')}
            title={t('variants.delete-title', { variant: labelOf(v) })}
            description={
              v.in_orders
                ? t('variants.delete-ordered')
                : lastOfPublished
                  ? t('variants.delete-last')
                  : t('variants.delete-body')
            }
            confirmLabel={t('variants.delete')}
            tone="danger"
            disabled={v.in_orders || lastOfPublished}
            onConfirm={() => remove.mutateAsync(v.id)}
          />
          {v.in_orders && (
            <p className="basis-full text-xs text-ink-muted">{t('variants.ordered-note')}</p>
          )}
        </div>
      ),
    },
  ];

  return (
    <section
      aria-labelledby="variants-heading"
      className="rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="variants-heading" className="text-lg font-bold text-jungle-900">
          {t('variants.title')}
        </h2>
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => setOpen({ kind: 'add' })}
        >
          {t('variants.add')}
        </button>
      </div>
      {lastOfPublished && (
        <p className="mb-3 text-sm text-ink-muted">{t('variants.delete-last')}</p>
      )}
      <AdminTable
        caption={t('variants.title')}
        columns={columns}
        rows={product.variants}
        rowKey={(v) => v.id}
        empty={t('variants.empty')}
      />
      {open?.kind === 'add' && (
        <VariantDialog
          productId={product.id}
          variant={null}
          options={options}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'edit' && (
        <VariantDialog
          productId={product.id}
          variant={open.variant}
          options={options}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'stock' && (
        <StockDialog
          productId={product.id}
          variant={open.variant}
          label={labelOf(open.variant)}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
