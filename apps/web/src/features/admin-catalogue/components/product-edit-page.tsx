import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FormError } from '@/components/admin/form-error';
import { Spinner } from '@/components/ui/spinner';
import { useAdminProduct, useCatalogueOptions } from '../api/admin-products';
import { useCreateProduct, useUpdateProduct } from '../api/product-changes';
import { useLocalName } from '../hooks/use-local-name';
import { PhotosSection } from './photos-section';
import { ProductForm } from './product-form';
import { PublishPanel } from './publish-panel';
import { StockHistory } from './stock-history';
import { VariantsSection } from './variants-section';

/** A numeric id of the address, or null for /admin/products/new (and anything not a number). */
function idOf(raw: string | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

/**
 * /admin/products/new and /admin/products/:id. A new product is a form; once saved (a draft),
 * the same page adds its photos and variants and publishes it.
 */
export function ProductEditPage() {
  const { t } = useTranslation('admin-catalogue');
  const params = useParams();
  const navigate = useNavigate();
  const local = useLocalName();
  // /admin/products/new has no :id (or names it "new", as a catch-all route would).
  const isNew = params.id === undefined || params.id === 'new';
  const id = isNew ? null : idOf(params.id);
  const invalid = !isNew && id === null;
  const options = useCatalogueOptions();
  const product = useAdminProduct(invalid ? null : id);
  const create = useCreateProduct();
  const update = useUpdateProduct(id ?? 0);
  const back = { to: '/admin/products', label: t('list.title') };

  if (invalid || product.isError || options.isError) {
    return (
      <>
        <AdminPageHeader title={t('edit.title')} back={back} />
        <FormError error={invalid ? 'product-not-found' : (product.error ?? options.error)} />
      </>
    );
  }
  if (!options.data || (id !== null && !product.data)) {
    return (
      <div className="grid min-h-40 place-items-center">
        <Spinner label={t('edit.loading')} showLabel />
      </div>
    );
  }

  if (id === null) {
    return (
      <>
        <AdminPageHeader
          title={t('edit.new-title')}
          description={t('edit.new-intro')}
          back={back}
        />
        <div className="rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6">
          <ProductForm
            product={null}
            options={options.data}
            onSave={async (input) => {
              const created = await create.mutateAsync(input);
              void navigate(`/admin/products/${created.id}`, { replace: true });
              return created;
            }}
          />
        </div>
      </>
    );
  }

  const p = product.data!;
  return (
    <>
      <AdminPageHeader
        title={local(p.name_en, p.name_km)}
        description={<span className="font-mono text-sm">{p.code}</span>}
        back={back}
      />
      <div className="flex flex-col gap-6">
        <PublishPanel product={p} />
        <section
          aria-labelledby="details-heading"
          className="rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h2 id="details-heading" className="mb-4 text-lg font-bold text-jungle-900">
            {t('edit.details')}
          </h2>
          <ProductForm
            key={p.id}
            product={p}
            options={options.data}
            onSave={(input) => update.mutateAsync(input)}
          />
        </section>
        <PhotosSection product={p} />
        <VariantsSection product={p} options={options.data} />
        <StockHistory product={p} />
      </div>
    </>
  );
}
