import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

interface PageFrameProps {
  title: string;
  crumbs: readonly Crumb[];
  intro?: ReactNode;
  children: ReactNode;
}

/** Every page's frame: breadcrumb, the one h1, an optional intro, then the content. */
export function PageFrame({ title, crumbs, intro, children }: PageFrameProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
      <div className="border-b border-sand-200 pb-6">
        <Breadcrumbs items={crumbs} />
        <h1 className="mt-3 text-3xl font-bold leading-display tracking-tight text-jungle-900 sm:text-4xl">
          {title}
        </h1>
        {intro && <div className="mt-3 max-w-3xl text-lg text-ink-muted">{intro}</div>}
      </div>
      <div className="pt-8">{children}</div>
    </div>
  );
}

/** A detail page's frame: the breadcrumb, then the content (which carries its own h1). */
export function DetailFrame({
  crumbs,
  children,
}: {
  crumbs: readonly Crumb[];
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-16 pt-6 sm:px-6 lg:px-8">
      <Breadcrumbs items={crumbs} />
      <div className="pt-6">{children}</div>
    </div>
  );
}
