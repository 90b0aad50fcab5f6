import type { BudgetStatus } from '@camtour/shared/schemas/planner';

const STYLES: Record<BudgetStatus, { className: string; path: string }> = {
  within_budget: { className: 'bg-jungle-100 text-jungle-800', path: 'M5 12.5 10 17l9-10' },
  over_budget: { className: 'bg-red-100 text-red-800', path: 'M12 6v8m0 4v.5' },
  under_budget: { className: 'bg-sand-200 text-sand-900', path: 'M12 5v13m-5-5 5 5 5-5' },
};

/** The budget status as an icon: a tick, a warning, or an arrow down (document 3 §4). */
export function StatusIcon({ status, size = 'md' }: { status: BudgetStatus; size?: 'md' | 'lg' }) {
  const style = STYLES[status];
  return (
    <span
      aria-hidden="true"
      data-status={status}
      className={`grid shrink-0 place-items-center rounded-full ${style.className} ${
        size === 'lg' ? 'size-14' : 'size-10'
      }`}
    >
      <svg viewBox="0 0 24 24" className={size === 'lg' ? 'size-7' : 'size-5'}>
        <path
          d={style.path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
