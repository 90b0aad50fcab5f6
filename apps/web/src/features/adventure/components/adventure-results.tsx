import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationCard } from '@camtour/shared/schemas/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useErrorMessage } from '@/lib/error-message';
import type { useAdventurePages } from '../hooks/use-adventure-pages';

interface AdventureResultsProps {
  list: ReturnType<typeof useAdventurePages>;
  pages: number;
  filtered: boolean;
  onPages: (pages: number) => void;
  onReset: () => void;
  /** The cards (composed by the page: the location card belongs to the places feature). */
  renderLocations: (locations: readonly LocationCard[]) => ReactNode;
  skeleton: (count: number) => ReactNode;
}

/** The list's states: loading, error with retry, empty with reset, cards with load more / less. */
export function AdventureResults({
  list,
  pages,
  filtered,
  onPages,
  onReset,
  renderLocations,
  skeleton,
}: AdventureResultsProps) {
  const { t } = useTranslation('discovery');
  const common = useTranslation().t;
  const errorMessage = useErrorMessage();

  if (list.isPending) {
    return (
      <div aria-busy="true">
        <Skeleton className="mb-4 h-5 w-48" />
        <span className="sr-only" role="status">
          {common('state.loading')}
        </span>
        {skeleton(6)}
      </div>
    );
  }
  if (list.error && list.locations.length === 0) {
    return (
      <ErrorState
        message={errorMessage(list.error)}
        onRetry={list.retry}
        retrying={list.retrying}
      />
    );
  }
  if (list.locations.length === 0) {
    return (
      <div
        className="rounded-3xl border border-dashed border-sand-300 bg-white p-8 text-center"
        data-testid="adventure-empty"
      >
        <p className="text-lg font-semibold text-jungle-900">{t('adventure.empty.title')}</p>
        <p className="mt-1 text-ink-muted">
          {filtered ? t('adventure.empty.filtered') : t('adventure.empty.body')}
        </p>
        {filtered && (
          <button type="button" onClick={onReset} className={`${buttonStyles.primary} mt-4`}>
            {t('filter.reset')}
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="adventure-count">
        {t('list.count', { shown: list.locations.length, count: list.total })}
      </p>
      {renderLocations(list.locations)}
      {list.loadingMore && skeleton(3)}
      {list.error && (
        <ErrorState
          message={errorMessage(list.error)}
          onRetry={list.retry}
          retrying={list.retrying}
        />
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {list.canLoadMore && (
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => onPages(pages + 1)}
            data-testid="load-more"
          >
            {t('list.load-more')}
          </button>
        )}
        {pages > 1 && !list.loadingMore && (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => onPages(pages - 1)}
            data-testid="show-less"
          >
            {t('list.show-less')}
          </button>
        )}
      </div>
    </div>
  );
}
