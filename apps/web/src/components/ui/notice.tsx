import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from './button-styles';

interface NoticeProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'info' | 'warm';
  /** 1 when the notice is all the page holds (it then names the page). */
  level?: 1 | 2;
}

/** An information panel: what happened, and where to go from here. */
export function Notice({ title, children, actions, tone = 'info', level = 2 }: NoticeProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const toneClasses =
    tone === 'warm' ? 'border-sand-300 bg-sand-100/70' : 'border-jungle-200 bg-jungle-50';
  return (
    <section className={`rounded-3xl border p-6 sm:p-8 ${toneClasses}`}>
      <Heading className="text-xl font-semibold leading-display text-jungle-900">{title}</Heading>
      {children && <div className="mt-2 max-w-2xl space-y-2 text-ink-muted">{children}</div>}
      {actions && <div className="mt-5 flex flex-wrap gap-3">{actions}</div>}
    </section>
  );
}

/**
 * What the address names does not exist (a deleted product, a mistyped id): say so and lead
 * back to the list it came from. `actions` go after the way back (a retry). The notice is the
 * page's main heading unless the page has its own (`level={2}`).
 */
export function MissingNotice({
  title,
  body,
  back,
  actions,
  testId,
  level = 1,
}: {
  title: string;
  body: string;
  back: { to: string; label: string };
  actions?: ReactNode;
  testId?: string;
  level?: 1 | 2;
}) {
  return (
    <div data-testid={testId}>
      <Notice
        title={title}
        level={level}
        actions={
          <>
            <Link to={back.to} className={buttonStyles.primary}>
              {back.label}
            </Link>
            {actions}
          </>
        }
      >
        <p>{body}</p>
      </Notice>
    </div>
  );
}
