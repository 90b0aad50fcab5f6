import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import type { PlannerInput } from '@camtour/shared/schemas/planner';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useErrorMessage } from '@/lib/error-message';
import { useSavedPlan } from '../api/get-saved-plan';
import { useGeneration } from '../hooks/use-generation';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { usePlannerLang } from '../hooks/use-planner-lang';
import { usePlannerSession } from '../hooks/use-planner-session';
import { isMidPlan } from '../lib/planner-state';
import { GeneratingOverlay } from './generating-overlay';
import { LeaveDialog } from './leave-dialog';
import { PlannerError } from './planner-error';
import { QuestionStep } from './question-step';
import { ResultView } from './result-view';
import { SavedPlans } from './saved-plans';
import { StartScreen } from './start-screen';
import { TransportStep } from './transport-step';
import { parsePositiveId } from '@camtour/shared/domain/ids';

const PLAN_PARAM = 'plan';

/** /plan?plan={id} reopens one of the account's saved plans, then the address is clean again. */
function useSavedPlanParam(open: (id: number, input: PlannerInput) => void) {
  const [params, setParams] = useSearchParams();
  const lang = usePlannerLang();
  const errorMessage = useErrorMessage();
  const raw = params.get(PLAN_PARAM);
  const id = parsePositiveId(raw);
  const plan = useSavedPlan(id, lang);

  useEffect(() => {
    if (raw === null) return;
    const clear = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(PLAN_PARAM);
          return next;
        },
        { replace: true },
      );
    if (id === null) clear();
    else if (plan.isSuccess) {
      open(plan.data.id, plan.data.input);
      clear();
    } else if (plan.isError) {
      toast.error(errorMessage(plan.error));
      clear();
    }
  }, [raw, id, plan.isSuccess, plan.isError, plan.data, plan.error, open, setParams, errorMessage]);

  return {
    opening: id !== null && plan.isPending,
    openPlan: (planId: number) => setParams({ [PLAN_PARAM]: String(planId) }),
  };
}

/** The trip planner (document 3 §2, §4; DECISIONS D9), computed in the page. */
export function PlannerPage() {
  const { t } = useTranslation('planner');
  const [state, dispatch] = usePlannerSession();
  const blocker = useLeaveGuard(isMidPlan(state));
  useGeneration(state, dispatch);
  const openSaved = useCallback(
    (id: number, input: PlannerInput) => dispatch({ type: 'open-saved', id, input }),
    [dispatch],
  );
  const { opening, openPlan } = useSavedPlanParam(openSaved);

  let body;
  if (opening) {
    body = <Spinner label={t('saved.opening')} showLabel className="py-10" />;
  } else {
    switch (state.stage) {
      case 'start':
        body = (
          <>
            <StartScreen state={state} dispatch={dispatch} />
            <SavedPlans onOpen={openPlan} />
          </>
        );
        break;
      case 'questions':
        body = <QuestionStep key={state.questionIndex} state={state} dispatch={dispatch} />;
        break;
      case 'transport':
        body = <TransportStep state={state} dispatch={dispatch} />;
        break;
      case 'generating':
        body = <GeneratingOverlay />;
        break;
      case 'result':
        body = <ResultView state={state} dispatch={dispatch} />;
        break;
      case 'error':
        body = <PlannerError dispatch={dispatch} />;
        break;
    }
  }

  return (
    <>
      {body}
      <LeaveDialog blocker={blocker} />
    </>
  );
}
