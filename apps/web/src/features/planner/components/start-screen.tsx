import { useId, useState, type Dispatch, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import {
  PLANNER_BUDGET_MAX,
  PLANNER_BUDGET_MIN,
  PLANNER_BUDGET_STEP,
  PLANNER_QUICK_BUDGETS,
} from '@camtour/shared/domain/planner/prices';
import { BUDGET_MIN_MESSAGE, PlannerBudgetSchema } from '@camtour/shared/schemas/planner';
import { buttonStyles } from '@/components/ui/button-styles';
import { FieldError, fieldAria, inputStyles } from '@/components/ui/form-controls';
import { kickerStyles } from '@/components/ui/section';
import { useFormat } from '@/lib/format';
import { QUESTION_COUNT, type PlannerAction, type PlannerState } from '../lib/planner-state';

/** The budget's error key (the spec's message), or null when the budget is good. */
export function budgetError(raw: string): string | null {
  const value = raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(value)) return BUDGET_MIN_MESSAGE;
  const parsed = PlannerBudgetSchema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? BUDGET_MIN_MESSAGE);
}

const STEPS = ['answer', 'transport', 'result'] as const;
const WHOLE_DOLLARS: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
};

/** Not started: what the planner does, and the budget it starts from (document 3 §2, §5). */
export function StartScreen({
  state,
  dispatch,
}: {
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
}) {
  const { t } = useTranslation('planner');
  const errors = useTranslation('errors').t;
  const format = useFormat();
  const id = useId();
  const [raw, setRaw] = useState(String(state.budget));
  const [error, setError] = useState<string | null>(null);

  const change = (next: string) => {
    setRaw(next);
    setError(null);
    const value = Number(next);
    // Kept in the session too, so a reload does not lose what was typed.
    if (next.trim() !== '' && Number.isFinite(value))
      dispatch({ type: 'set-budget', budget: value });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = budgetError(raw);
    if (problem) {
      setError(problem);
      return;
    }
    dispatch({ type: 'start', budget: Number(raw) });
  };

  const message = error ? errors(error as 'success') : undefined;

  return (
    <div className="grid gap-8 lg:grid-cols-[1.1fr_1fr]" data-testid="planner-start">
      <section className="rounded-3xl bg-jungle-900 p-6 text-jungle-50 sm:p-10">
        <p className={kickerStyles.onDark}>{t('start.kicker')}</p>
        <h2 className="mt-2 text-3xl font-bold leading-display text-white sm:text-4xl">
          {t('start.title')}
        </h2>
        <p className="mt-3 text-jungle-100">
          {t('start.body', { number: format.number(QUESTION_COUNT) })}
        </p>
        <ol className="mt-8 grid gap-4">
          {STEPS.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full bg-sand-400 font-bold text-jungle-950"
              >
                {format.number(index + 1)}
              </span>
              <span>
                <span className="block font-semibold text-white">{t(`start.step.${step}`)}</span>
                <span className="block text-sm text-jungle-100">
                  {t(`start.step.${step}.body`)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <form
        noValidate
        onSubmit={submit}
        className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-10"
        aria-labelledby={`${id}-title`}
      >
        <h2 id={`${id}-title`} className="text-2xl font-bold leading-display text-jungle-900">
          {t('budget.title')}
        </h2>
        <p className="mt-2 text-ink-muted">{t('budget.body')}</p>
        <label htmlFor={id} className="mt-6 block text-sm font-semibold text-ink">
          {t('budget.label')}
        </label>
        <div className="relative mt-1.5">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-4 grid place-items-center text-lg font-semibold text-ink-muted"
          >
            $
          </span>
          <input
            {...fieldAria(id, message, true)}
            type="number"
            inputMode="numeric"
            min={PLANNER_BUDGET_MIN}
            max={PLANNER_BUDGET_MAX}
            step={PLANNER_BUDGET_STEP}
            value={raw}
            onChange={(event) => change(event.target.value)}
            className={`${inputStyles} py-3 pl-9 text-xl font-semibold`}
          />
        </div>
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-ink-muted">
          {t('budget.hint', {
            min: format.number(PLANNER_BUDGET_MIN, WHOLE_DOLLARS),
            max: format.number(PLANNER_BUDGET_MAX, WHOLE_DOLLARS),
            step: format.number(PLANNER_BUDGET_STEP, WHOLE_DOLLARS),
          })}
        </p>
        {message && (
          <div className="mt-2" data-testid="budget-error">
            <FieldError id={`${id}-error`}>{message}</FieldError>
          </div>
        )}
        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-ink">{t('budget.quick')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {PLANNER_QUICK_BUDGETS.map((amount) => (
              <button
                key={amount}
                type="button"
                aria-pressed={Number(raw) === amount}
                onClick={() => change(String(amount))}
                className={`rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors ${
                  Number(raw) === amount
                    ? 'border-jungle-700 bg-jungle-700 text-white'
                    : 'border-sand-300 bg-white text-jungle-800 hover:border-jungle-500'
                }`}
              >
                {format.number(amount, WHOLE_DOLLARS)}
              </button>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={`${buttonStyles.accent} mt-8 w-full py-3 text-lg`}>
          {t('start.cta')}
        </button>
      </form>
    </div>
  );
}
