import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/format';
import type { FavoriteCounts } from '../lib/filter-favorites';

const STATS = ['all', 'location', 'product'] as const;

/** Document 1 §2, the stats bar: how many favorites, places and products. */
export function FavoritesStats({ counts }: { counts: FavoriteCounts }) {
  const { t } = useTranslation('favorites');
  const format = useFormat();
  return (
    <section aria-label={t('stats.label')} data-testid="favorites-stats">
      <dl className="grid grid-cols-3 gap-3">
        {STATS.map((key) => (
          <div
            key={key}
            className="rounded-2xl border border-sand-200 bg-white p-3 sm:p-4"
            data-testid={`favorites-stat-${key}`}
          >
            <dt className="truncate text-sm text-ink-muted">{t(`stats.${key}`)}</dt>
            <dd className="mt-1 text-xl font-bold text-jungle-900 sm:text-2xl">
              {format.number(counts[key])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
