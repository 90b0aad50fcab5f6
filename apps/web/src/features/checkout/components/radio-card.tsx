import type { ReactNode } from 'react';

/** One choice of a checkout radio list (delivery, payment method, currency) drawn as a card. */
export function RadioCard({
  name,
  value,
  checked,
  disabled = false,
  onSelect,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  const look = disabled
    ? 'cursor-not-allowed border-sand-200 bg-sand-50 text-ink-muted'
    : checked
      ? 'cursor-pointer border-jungle-700 bg-jungle-50'
      : 'cursor-pointer border-sand-200 bg-white hover:border-jungle-600';
  return (
    <label className={`flex items-start gap-3 rounded-2xl border p-4 transition-colors ${look}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="mt-1 size-4 accent-jungle-700"
      />
      {children}
    </label>
  );
}
