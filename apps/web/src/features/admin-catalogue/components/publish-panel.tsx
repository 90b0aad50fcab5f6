import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { AdminProduct } from '@camtour/shared/schemas/admin-catalogue';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { FormAlert } from '@/components/ui/form-controls';
import { buttonStyles } from '@/components/ui/button-styles';
import { useErrorMessage } from '@/lib/error-message';
import { useSetPublished } from '../api/product-changes';
import { ProductStatusPill } from './product-status';

/** Where the product stands in the shop, and the one step to change it (or why it cannot yet). */
export function PublishPanel({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin-catalogue');
  const message = useErrorMessage();
  const setPublished = useSetPublished(product.id);
  const published = product.status === 'published';
  const blocked = !published && product.publish_blockers.length > 0;

  return (
    <section
      aria-labelledby="publish-heading"
      className="flex flex-col gap-3 rounded-3xl border border-sand-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="publish-heading" className="text-lg font-bold text-jungle-900">
          {t('publish.title')}
        </h2>
        <ProductStatusPill status={product.status} />
      </div>
      <p className="text-sm text-ink-muted">
        {published ? t('publish.published-body') : t('publish.draft-body')}
      </p>
      {blocked && (
        <FormAlert tone="warning" testId="publish-blockers">
          <p className="font-semibold">{t('publish.blocked')}</p>
          <ul className="mt-1 list-disc pl-5">
            {product.publish_blockers.map((key) => (
              <li key={key}>{message(key)}</li>
            ))}
          </ul>
        </FormAlert>
      )}
      <div className="flex flex-wrap gap-2">
        {published ? (
          <ConfirmAction
            label={t('publish.unpublish')}
            title={t('publish.unpublish-title')}
            description={t('publish.unpublish-body')}
            confirmLabel={t('publish.unpublish')}
            tone="danger"
            onConfirm={() => setPublished.mutateAsync(false)}
          />
        ) : (
          <ConfirmAction
            label={t('publish.publish')}
            title={t('publish.publish-title')}
            description={t('publish.publish-body')}
            confirmLabel={t('publish.publish')}
            disabled={blocked}
            onConfirm={() => setPublished.mutateAsync(true)}
          />
        )}
        {published && (
          <Link
            to={`/product/detail/${product.id}`}
            target="_blank"
            rel="noopener"
            className={buttonStyles.secondary}
            data-testid="view-in-shop"
          >
            {t('publish.view')}
          </Link>
        )}
      </div>
    </section>
  );
}
