import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from './button-styles';

interface NoticeProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'info' | 'soon';
}

/** An honest information panel: what exists, what does not yet, and where to go meanwhile. */
export function Notice({ title, children, actions, tone = 'info' }: NoticeProps) {
  const toneClasses =
    tone === 'soon' ? 'border-sand-300 bg-sand-100/70' : 'border-jungle-200 bg-jungle-50';
  return (
    <section className={`rounded-3xl border p-6 sm:p-8 ${toneClasses}`}>
      <h2 className="text-xl font-semibold leading-display text-jungle-900">{title}</h2>
      {children && <div className="mt-2 max-w-2xl space-y-2 text-ink-muted">{children}</div>}
      {actions && <div className="mt-5 flex flex-wrap gap-3">{actions}</div>}
    </section>
  );
}

/**
 * What the address names does not exist (a deleted product, a mistyped id): say so and lead
 * back to the list it came from. `actions` go after the way back (a retry).
 */
export function MissingNotice({
  title,
  body,
  back,
  actions,
  testId,
}: {
  title: string;
  body: string;
  back: { to: string; label: string };
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <Notice
        title={title}
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
