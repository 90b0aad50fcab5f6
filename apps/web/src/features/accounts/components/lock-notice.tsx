import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';

/** A rate-limit lock (429) with its live mm:ss countdown from Retry-After. */
export function LockNotice({
  message,
  countdown,
  children,
}: {
  message: string;
  /** "mm:ss" */
  countdown: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  return (
    <div
      role="alert"
      data-testid="lock-notice"
      className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p className="font-semibold">{message}</p>
      <p className="mt-1 text-sm">
        {t('lock.try-again-in')}{' '}
        <span
          role="timer"
          aria-live="off"
          data-testid="lock-countdown"
          className="font-mono text-base font-bold tabular-nums"
        >
          {countdown}
        </span>
      </p>
      {children}
    </div>
  );
}
