import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is within `margin` of the viewport, and from then on. What is heavy and
 * below the fold (a map: Leaflet's chunk, its set-up and its tiles) waits for the visitor to
 * come near it instead of competing with the page's first paint and first input. Without
 * IntersectionObserver (old browsers, jsdom) it is true at once.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { enabled = true, margin = '600px' }: { enabled?: boolean; margin?: string } = {},
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!enabled || near) return undefined;
    const element = ref.current;
    if (!element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near, margin]);
  return near;
}
