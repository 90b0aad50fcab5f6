import type { ReactNode } from 'react';

const inputBase =
  'block w-full rounded-xl border border-sand-300 px-3.5 py-2.5 shadow-sm placeholder:text-ink-muted/70 focus:border-jungle-600 focus:outline-none focus:ring-2 focus:ring-jungle-600/30 disabled:cursor-not-allowed disabled:bg-sand-100 disabled:text-ink-muted aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20';

export const inputStyles = `${inputBase} bg-white text-ink`;
/** A value shown in a form but not editable (the e-mail of a link). */
export const readOnlyInputStyles = `${inputBase} bg-sand-100 text-ink-muted`;

interface FieldProps {
  id: string;
  label: ReactNode;
  /** Translated message, shown under the control and tied to it by aria-describedby. */
  error?: string | undefined;
  hint?: ReactNode;
  optional?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** The ids a control needs so its label, hint and error are announced with it. */
export function fieldAria(id: string, error?: string, hint?: boolean) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** Label, control, hint and error of one form field. */
export function Field({ id, label, error, hint, optional, children, className = '' }: FieldProps) {
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label
        htmlFor={id}
        className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-ink"
      >
        {label}
        {optional && <span className="text-xs font-normal text-ink-muted">{optional}</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-red-700">
      <span aria-hidden="true" className="font-bold">
        !
      </span>
      <span>{children}</span>
    </p>
  );
}

type AlertTone = 'error' | 'warning' | 'success' | 'info';

const ALERT_TONES: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-900',
  warning: 'border-sand-300 bg-sand-100 text-sand-900',
  success: 'border-jungle-200 bg-jungle-50 text-jungle-900',
  info: 'border-jungle-100 bg-white text-ink',
};

/** A message about the whole form; errors and warnings are announced at once. */
export function FormAlert({
  tone,
  children,
  testId,
}: {
  tone: AlertTone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      data-testid={testId}
      className={`rounded-2xl border px-4 py-3 text-sm ${ALERT_TONES[tone]}`}
    >
      {children}
    </div>
  );
}
