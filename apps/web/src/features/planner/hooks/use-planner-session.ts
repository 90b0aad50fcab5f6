import { useEffect, useReducer, useState, type Dispatch } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
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

type SessionAction = PlannerAction | { type: 'restore'; state: PlannerState };

function sessionReducer(state: PlannerState, action: SessionAction): PlannerState {
  return action.type === 'restore' ? action.state : plannerReducer(state, action);
}

export function usePlannerSession(): [PlannerState, Dispatch<PlannerAction>] {
  // The server draws a fresh planner (it has no session storage), and hydration must draw the
  // same: a plan in progress comes back just after, not in the first render.
  const hydrating = !useHydrated();
  const [state, dispatch] = useReducer(sessionReducer, hydrating, (waiting) =>
    waiting ? initialPlannerState() : readStored(),
  );
  const [restoring, setRestoring] = useState(hydrating);
  useEffect(() => {
    if (!restoring) {
      store(state);
      return;
    }
    dispatch({ type: 'restore', state: readStored() });
    setRestoring(false);
  }, [state, restoring]);
  return [state, dispatch];
}
