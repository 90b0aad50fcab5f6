import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { prefersReducedMotion } from '@/lib/hooks/use-reduced-motion';

interface FaqAnchorOptions {
  /** Every entry id of the FAQ. */
  entryIds: ReadonlySet<string>;
  /** The entries the current search shows. */
  shownIds: ReadonlySet<string>;
  /** Opens an entry (it may be closed). */
  openEntry: (id: string) => void;
}

function hashId(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch (_error) {
    return raw;
  }
}

/**
 * `/faq#<id>` opens that answer and brings it into view; `#group-<id>` brings a group into view.
 * Runs on every navigation (a shared link, a group chip, back and forward), after the page has
 * rendered the entries: the browser's own fragment scroll happens before a lazy route exists.
 * Returns the entry the address names, for a visual mark.
 */
export function useFaqAnchor({ entryIds, shownIds, openEntry }: FaqAnchorOptions): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [targetId, setTargetId] = useState<string | null>(null);
  const first = useFirstNavigation(location.key);

  const jump = useEffectEvent(() => {
    const id = hashId(location.hash);
    if (!id) {
      setTargetId(null);
      return;
    }
    if (entryIds.has(id)) {
      // A search that hides the linked answer would make the link look broken: drop the search.
      if (!shownIds.has(id)) {
        void navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
        return;
      }
      openEntry(id);
      setTargetId(id);
    } else {
      setTargetId(null);
    }
    // After the open entry has rendered, so the page below it has its final height.
    requestAnimationFrame(() => {
      const element = document.getElementById(id);
      if (!element) return;
      element.scrollIntoView({
        block: 'start',
        behavior: first || prefersReducedMotion() ? 'instant' : 'smooth',
      });
      // Keyboard and screen-reader users land where an in-page link jumped to. Not on arrival
      // from a shared link: the page starts at its top for them, and the mark shows the answer.
      if (first) return;
      const focusable = element.querySelector<HTMLElement>('summary, [data-anchor-focus]');
      focusable?.focus({ preventScroll: true });
    });
  });

  useEffect(() => {
    jump();
  }, [location.key, location.hash]);

  return targetId;
}

/** True while the page shows the location it was opened with. */
function useFirstNavigation(key: string): boolean {
  const [initialKey] = useState(key);
  return key === initialKey;
}
