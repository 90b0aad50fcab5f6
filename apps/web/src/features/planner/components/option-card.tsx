import type { ReactNode } from 'react';

interface OptionCardProps {
  role: 'radio' | 'checkbox';
  checked: boolean;
  label: string;
  description: string;
  price?: ReactNode;
  onSelect: () => void;
  testId?: string;
}

/** One answer of a question: a large tappable card that says what it costs. */
export function OptionCard({
  role,
  checked,
  label,
  description,
  price,
  onSelect,
  testId,
}: OptionCardProps) {
  return (
    <button
      type="button"
      role={role}
      aria-checked={checked}
      onClick={onSelect}
      data-testid={testId}
      className={`group flex h-full w-full items-start gap-3 rounded-2xl border-2 p-4 text-left transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-jungle-600/30 ${
        checked
          ? 'border-jungle-700 bg-jungle-50'
          : 'border-sand-200 bg-white hover:border-jungle-300 hover:bg-sand-50'
      }`}
    >
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-5 shrink-0 place-items-center border-2 ${
          role === 'radio' ? 'rounded-full' : 'rounded-md'
        } ${checked ? 'border-jungle-700 bg-jungle-700 text-white' : 'border-sand-300 bg-white'}`}
      >
        {checked && (
          <svg viewBox="0 0 16 16" className="size-3">
            <path
              d="M3 8.5 6.5 12 13 4.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold leading-display text-jungle-900">{label}</span>
        <span className="mt-1 block text-sm text-ink-muted">{description}</span>
        {price && <span className="mt-2 block text-sm font-semibold text-sand-800">{price}</span>}
      </span>
    </button>
  );
}
