import { useTranslation } from '@/lib/i18n-react';
import { ErrorState } from '@/components/ui/error-state';
import { LocationResults } from '@/entities/location/location-results';
import { useErrorMessage } from '@/lib/error-message';
import type { useAdventurePages } from '../hooks/use-adventure-pages';

interface AdventureResultsProps {
  list: ReturnType<typeof useAdventurePages>;
  pages: number;
  filtered: boolean;
  onPages: (pages: number) => void;
  onReset: () => void;
}

/** The list's states: loading, error with retry, empty with reset, cards with load more / less. */
export function AdventureResults(props: AdventureResultsProps) {
  const { list, pages, filtered, onPages, onReset } = props;
  const { t } = useTranslation('discovery');
  const errorMessage = useErrorMessage();
  const error = list.error ? (
    <ErrorState message={errorMessage(list.error)} onRetry={list.retry} retrying={list.retrying} />
  ) : null;

  return (
    <LocationResults
      list={list}
      pending={list.isPending}
      failure={error}
      error={error}
      filtered={filtered}
      onReset={onReset}
      emptyBody={t('adventure.empty.body')}
      label={t('adventure.results')}
      testId="adventure"
      // The list is the page: its first photo is the phone's largest paint.
      priorityFirst
      more={
        list.canLoadMore
          ? { label: t('list.load-more'), onClick: () => onPages(pages + 1), testId: 'load-more' }
          : undefined
      }
      less={
        pages > 1 && !list.loadingMore
          ? { onClick: () => onPages(pages - 1), testId: 'show-less' }
          : undefined
      }
    />
  );
}
