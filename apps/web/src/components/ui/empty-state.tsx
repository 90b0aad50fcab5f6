import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles';

const LOOKS = {
  /** A list or a search that found nothing: dashed, large title. */
  results: {
    box: 'border-dashed border-sand-300 bg-white',
    title: 'text-lg font-semibold text-jungle-900',
    body: 'mt-1 text-ink-muted',
  },
  /** A part of a page with nothing in it yet (a place's gear, its activities). */
  section: {
    box: 'border-sand-200 bg-sand-50',
    title: 'font-semibold text-jungle-900',
    body: 'mt-1 text-sm text-ink-muted',
  },
} as const;

/** Nothing to show: what is missing, why or what next, and one way on. */
export function EmptyState({
  title,
  body,
  reset,
  action,
  look = 'results',
  testId,
}: {
  title: string;
  body?: string;
  /** Filters hid everything: the button that clears them. */
  reset?: { label: string; onClick: () => void } | false;
  /** Another way on (a link), with its own margin on top. */
  action?: ReactNode;
  look?: keyof typeof LOOKS;
  testId?: string;
}) {
  const classes = LOOKS[look];
  return (
    <div className={`rounded-3xl border p-8 text-center ${classes.box}`} data-testid={testId}>
      <p className={classes.title}>{title}</p>
      {body && <p className={classes.body}>{body}</p>}
      {reset && (
        <button type="button" className={`${buttonStyles.primary} mt-5`} onClick={reset.onClick}>
          {reset.label}
        </button>
      )}
      {action}
    </div>
  );
}
