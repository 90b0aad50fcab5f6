import { useId, type ReactNode } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { kickerStyles } from '@/components/ui/section';
import { useStepHeading } from '../hooks/use-step-heading';
import { PlannerProgress } from './planner-progress';

interface PlannerStepProps {
  testId: string;
  progress: { current: number; total: number; unit?: 'question' | 'day' };
  kicker?: string;
  title: string;
  description: string;
  multiSelect?: boolean;
  /** The option cards. */
  options: ReactNode;
  /** What follows the options: a running total, a number to type. */
  children?: ReactNode;
  previous: { label: string; onClick: () => void };
  next: { label: string; onClick: () => void; disabled: boolean; accent?: boolean };
}

/**
 * The frame of one step of the questionnaire or of the per-day stage: progress, the question,
 * its options, then Previous and Next. A new step brings its heading into view and focus.
 */
export function PlannerStep({
  testId,
  progress,
  kicker,
  title,
  description,
  multiSelect = false,
  options,
  children,
  previous,
  next,
}: PlannerStepProps) {
  const titleId = useId();
  const headingRef = useStepHeading<HTMLHeadingElement>(`${progress.unit}-${progress.current}`);
  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-3xl" data-testid={testId}>
      <PlannerProgress {...progress} />
      {kicker && <p className={`mt-8 ${kickerStyles.onLight}`}>{kicker}</p>}
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className={`${kicker ? 'mt-1' : 'mt-8'} scroll-mt-28 text-2xl font-bold leading-display text-jungle-900 outline-none sm:text-3xl`}
      >
        {title}
      </h2>
      <p className="mt-2 text-ink-muted">{description}</p>
      <div
        role={multiSelect ? 'group' : 'radiogroup'}
        aria-labelledby={titleId}
        className="mt-6 grid gap-3 sm:grid-cols-2"
      >
        {options}
      </div>
      {children}
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-6">
        <button type="button" className={buttonStyles.secondary} onClick={previous.onClick}>
          {previous.label}
        </button>
        <button
          type="button"
          className={next.accent ? buttonStyles.accent : buttonStyles.primary}
          disabled={next.disabled}
          onClick={next.onClick}
        >
          {next.label}
        </button>
      </div>
    </section>
  );
}
