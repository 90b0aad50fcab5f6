import type { ReactNode } from 'react';

/** The link at a section's top right ("See all places"). */
export const moreLinkClass = 'font-semibold text-jungle-700 hover:underline';

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
    <section aria-labelledby={id}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold leading-display text-jungle-900">
            {title}
          </h2>
          {subtitle && <p className="mt-1 text-ink-muted">{subtitle}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
