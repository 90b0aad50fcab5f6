import { useEffect, useMemo, type Dispatch } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import {
  generateRecommendation,
  isCompleteRecommendation,
} from '@camtour/shared/domain/planner/generate';
import { BUDGET_STATUS_HINTS, BUDGET_STATUS_LABELS } from '@camtour/shared/domain/planner/labels';
import { optionLabel } from '@camtour/shared/domain/planner/questions';
import { inLang } from '@camtour/shared/domain/planner/text';
import type { PlannerInput, Recommendation } from '@camtour/shared/schemas/planner';
import { buttonStyles } from '@/components/ui/button-styles';
import { toast } from '@/components/ui/toast-store';
import { useErrorMessage } from '@/lib/error-message';
import { useFormat } from '@/lib/format';
import { useSession } from '@/lib/session';
import { useExportPlanPdf } from '../api/export-plan-pdf';
import { useSavePlan } from '../api/save-plan';
import { usePlannerLang } from '../hooks/use-planner-lang';
import type { PlannerAction, PlannerState } from '../lib/planner-state';
import { BudgetFitPanel } from './budget-fit-panel';
import { BudgetSplitChart, CostBreakdownChart } from './cost-charts';
import { ItineraryDayCard } from './itinerary-day';
import { JourneyLegs } from './journey-legs';
import { LOGIN_TO_SAVE_PATH } from './saved-plans';
import { StatusIcon } from './status-icon';
import { Panel } from '@/components/ui/panel';

