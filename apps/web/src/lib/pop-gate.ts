/**
 * Back and forward for the leave guard. Listeners of an event at the window run in the order
 * they were added, capture or not (Chromium 156), and React Router adds its own when the router
 * mounts. So this one is added at start, before the router (boot.tsx), and the guard, while on,
 * tells it which pops to stop before the router hears them.
 */

/** True when the guard held the pop: the router must not see it. */
type PopHold = (event: PopStateEvent) => boolean;

let hold: PopHold | null = null;
let installed = false;

export function installPopGate(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('popstate', (event) => {
    if (hold?.(event)) event.stopImmediatePropagation();
  });
}

/** Routes pops to `next` until the returned function is called. */
export function setPopHold(next: PopHold): () => void {
  hold = next;
  return () => {
    if (hold === next) hold = null;
  };
}
