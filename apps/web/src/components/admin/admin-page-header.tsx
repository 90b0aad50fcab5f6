import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AdminPageHeaderProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** A link up to the list the page belongs to ("← Orders"). */
  back?: { to: string; label: string };
}

/** The top of every back-office page: its one h1, a line under it, and the page's buttons. */
export function AdminPageHeader({ title, description, actions, back }: AdminPageHeaderProps) {
  return (
    <header className="mb-6 flex flex-col gap-3">
      {back && (
        <Link to={back.to} className="w-fit text-sm font-semibold text-jungle-700 hover:underline">
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-bold leading-display text-jungle-900 sm:text-3xl">
            {title}
          </h1>
          {description && <div className="mt-1 max-w-3xl text-ink-muted">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