function Summary({ r }: { r: Recommendation }) {
  const { t } = useTranslation('planner');
  const lang = usePlannerLang();
  const format = useFormat();
  const info = r.travelerInfo;
  const over = r.remainingBudget < 0;
  const figures = [
    {
      testId: 'total-cost',
      label: t('result.total'),
      value: r.totalCost,
      box: 'bg-jungle-50',
      ink: 'text-jungle-900',
    },
    {
      testId: 'plan-budget',
      label: t('result.budget'),
      value: r.budget,
      box: 'bg-sand-100',
      ink: 'text-sand-900',
    },
    {
      testId: 'remaining',
      label: over ? t('result.over-by') : t('result.left'),
      value: Math.abs(r.remainingBudget),
      box: over ? 'bg-red-50' : 'bg-white ring-1 ring-sand-200',
      ink: over ? 'text-red-800' : 'text-jungle-900',
    },
  ];
  const facts = [
    t('result.travellers', { count: info.partySize, number: format.number(info.partySize) }),
    `${t('result.days', { count: info.days, number: format.number(info.days) })}, ${t('result.nights', { count: info.nights, number: format.number(info.nights) })}`,
    optionLabel('nationality', info.nationality, lang),
    optionLabel('travel_style', info.travelStyle, lang),
  ];
  return (
    <section
      className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8 break-inside-avoid"
      data-testid="result-summary"
      data-status={r.budgetStatus}
    >
      <div className="flex items-start gap-4">
        <StatusIcon status={r.budgetStatus} size="lg" />
        <div className="min-w-0">
          <h2
            className="text-2xl font-bold leading-display text-jungle-900"
            data-testid="budget-status"
          >
            {inLang(BUDGET_STATUS_LABELS[r.budgetStatus], lang)}
          </h2>
          <p className="mt-1 text-ink-muted">{inLang(BUDGET_STATUS_HINTS[r.budgetStatus], lang)}</p>
        </div>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {figures.map((f) => (
          <div key={f.testId} className={`rounded-2xl p-4 ${f.box}`}>
            <dt className={`text-sm ${f.ink}`}>{f.label}</dt>
            <dd
              className={`whitespace-nowrap text-3xl font-bold tabular-nums ${f.ink}`}
              data-testid={f.testId}
            >
              {format.usd(f.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-ink-muted">{facts.join(' · ')}</p>
    </section>
  );
}

function Actions({
  state,
  dispatch,
  input,
}: {
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
  input: PlannerInput;
}) {
  const { t } = useTranslation('planner');
  const errors = useTranslation('errors').t;
  const lang = usePlannerLang();
  const errorMessage = useErrorMessage();
  const session = useSession();
  const pdf = useExportPlanPdf(lang);
  const save = useSavePlan(lang);
  const saved = state.savedPlanId !== null;

  return (
    <div className="flex flex-wrap gap-3 print:hidden" data-testid="result-actions">
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={pdf.isPending}
        aria-busy={pdf.isPending}
        onClick={() => pdf.mutate(input, { onError: (error) => toast.error(errorMessage(error)) })}
      >
        {pdf.isPending ? t('actions.pdf.busy') : t('actions.pdf')}
      </button>
      <button type="button" className={buttonStyles.secondary} onClick={() => window.print()}>
        {t('actions.print')}
      </button>
      {session.status === 'authenticated' ? (
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={saved || save.isPending}
          onClick={() =>
            save.mutate(input, {
              onSuccess: (plan) => {
                dispatch({ type: 'saved', id: plan.id });
                toast.success(errors('plan-saved'));
              },
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        >
          {saved ? t('actions.saved') : save.isPending ? t('actions.saving') : t('actions.save')}
        </button>
      ) : (
        session.status === 'anonymous' && (
          <Link to={LOGIN_TO_SAVE_PATH} className={buttonStyles.secondary}>
            {t('actions.login-to-save')}
          </Link>
        )
      )}
      <button
        type="button"
        className={buttonStyles.ghost}
        onClick={() => dispatch({ type: 'reset' })}
      >
        {t('actions.new')}
      </button>
    </div>
  );
}

function Upsells({ r }: { r: Recommendation }) {
  const { t } = useTranslation('planner');
  const format = useFormat();
  if (r.upsells.length === 0) return null;
  return (
    <Panel
      title={t('result.upsells.title')}
      titleSize="xl"
      className="rounded-3xl bg-sand-100/80 p-6 break-inside-avoid"
      testId="upsells"
    >
      <p className="mt-1 text-sm text-ink-muted">
        {t('result.upsells.body', { amount: format.usd(r.remainingBudget) })}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {r.upsells.map((u) => (
          <li
            key={u.id}
            className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm"
            data-testid="upsell"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-jungle-900">{u.name}</span>
              <span className="block text-sm text-ink-muted">{u.description}</span>
            </span>
            <span className="shrink-0 whitespace-nowrap font-bold tabular-nums text-sand-800">
              +{format.usd(u.cost)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The result screen of document 3 §2; the plan is recomputed in the page's language. */
export function ResultView({
  state,
  dispatch,
}: {
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
}) {
  const { t } = useTranslation('planner');
  const lang = usePlannerLang();
  const input = state.input;
  const recommendation = useMemo(() => {
    if (!input) return null;
    try {
      const r = generateRecommendation(input, { lang });
      return isCompleteRecommendation(r) ? r : null;
    } catch (_error) {
      return null;
    }
  }, [input, lang]);

  useEffect(() => {
    if (!recommendation) dispatch({ type: 'failed' });
  }, [recommendation, dispatch]);

  if (!recommendation || !input) return null;
  return (
    <div className="grid gap-8" data-testid="planner-result">
      <Summary r={recommendation} />
      <BudgetFitPanel recommendation={recommendation} input={input} dispatch={dispatch} />
      <Actions state={state} dispatch={dispatch} input={input} />
      <div className="grid gap-6 lg:grid-cols-2 print:grid-cols-1">
        <CostBreakdownChart recommendation={recommendation} />
        <BudgetSplitChart recommendation={recommendation} />
      </div>
      <JourneyLegs journeys={recommendation.journeys} />
      <section aria-labelledby="itinerary-title" className="grid gap-5">
        <h2 id="itinerary-title" className="text-2xl font-bold leading-display text-jungle-900">
          {t('result.itinerary.title')}
        </h2>
        {recommendation.itinerary.map((day) => (
          <ItineraryDayCard key={day.day} day={day} />
        ))}
      </section>
      <Upsells r={recommendation} />
      <p className="text-xs text-ink-muted">{t('result.note')}</p>
    </div>
  );
}
