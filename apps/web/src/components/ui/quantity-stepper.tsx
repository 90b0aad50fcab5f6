import { useState, type KeyboardEvent } from 'react';
import { clampQuantity, quantityProblem } from '@camtour/shared/domain/cart';

interface QuantityStepperProps {
  id?: string;
  value: number;
  /** The most that may be chosen (the variant's stock). */
  max: number;
  onChange: (next: number) => void;
  /** A typed value outside 1..max was clamped: the caller says why. */
  onClamped?: (problem: 'quantity-min' | 'maximum-quantity-available') => void;
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

/** − [n] +, from 1 to `max`; typing is allowed and is clamped when it is committed. */
export function QuantityStepper({
  id,
  value,
  max,
  onChange,
  onClamped,
  disabled = false,
  label,
  decreaseLabel,
  increaseLabel,
  size = 'md',
  testId,
}: QuantityStepperProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const sizes = SIZES[size];

  const commit = () => {
    if (draft === null) return;
    const typed = Number(draft.trim());
    setDraft(null);
    const problem = quantityProblem(typed, max);
    if (problem) onClamped?.(problem);
    const next = clampQuantity(typed, max);
    if (next !== value && next > 0) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  const button = `grid ${sizes.button} shrink-0 place-items-center rounded-full font-semibold text-jungle-800 hover:bg-jungle-50 disabled:cursor-not-allowed disabled:text-ink-muted/50 disabled:hover:bg-transparent`;
  return (
    <div
      className="inline-flex items-center gap-1 rounded-full border border-sand-300 bg-white p-0.5"
      data-testid={testId}
    >
      <button
        type="button"
        className={button}
        aria-label={decreaseLabel}
        disabled={disabled || value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, max))}
      >
        −
      </button>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        className={`${sizes.input} rounded-md bg-transparent text-center font-semibold text-ink tabular-nums focus:outline-none focus:ring-2 focus:ring-jungle-600/30 disabled:text-ink-muted`}
        value={draft ?? String(value)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value.replace(/[^\d]/g, ''))}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={button}
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => onChange(clampQuantity(value + 1, max))}
      >
        +
      </button>
    </div>
  );
}
