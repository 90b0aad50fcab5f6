import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from './button-styles';

interface ErrorStateProps {
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
}

export function ErrorState({ message, onRetry, retrying = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center"
    >
      <p className="flex-1">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} disabled={retrying} className={buttonStyles.small}>
          {retrying ? t('state.retrying') : t('state.retry')}
        </button>
      )}
    </div>
  );
}
