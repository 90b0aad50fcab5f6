import { useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion, read once (scrolling, a one-off animation). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION).matches ?? false;
}

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  if (!query) return () => {};
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The visitor asked for less motion: nothing moves by itself then. Follows a change live. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
