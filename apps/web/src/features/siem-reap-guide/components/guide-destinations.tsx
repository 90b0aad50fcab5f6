import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocationCard } from '@camtour/shared/schemas/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import type { useGuideList } from '../hooks/use-guide-list';

interface GuideDestinationsProps {
  list: ReturnType<typeof useGuideList>;
  filtered: boolean;
  onReset: () => void;
  renderLocations: (locations: readonly LocationCard[]) => ReactNode;
  skeleton: (count: number) => ReactNode;
}

/** Document 3 §8: the guide's load failure, with its own texts and a retry. */
export function GuideError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('discovery');
  const common = useTranslation().t;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
      data-testid="guide-error"
    >
      <p className="font-semibold">{t('guide.error.title')}</p>
      <p>{t('guide.error.body')}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonStyles.small}>
        {retrying ? common('state.retrying') : common('state.retry')}
      </button>
    </div>
  );
}

/** Every Siem Reap destination that matches, 9 more or fewer at a time. */
export function GuideDestinations({
  list,
  filtered,
  onReset,
  renderLocations,
  skeleton,
}: GuideDestinationsProps) {
  const { t } = useTranslation('discovery');
  const { query } = list;
  if (query.isPending) return <div aria-busy="true">{skeleton(6)}</div>;
  if (query.isError && list.locations.length === 0) {
    return <GuideError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (list.locations.length === 0) {
    return (
      <div
        className="rounded-3xl border border-dashed border-sand-300 bg-white p-8 text-center"
        data-testid="guide-empty"
      >
        <p className="text-lg font-semibold text-jungle-900">{t('adventure.empty.title')}</p>
        <p className="mt-1 text-ink-muted">
          {filtered ? t('adventure.empty.filtered') : t('guide.empty')}
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
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="guide-count">
        {t('list.count', { shown: list.locations.length, count: list.total })}
      </p>
      {renderLocations(list.locations)}
      {list.loadingMore && skeleton(3)}
      <div className="flex flex-wrap justify-center gap-3">
        {list.canShowMore && (
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={list.showMore}
            disabled={list.loadingMore}
            data-testid="guide-show-more"
          >
            {t('list.show-more')}
          </button>
        )}
        {list.canShowLess && (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={list.showLess}
            data-testid="guide-show-less"
          >
            {t('list.show-less')}
          </button>
        )}
      </div>
    </div>
  );
}
