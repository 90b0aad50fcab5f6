import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/format';

/** "Question n of total" (or "Day n of total") with the percent done (document 3 §2). */
export function PlannerProgress({
  current,
  total,
  unit = 'question',
}: {
  current: number;
  total: number;
  /** What is counted: the questions, or the days of the per-day transport stage. */
  unit?: 'question' | 'day';
}) {
  const { t } = useTranslation('planner');
  const format = useFormat();
  const share = current / total;
  const percent = format.number(share, { style: 'percent', maximumFractionDigits: 0 });
  const label = t(unit === 'day' ? 'progress.day' : 'progress.question', {
    current: format.number(current),
    total: format.number(total),
  });
  return (
    <div data-testid="planner-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm font-semibold text-jungle-800">
        <span>{label}</span>
        <span>{percent}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`${label}, ${percent}`}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className="h-full rounded-full bg-jungle-600 transition-[width] duration-300"
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </div>
    </div>
  );
}
