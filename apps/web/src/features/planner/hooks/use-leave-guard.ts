import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  resolvePath,
  UNSAFE_DataRouterContext,
  UNSAFE_NavigationContext,
  useLocation,
  type To,
} from 'react-router';
import { setPopHold } from '@/lib/pop-gate';

/** The shape of React Router's data-router blocker, which this guard replaces. */
export interface LeaveBlocker {
  state: 'unblocked' | 'blocked' | 'proceeding';
  proceed: () => void;
  reset: () => void;
}

/** Replaces `target[key]` with a wrapper of it; the returned function puts the original back. */
function intercept<T extends object, K extends keyof T>(
  target: T,
  key: K,
  wrap: (original: T[K]) => T[K],
): () => void {
  const original = target[key];
  const wrapped = wrap(original);
  target[key] = wrapped;
  return () => {
    // Another wrapper put on after this one stays: only ours is taken off.
    if (target[key] === wrapped) target[key] = original;
  };
}

type Navigate = (to: To, ...rest: unknown[]) => unknown;

/** The index React Router keeps in each history entry it writes. */
function historyIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * Leaving the planner mid-plan asks first (document 3 §2). Only navigation inside the app is
 * held: the progress is in session storage, so a reload or a closed tab loses nothing, and the
 * browser's own leave dialog would only get in the way.
 *
 * The declarative router has no blocker (decision 034): links and navigate() go through the
 * router's navigator (or, under a data router, its navigate), which is wrapped while the guard
 * is on; back and forward are a popstate, stopped before the router hears it (lib/pop-gate.ts)
 * and undone.
 */
export function useLeaveGuard(active: boolean): LeaveBlocker {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext)?.router;
  const location = useLocation();
  const [held, setHeld] = useState<{ state: 'blocked' | 'proceeding'; at: string } | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const here = useRef({
    pathname: location.pathname,
    key: location.key,
    idx: null as number | null,
  });

  useEffect(() => {
    here.current = {
      pathname: location.pathname,
      key: location.key,
      idx: historyIndex(window.history.state),
    };
  }, [location.pathname, location.key]);

  useEffect(() => {
    if (!active) return undefined;
    const leaves = (to: To) =>
      resolvePath(to, here.current.pathname).pathname !== here.current.pathname;
    const hold = (go: () => void) => {
      pending.current = go;
      setHeld({ state: 'blocked', at: here.current.key });
    };
    const guardNavigate =
      (original: Navigate): Navigate =>
      (to, ...rest) => {
        if (typeof to !== 'number' && (to === null || !leaves(to))) return original(to, ...rest);
        hold(() => void original(to, ...rest));
        return Promise.resolve();
      };
    const restores = dataRouter
      ? // A data router's links and navigate() call router.navigate, not the navigator.
        [intercept(dataRouter, 'navigate', guardNavigate as never)]
      : [
          intercept(navigator, 'push', guardNavigate as never),
          intercept(navigator, 'replace', guardNavigate as never),
        ];

    // The browser has moved already when popstate fires: go back to where we were, then ask.
    let swallowNext = false;
    let passNext = false;
    const releasePops = setPopHold((event) => {
      if (passNext || swallowNext) {
        const swallow = swallowNext;
        passNext = false;
        swallowNext = false;
        return swallow;
      }
      const from = here.current.idx;
      const to = historyIndex(event.state);
      if (window.location.pathname === here.current.pathname || from === null || to === null) {
        return false;
      }
      swallowNext = true;
      window.history.go(from - to);
      hold(() => {
        passNext = true;
        window.history.go(to - from);
      });
      return true;
    });
    return () => {
      releasePops();
      restores.forEach((restore) => restore());
    };
  }, [active, navigator, dataRouter]);

  const proceed = useCallback(() => {
    const go = pending.current;
    if (!go) return;
    pending.current = null;
    setHeld((current) => current && { ...current, state: 'proceeding' });
    go();
  }, []);

  const reset = useCallback(() => {
    pending.current = null;
    setHeld(null);
  }, []);

  // A navigation that went ahead ends the proceeding state (the page usually unmounts anyway).
  const state =
    held === null || (held.state === 'proceeding' && held.at !== location.key)
      ? 'unblocked'
      : held.state;
  return { state, proceed, reset };
}
