import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { ErrorState } from '@/components/ui/error-state';
import { SectionHeading } from '@/components/ui/section';
import { Skeleton } from '@/components/ui/skeleton';
import { ProductCard } from '@/entities/product/product-card';
import { RECOMMENDED_PRODUCTS } from '@camtour/shared/domain/orders';
import { useErrorMessage } from '@/lib/error-message';
import { useRecommendedProducts } from '../api/get-recommended-products';

/** Six popular products under the confirmation (document 2 §2), each linking to its page. */
export function RecommendedProducts() {
  const { t } = useTranslation('orders');
  const message = useErrorMessage();
  const query = useRecommendedProducts();
  const [now] = useState(() => new Date());
  const headingId = useId();

  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-12" data-testid="recommended-products">
      <SectionHeading id={headingId} className="mb-5">
        {t('recommended.title')}
      </SectionHeading>
      {query.isPending && (
        <ul aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {Array.from({ length: RECOMMENDED_PRODUCTS }, (_, index) => (
            <li key={index}>
              <Skeleton className="aspect-[3/4] w-full rounded-3xl" />
            </li>
          ))}
        </ul>
      )}
      {query.isError && (
        <ErrorState
          message={t('recommended.failed', { reason: message(query.error) })}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      )}
      {query.isSuccess && (
        <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3">
          {query.data.map((product) => (
            <li key={product.id} className="min-w-0">
              <ProductCard product={product} now={now} showStock={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
