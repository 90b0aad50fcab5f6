import { useBlocker } from 'react-router';

/**
 * Leaving the planner mid-plan asks first (document 3 §2). Only navigation inside the app is
 * held: the progress is in session storage, so a reload or a closed tab loses nothing, and the
 * browser's own leave dialog would only get in the way.
 */
export function useLeaveGuard(active: boolean) {
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );
}
