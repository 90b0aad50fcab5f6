import * as RadixTabs from '@radix-ui/react-tabs';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

const triggerClass =
  'whitespace-nowrap border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-ink-muted hover:text-jungle-800 data-[state=active]:border-jungle-700 data-[state=active]:text-jungle-900 sm:text-base';

export interface Tab<T extends string> {
  value: T;
  label: ReactNode;
  content: ReactNode;
  /** The panel's own classes (a narrower text column). */
  className?: string;
}

const LAYOUTS = {
  /** Under a detail page's top part: well apart from it, the panel below the bar. */
  page: { root: 'mt-12', list: '', panel: 'pt-8' },
  /** Inside a section under its heading. */
  section: { root: '', list: 'mb-6', panel: '' },
} as const;

interface TabsProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly Tab<T>[];
  /** `page` unless said otherwise. */
  layout?: keyof typeof LAYOUTS;
  id?: string;
}

/**
 * Whether the row hides tabs to either side. A row that scrolls sideways shows it with a fade and
 * an arrow at the hidden side (issue 18, item 8: at 390 px the location page's last tabs were out
 * of sight with nothing to say so).
 */
function useScrollCue() {
  const ref = useRef<HTMLDivElement | null>(null);
  const [cue, setCue] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // Right-to-left never applies here (Khmer is left to right), so scrollLeft grows to the end.
    const before = el.scrollLeft > 1;
    const after = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setCue((c) => (c.before === before && c.after === after ? c : { before, after }));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);
  return { ref, cue };
}

const fade = 'pointer-events-none absolute inset-y-0 flex w-10 items-center text-jungle-700';

/** Underlined tabs that scroll sideways on a phone (Radix: arrow keys, roles, focus). */
export function Tabs<T extends string>({
  value,
  onValueChange,
  label,
  tabs,
  layout = 'page',
  id,
}: TabsProps<T>) {
  const spacing = LAYOUTS[layout];
  const { ref, cue } = useScrollCue();
  // The chosen tab comes fully into the row (sideways only: the page itself never jumps).
  useEffect(() => {
    const row = ref.current;
    const active = row?.querySelector<HTMLElement>('[data-state="active"]');
    if (!row || !active) return;
    const start = active.offsetLeft - row.offsetLeft;
    const end = start + active.offsetWidth;
    if (start < row.scrollLeft) row.scrollLeft = start;
    else if (end > row.scrollLeft + row.clientWidth) row.scrollLeft = end - row.clientWidth;
  }, [value, ref]);
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
      className={spacing.root || undefined}
      id={id}
    >
      <div className={`relative ${spacing.list}`}>
        <RadixTabs.List
          ref={ref}
          aria-label={label}
          className="flex overflow-x-auto border-b border-sand-200 [scrollbar-width:none]"
          data-testid="tab-row"
        >
          {tabs.map((tab) => (
            <RadixTabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
              {tab.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
        {cue.before && (
          <span
            aria-hidden="true"
            data-testid="tab-cue-before"
            className={`${fade} left-0 justify-start bg-gradient-to-r from-sand-50 via-sand-50/80 to-transparent`}
          >
            <Chevron flip />
          </span>
        )}
        {cue.after && (
          <span
            aria-hidden="true"
            data-testid="tab-cue-after"
            className={`${fade} right-0 justify-end bg-gradient-to-l from-sand-50 via-sand-50/80 to-transparent`}
          >
            <Chevron />
          </span>
        )}
      </div>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          className={`outline-none ${spacing.panel} ${tab.className ?? ''}`}
        >
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

function Chevron({ flip = false }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className={`size-5 ${flip ? 'rotate-180' : ''}`} aria-hidden="true">
      <path d="m7.5 4.5 5.5 5.5-5.5 5.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
