import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { LocationCard } from '@camtour/shared/schemas/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LocationGrid, LocationGridSkeleton } from './location-grid';

interface PageButton {
  onClick: () => void;
  disabled?: boolean;
}

interface LocationResultsProps {
  /** What is shown so far, of how many, and whether a further page is on its way. */
  list: { locations: readonly LocationCard[]; total: number; loadingMore: boolean };
  pending: boolean;
  /** Shown instead of the list when it failed with nothing to show. */
  failure: ReactNode | null;
  /** Shown under the list when a further page failed. */
  error?: ReactNode;
  filtered: boolean;
  onReset: () => void;
  /** The empty list's text when no filter is set. */
  emptyBody: string;
  /** Names the grid for screen readers. */
  label: string;
  /** Prefix of the test ids: `${testId}-count`, `${testId}-empty`. */
  testId: string;
  gridTestId?: string;
  /** The results open the page: the first photo is fetched first (see LocationGrid). */
  priorityFirst?: boolean;
  more?: PageButton & { label: string; testId: string };
  less?: PageButton & { testId: string };
}

/** A filtered list of places: loading, failure, empty with reset, or the cards with more / less. */
export function LocationResults({
  list,
  pending,
  failure,
  error,
  filtered,
  onReset,
  emptyBody,
  label,
  testId,
  gridTestId,
  priorityFirst = false,
  more,
  less,
}: LocationResultsProps) {
  const { t } = useTranslation('discovery');
  const common = useTranslation().t;
  const { locations, total, loadingMore } = list;

  if (pending) {
    return (
      <div aria-busy="true">
        <Skeleton className="mb-4 h-5 w-48" />
        <span className="sr-only" role="status">
          {common('state.loading')}
        </span>
        <LocationGridSkeleton count={6} />
      </div>
    );
  }
  if (failure !== null && locations.length === 0) return failure;
  if (locations.length === 0) {
    return (
      <EmptyState
        title={t('adventure.empty.title')}
        body={filtered ? t('adventure.empty.filtered') : emptyBody}
        reset={filtered && { label: t('filter.reset'), onClick: onReset }}
        testId={`${testId}-empty`}
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid={`${testId}-count`}>
        {t('list.count', { shown: locations.length, count: total })}
      </p>
      <LocationGrid
        locations={locations}
        label={label}
        testId={gridTestId}
        priorityFirst={priorityFirst}
      />
      {loadingMore && <LocationGridSkeleton count={3} />}
      {error}
      <div className="flex flex-wrap justify-center gap-3">
        {more && (
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={more.onClick}
            disabled={more.disabled}
            data-testid={more.testId}
          >
            {more.label}
          </button>
        )}
        {less && (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={less.onClick}
            data-testid={less.testId}
          >
            {t('list.show-less')}
          </button>
        )}
      </div>
    </div>
  );
}
