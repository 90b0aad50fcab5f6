import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/lib/error-message';
import { usePlaceChildren } from '../api/get-place-children';

/** The districts of one province as links into the adventure list. */
export function DistrictChips({ provinceId }: { provinceId: number }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, isPending, isError, error, refetch, isFetching } = usePlaceChildren(
    'districts',
    provinceId,
  );

  if (isPending) {
    return (
      <div className="flex flex-wrap gap-2" aria-busy="true" aria-label={t('state.loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-10 w-32 rounded-full" />
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
  if (data.length === 0) return <p className="text-ink-muted">{t('places.districts.none')}</p>;

  return (
    <ul className="flex flex-wrap gap-2" data-testid="district-chips">
      {data.map((district) => (
        <li key={district.id}>
          <Link
            to={`/adventure?province_id=${provinceId}&district_id=${district.id}`}
            className="inline-flex rounded-full border border-jungle-200 bg-white px-4 py-2 text-sm font-medium text-jungle-800 transition hover:border-jungle-500 hover:bg-jungle-50"
          >
            {district.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
