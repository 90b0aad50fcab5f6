import { useId, type ReactNode } from 'react';

export interface ChipOption<T extends string | number> {
  value: T;
  label: ReactNode;
  /** Drawn before the label; the chip then spaces the two apart. */
  icon?: ReactNode;
}

interface ChipRadioGroupProps<T extends string | number> {
  legend: ReactNode;
  /** The radios' form name; a unique one when left out, so two groups on a page never share it. */
  name?: string;
  /** The first chip, which stands for no choice (null). */
  anyLabel: ReactNode;
  options: readonly ChipOption<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
  /** A line under the chips that describes the group to assistive technology too. */
  hint?: ReactNode;
  /** Labels with digits line them up (tabular figures), so the chips do not shift as they change. */
  numeric?: boolean;
  testId: string;
}

/** The chip's classes; the radio is hidden, so the chip shows its checked and focused state. */
function chipClass({ icon, numeric }: { icon: boolean; numeric: boolean }) {
  return [
    'flex cursor-pointer items-center',
    icon && 'gap-1',
    'rounded-full border px-3 py-1.5 text-sm font-medium',
    numeric && 'tabular-nums',
    'transition has-[:checked]:border-jungle-700 has-[:checked]:bg-jungle-700 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sand-400 border-sand-300 bg-white text-jungle-900 hover:border-jungle-500',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * One choice among a few, or none ("any"), as native radio buttons styled as chips: the browser
 * gives the arrow keys and the group's name for free.
 */
export function ChipRadioGroup<T extends string | number>({
  legend,
  name,
  anyLabel,
  options,
  value,
  onChange,
  hint,
  numeric = false,
  testId,
}: ChipRadioGroupProps<T>) {
  const ownName = useId();
  const groupName = name ?? ownName;
  const hintId = `${groupName}-hint`;
  const chip = chipClass({ icon: options.some((option) => option.icon), numeric });
  return (
    <fieldset
      className="flex flex-col gap-2"
      data-testid={testId}
      aria-describedby={hint === undefined ? undefined : hintId}
    >
      <legend className="mb-1.5 text-sm font-semibold text-jungle-900">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        <label className={chip}>
          <input
            type="radio"
            name={groupName}
            className="sr-only"
            checked={value === null}
            onChange={() => onChange(null)}
          />
          {anyLabel}
        </label>
        {options.map((option) => (
          <label key={option.value} className={chip}>
            <input
              type="radio"
              name={groupName}
              value={option.value}
              className="sr-only"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
      {hint !== undefined && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
