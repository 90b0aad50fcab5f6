import { useEffect, type Dispatch } from 'react';
import { RECOMMENDATION_DELAY_MS } from '@camtour/shared/domain/planner/prices';
import {
  generateRecommendation,
  isCompleteRecommendation,
} from '@camtour/shared/domain/planner/generate';
import type { PlannerAction, PlannerState } from '../lib/planner-state';

/**
 * The generating stage: about two seconds (document 3 §9), then the result, or the error panel
 * when the recommendation cannot be made or lacks budget, totalCost, costBreakdown or itinerary.
 */
export function useGeneration(state: PlannerState, dispatch: Dispatch<PlannerAction>) {
  const generating = state.stage === 'generating';
  const input = state.input;
  useEffect(() => {
    if (!generating) return;
    const timer = window.setTimeout(() => {
      try {
        if (!input || !isCompleteRecommendation(generateRecommendation(input))) {
          dispatch({ type: 'failed' });
          return;
        }
        dispatch({ type: 'generated' });
      } catch (_error) {
        dispatch({ type: 'failed' });
      }
    }, RECOMMENDATION_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [generating, input, dispatch]);
}
