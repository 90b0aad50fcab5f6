import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { clampQuantity, quantityProblem } from '@camtour/shared/domain/cart';

export type QuantityProblem = 'quantity-min' | 'maximum-quantity-available';

interface QuantityStepperProps {
  id?: string;
  value: number;
  /** The most that may be chosen (what the server would accept). */
  max: number;
  onChange: (next: number) => void;
  /** The translated sentence shown under the control while the typed number is refused. */
  problemText: (problem: QuantityProblem) => string;
  /** Told when a typed number becomes refused or acceptable again (a form waits for it). */
  onProblem?: (problem: QuantityProblem | null) => void;
  /** Locked, e.g. while the change is being saved. */
  disabled?: boolean;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  size?: 'sm' | 'md';
  testId?: string;
}

const SIZES = {
  sm: { button: 'size-8 text-lg', input: 'w-10 text-sm' },
  md: { button: 'size-11 text-xl', input: 'w-14 text-base' },
} as const;

/** Empty text is a number being typed, not yet a mistake. */
function problemOf(draft: string | null, max: number): QuantityProblem | null {
  if (draft === null || draft.trim() === '') return null;
  return quantityProblem(Number(draft), max);
}

/**
 * − [n] +, from 1 to `max`. A typed number outside that range is never changed behind the
 * shopper's back: it stays as typed, marked invalid, with the reason under it, and nothing is
 * sent until it is corrected (Escape puts the last accepted number back).
 */
export function QuantityStepper({
  id,
  value,
  max,
  onChange,
  problemText,
  onProblem,
  disabled = false,
  label,
  decreaseLabel,
  increaseLabel,
  size = 'md',
  testId,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const messageId = useId();
  const sizes = SIZES[size];
  const problem = problemOf(draft, max);
  const shown = draft === null || draft.trim() === '' ? value : Number(draft);

  // The stock can change under a typed number too (a refetch), so this follows every render.
  const reported = useRef<QuantityProblem | null>(null);
  useEffect(() => {
    if (reported.current === problem) return;
    reported.current = problem;
    onProblem?.(problem);
  });

  const changeDraft = (next: string | null) => setDraft(next);

  const commit = () => {
    if (draft === null || problem !== null) return;
    const typed = draft.trim() === '' ? value : Number(draft);
    changeDraft(null);
    if (typed !== value) onChange(typed);
  };

  const step = (delta: number) => {
    const next = clampQuantity(shown + delta, max);
    changeDraft(null);
    if (next > 0 && next !== value) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape' && draft !== null) {
      // Inside a drawer or dialog, Escape first undoes the typing; a second one closes.
      event.preventDefault();
      event.stopPropagation();
      changeDraft(null);
    }
  };

  const button = `grid ${sizes.button} shrink-0 place-items-center rounded-full font-semibold text-jungle-800 hover:bg-jungle-50 disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent`;
  return (
    <div className="flex min-w-0 flex-col items-start gap-1" data-testid={testId}>
      <div
        className={`inline-flex items-center gap-1 rounded-full border bg-white p-0.5 ${problem ? 'border-red-500' : 'border-sand-300'}`}
      >
        <button
          type="button"
          className={button}
          aria-label={decreaseLabel}
          disabled={disabled || shown <= 1}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          aria-label={label}
          aria-invalid={problem !== null}
          aria-describedby={problem ? messageId : undefined}
          className={`${sizes.input} rounded-md bg-transparent text-center font-semibold tabular-nums focus:outline-none focus:ring-2 focus:ring-jungle-600/30 disabled:text-ink-muted ${problem ? 'text-red-700' : 'text-ink'}`}
          value={draft ?? String(value)}
          disabled={disabled}
          onChange={(event) => changeDraft(event.target.value.replace(/[^\d]/g, ''))}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={button}
          aria-label={increaseLabel}
          disabled={disabled || shown >= max}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {problem && (
        <p
          id={messageId}
          role="alert"
          className="text-sm font-medium text-red-700"
          data-testid="quantity-problem"
        >
          {problemText(problem)}
        </p>
      )}
    </div>
  );
}
