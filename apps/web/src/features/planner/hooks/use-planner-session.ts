import { useEffect, useReducer, type Dispatch } from 'react';
import {
  initialPlannerState,
  parseStoredState,
  plannerReducer,
  type PlannerAction,
  type PlannerState,
} from '../lib/planner-state';

/** Session storage, under a camtour_ key (document 3 §3): the plan survives a reload and a visit elsewhere. */
export const PLANNER_STORAGE_KEY = 'camtour_planner';

function readStored(): PlannerState {
  try {
    return (
      parseStoredState(window.sessionStorage.getItem(PLANNER_STORAGE_KEY)) ?? initialPlannerState()
    );
  } catch (_error) {
    // Storage can be blocked (private mode): the planner still works for this visit.
    return initialPlannerState();
  }
}

function store(state: PlannerState): void {
  try {
    const fresh = JSON.stringify(initialPlannerState());
    const value = JSON.stringify(state);
    // Plan New Trip clears the saved session data rather than storing an empty plan.
    if (value === fresh) window.sessionStorage.removeItem(PLANNER_STORAGE_KEY);
    else window.sessionStorage.setItem(PLANNER_STORAGE_KEY, value);
  } catch (_error) {
    // Not persisting only costs the resume-after-reload.
  }
}

export function usePlannerSession(): [PlannerState, Dispatch<PlannerAction>] {
  const [state, dispatch] = useReducer(plannerReducer, undefined, readStored);
  useEffect(() => store(state), [state]);
  return [state, dispatch];
}
