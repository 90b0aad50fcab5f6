import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

/** While the list loads: the stats bar, the tools and six cards in outline. */
export function FavoritesSkeleton() {
  const common = useTranslation().t;
  return (
    <div data-testid="favorites-loading">
      <span className="sr-only" role="status">
        {common('state.loading')}
      </span>
      <div aria-hidden="true" className="flex flex-col gap-6">
        <div className="grid grid-cols-3 gap-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20 rounded-2xl" />
          ))}
        </div>
        <Skeleton className="h-11 w-full rounded-xl" />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((key) => (
            <Skeleton key={key} className="h-96 rounded-3xl" />
          ))}
        </div>
      </div>
    </div>
  );
}

/** No favorites at all: say how to save some, and where to find them. */
export function FavoritesEmpty() {
  const { t } = useTranslation('favorites');
  return (
    <EmptyState
      title={t('empty.title')}
      body={t('empty.body')}
      testId="favorites-empty"
      action={
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Link to="/adventure" className={buttonStyles.primary}>
            {t('empty.adventure')}
          </Link>
          <Link to="/product" className={buttonStyles.secondary}>
            {t('empty.product')}
          </Link>
          <Link to="/" className={buttonStyles.secondary}>
            {t('empty.home')}
          </Link>
        </div>
      }
    />
  );
}
