import type { ReactNode } from 'react';

/** The link at a section's top right ("See all places"). */
export const moreLinkClass = 'font-semibold text-jungle-700 hover:underline';

const kicker = 'text-sm font-semibold uppercase tracking-wide';

/** The small capitals over a title or a group ("How it works", "Morning"). */
export const kickerStyles = {
  onLight: `${kicker} text-sand-700`,
  onDark: `${kicker} text-sand-300`,
} as const;

const HEADING_SIZES = {
  lg: 'text-lg',
  xl: 'text-xl',
  '2xl': 'text-2xl',
  /** A block that opens a part of the page (the planner teaser). */
  '3xl': 'text-2xl sm:text-3xl',
} as const;

export type HeadingSize = keyof typeof HEADING_SIZES;

/** Semibold names a card or a part of a form; bold a part of the page. */
const HEADING_WEIGHTS = { bold: 'font-bold', semibold: 'font-semibold' } as const;

/** A section's h2 in the site's heading look; `className` adds its spacing. */
export function SectionHeading({
  id,
  size = '2xl',
  weight = 'bold',
  className = '',
  children,
}: {
  id?: string;
  size?: HeadingSize;
  weight?: keyof typeof HEADING_WEIGHTS;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      className={`${HEADING_SIZES[size]} ${HEADING_WEIGHTS[weight]} leading-display text-jungle-900 ${className}`}
    >
      {children}
    </h2>
  );
}

/** A page section: its heading, a line under it, an action at the right ("more"), the content. */
export function Section({
  id,
  title,
  subtitle,
  action,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="render-near">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-2xl">
          <SectionHeading id={id}>{title}</SectionHeading>
          {subtitle && <p className="mt-1 text-ink-muted">{subtitle}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
