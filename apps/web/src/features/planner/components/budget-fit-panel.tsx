import type { Dispatch } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { smallestBudgetFor } from '@camtour/shared/domain/planner/budget-fit';
import type {
  BudgetFitQuestion,
  PlannerInput,
  Recommendation,
} from '@camtour/shared/schemas/planner';
import { buttonStyles } from '@/components/ui/button-styles';
import { Panel } from '@/components/ui/panel';
import { toast } from '@/components/ui/toast-store';
import { useFormat } from '@/lib/format';
import type { PlannerAction } from '../lib/planner-state';

const QUESTION_KEYS = {
  transportation_to_siem_reap: 'fit.question.transportation_to_siem_reap',
  duration: 'fit.question.duration',
  accommodation: 'fit.question.accommodation',
  dining: 'fit.question.dining',
  special_interests: 'fit.question.special_interests',
  day_transport: 'fit.question.day_transport',
} as const satisfies Record<BudgetFitQuestion, string>;

/**
 * The budget fit of an over-budget plan (decision 030): what the fewest changes would be, and one
 * button that makes them. When nothing fits, it says so and names the budget that would.
 */
export function BudgetFitPanel({
  recommendation: r,
  input,
  dispatch,
}: {
  recommendation: Recommendation;
  input: PlannerInput;
  dispatch: Dispatch<PlannerAction>;
}) {
  const { t } = useTranslation('planner');
  const format = useFormat();
  const fit = r.budgetFit;
  if (!fit) return null;

  const apply = (next: PlannerInput, message: string) => {
    dispatch({ type: 'apply-fit', input: next });
    toast.success(message);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  if (!fit.fits || !fit.input) {
    const needed = smallestBudgetFor(Math.round(fit.totalCost * 100));
    return (
      <Panel
        title={t('fit.impossible.title')}
        titleSize="xl"
        className="rounded-3xl border border-red-200 bg-red-50 p-6 print:hidden break-inside-avoid"
        testId="budget-fit"
      >
        <p className="mt-2 text-ink" data-testid="budget-fit-impossible">
          {needed === null
            ? t('fit.impossible.body-max', {
                total: format.usd(fit.totalCost),
                budget: format.usd(r.budget),
              })
            : t('fit.impossible.body', {
                total: format.usd(fit.totalCost),
                budget: format.usd(r.budget),
                needed: format.usd(needed),
              })}
        </p>
        {needed !== null && (
          <button
            type="button"
            className={`${buttonStyles.secondary} mt-4`}
            onClick={() =>
              apply({ ...input, budget: needed }, t('fit.raised', { budget: format.usd(needed) }))
            }
          >
            {t('fit.raise', { budget: format.usd(needed) })}
          </button>
        )}
      </Panel>
    );
  }

  const fittedInput = fit.input;
  return (
    <Panel
      title={t('fit.title')}
      titleSize="xl"
      className="rounded-3xl border border-jungle-200 bg-jungle-50 p-6 print:hidden break-inside-avoid"
      testId="budget-fit"
    >
      <p className="mt-2 text-ink">
        {t('fit.body', {
          count: fit.changes.length,
          number: format.number(fit.changes.length),
          total: format.usd(fit.totalCost),
          saving: format.usd(fit.saving),
          budget: format.usd(r.budget),
        })}
      </p>
      <ul className="mt-4 grid gap-2">
        {fit.changes.map((change) => (
          <li
            key={`${change.question}-${change.day ?? ''}`}
            className="grid gap-1 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,14rem)_1fr] sm:gap-4"
            data-testid="budget-fit-change"
          >
            <span className="text-sm font-semibold text-jungle-800">
              {t(QUESTION_KEYS[change.question], { day: format.number(change.day ?? 0) })}
            </span>
            <span className="min-w-0 text-ink">
              <span className="text-ink-muted line-through decoration-ink-muted/60">
                {change.fromName}
              </span>
              <span aria-hidden="true" className="px-2 text-jungle-700">
                →
              </span>
              <span className="sr-only">{t('fit.to')}</span>
              <span className="font-medium">{change.toName}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-ink-muted">{t('fit.rule')}</p>
      <button
        type="button"
        className={`${buttonStyles.primary} mt-4`}
        onClick={() => apply(fittedInput, t('fit.applied'))}
      >
        {t('fit.apply')}
      </button>
    </Panel>
  );
}
