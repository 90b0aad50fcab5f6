import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { LocationResults } from '@/entities/location/location-results';
import type { useGuideList } from '../hooks/use-guide-list';

interface GuideDestinationsProps {
  list: ReturnType<typeof useGuideList>;
  filtered: boolean;
  onReset: () => void;
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
export function GuideDestinations({ list, filtered, onReset }: GuideDestinationsProps) {
  const { t } = useTranslation('discovery');
  const { query } = list;
  return (
    <LocationResults
      list={list}
      pending={query.isPending}
      failure={
        query.isError ? (
          <GuideError onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : null
      }
      filtered={filtered}
      onReset={onReset}
      emptyBody={t('guide.empty')}
      label={filtered ? t('guide.matching.title') : t('guide.more.title')}
      testId="guide"
      gridTestId="guide-destinations"
      more={
        list.canShowMore
          ? {
              label: t('list.show-more'),
              onClick: list.showMore,
              disabled: list.loadingMore,
              testId: 'guide-show-more',
            }
          : undefined
      }
      less={list.canShowLess ? { onClick: list.showLess, testId: 'guide-show-less' } : undefined}
    />
  );
}
