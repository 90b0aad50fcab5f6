import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { ErrorState } from '@/components/ui/error-state';
import { FallbackImage } from '@/components/ui/fallback-image';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/lib/error-message';
import { useCategories } from '../api/get-categories';

export function CategoryPills() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, isPending, isError, error, refetch, isFetching } = useCategories();

  if (isPending) {
    return (
      <div className="flex flex-wrap gap-3" aria-busy="true" aria-label={t('state.loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-36 rounded-full" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <ErrorState
        message={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (data.length === 0) return <p className="text-ink-muted">{t('home.categories.empty')}</p>;

  return (
    <ul
      // One scrolling row on phones, where a dozen wrapped pills would fill the screen.
      className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      data-testid="category-pills"
    >
      {data.map((category) => (
        <li key={category.id}>
          <Link
            to={`/adventure?category_id=${category.id}`}
            title={category.description}
            className="flex shrink-0 items-center gap-2.5 whitespace-nowrap rounded-full border border-sand-200 bg-white py-1.5 pl-1.5 pr-4 font-medium text-jungle-900 shadow-sm transition hover:-translate-y-0.5 hover:border-jungle-300 hover:shadow-md"
          >
            <FallbackImage
              src={category.image}
              alt=""
              label={category.name}
              width={36}
              height={36}
              className="size-9 shrink-0 rounded-full bg-jungle-50 object-cover"
            />
            <span>{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
