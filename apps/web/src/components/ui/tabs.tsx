import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

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
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next as T)}
      className={spacing.root || undefined}
      id={id}
    >
      <RadixTabs.List
        aria-label={label}
        className={`flex overflow-x-auto border-b border-sand-200 ${spacing.list}`}
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={triggerClass}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
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
