import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/lib/error-message';
import { useProvinces } from '../api/get-provinces';

export function ProvinceGrid() {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, isPending, isError, error, refetch, isFetching } = useProvinces();

  if (isPending) {
    return (
      <div
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
        aria-busy="true"
        aria-label={t('state.loading')}
      >
        {Array.from({ length: 10 }, (_, index) => (
          <Skeleton key={index} className="h-20" />
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

  return (
    <ul
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      data-testid="province-grid"
    >
      {data.map((province) => {
        const other = i18n.language === 'km' ? province.name_en : province.name_km;
        return (
          <li key={province.id}>
            <Link
              to={`/adventure?province_id=${province.id}`}
              className="flex h-full flex-col rounded-2xl border border-sand-200 bg-white px-4 py-3 transition hover:border-jungle-300 hover:shadow-md"
            >
              <span className="font-semibold text-jungle-900">{province.name}</span>
              <span className="text-sm text-ink-muted" lang={i18n.language === 'km' ? 'en' : 'km'}>
                {other}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
