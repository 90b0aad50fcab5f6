import { useId } from 'react';

interface LookupSelectProps {
  label: string;
  /** First option: "all" when enabled, or why the select is disabled. */
  placeholder: string;
  options: readonly { id: number; name: string }[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
  busy?: boolean;
  error?: string;
  name: string;
}

export function LookupSelect({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled = false,
  busy = false,
  error,
  name,
}: LookupSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-jungle-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value ?? ''}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
        className="w-full min-w-0 rounded-xl border border-sand-300 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-jungle-500 disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-ink-muted"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
