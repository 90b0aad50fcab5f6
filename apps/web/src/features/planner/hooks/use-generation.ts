import { useEffect, type Dispatch } from 'react';
import { RECOMMENDATION_DELAY_MS } from '@camtour/shared/domain/planner/prices';
import type { PlannerAction, PlannerState } from '../lib/planner-state';

/**
 * The generating stage lasts about two seconds (document 3 §9). The result screen then makes
 * the recommendation in the page's language, and turns to the error panel when it cannot be
 * made or lacks budget, totalCost, costBreakdown or itinerary: one place decides, not two.
 */
export function useGeneration(state: PlannerState, dispatch: Dispatch<PlannerAction>) {
  const generating = state.stage === 'generating';
  useEffect(() => {
    if (!generating) return;
    const timer = window.setTimeout(() => dispatch({ type: 'generated' }), RECOMMENDATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [generating, dispatch]);
}
