import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { inputStyles } from '@/components/ui/form-controls';

interface DebouncedFieldProps {
  label: string;
  /** The value in the address; the field follows it (back button, "clear"). */
  value: string;
  /** Called once the typing has stopped for `delayMs`, or at once on Enter. */
  onCommit: (value: string) => void;
  delayMs: number;
  name: string;
  type?: 'search' | 'number';
  placeholder?: string;
  hint?: string;
}

/** A text or number filter that updates the list after a pause in the typing (document 3 §4). */
export function DebouncedField({
  label,
  value,
  onCommit,
  delayMs,
  name,
  type = 'search',
  placeholder,
  hint,
}: DebouncedFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [followed, setFollowed] = useState(value);
  if (value !== followed) {
    setFollowed(value);
    setDraft(value);
  }
  // The latest callback, without restarting the timer when the parent re-renders.
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });

  const pending = draft.trim() !== value;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => commit.current(draft.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [draft, pending, delayMs]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (pending) commit.current(draft.trim());
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-jungle-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={type === 'search' ? 100 : undefined}
        min={type === 'number' ? 0 : undefined}
        step={type === 'number' ? 1 : undefined}
        inputMode={type === 'number' ? 'numeric' : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        className={inputStyles}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
