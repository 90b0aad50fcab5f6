import type { ReactNode } from 'react';

export type StatusTone = 'neutral' | 'good' | 'warn' | 'bad' | 'info';

const TONES: Record<StatusTone, string> = {
  neutral: 'bg-sand-100 text-ink border-sand-300',
  good: 'bg-jungle-50 text-jungle-900 border-jungle-200',
  warn: 'bg-amber-50 text-amber-900 border-amber-300',
  bad: 'bg-red-50 text-red-800 border-red-200',
  info: 'bg-sky-50 text-sky-900 border-sky-200',
};

/** A short state ("Pending", "Hidden") whose colour repeats, never replaces, its text. */
export function StatusPill({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span
      data-tone={tone}
      className={`inline-flex w-fit items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
