import { useTranslation } from '@/lib/i18n-react';

interface PaginationBarProps {
  current: number;
  last: number;
  onPage: (page: number) => void;
}

/** First, previous, "page x of y", next, last (document 3 §2). */
export function PaginationBar({ current, last, onPage }: PaginationBarProps) {
  const { t } = useTranslation('discovery');
  if (last <= 1) return null;
  const button =
    'inline-flex min-h-10 items-center justify-center rounded-full border border-jungle-700/25 bg-white px-3.5 text-sm font-semibold text-jungle-800 hover:bg-jungle-50 disabled:cursor-not-allowed disabled:opacity-45';
  const atStart = current <= 1;
  const atEnd = current >= last;
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex flex-wrap items-center justify-center gap-2"
      data-testid="home-pagination"
    >
      <button type="button" className={button} disabled={atStart} onClick={() => onPage(1)}>
        <span aria-hidden="true">«</span>
        <span className="sr-only sm:not-sr-only sm:ml-1">{t('pagination.first')}</span>
      </button>
      <button
        type="button"
        className={button}
        disabled={atStart}
        onClick={() => onPage(current - 1)}
      >
        <span aria-hidden="true">‹</span>
        <span className="sr-only sm:not-sr-only sm:ml-1">{t('pagination.previous')}</span>
      </button>
      <span className="px-2 text-sm font-medium text-ink" aria-current="page">
        {t('pagination.position', { current, last })}
      </span>
      <button type="button" className={button} disabled={atEnd} onClick={() => onPage(current + 1)}>
        <span className="sr-only sm:not-sr-only sm:mr-1">{t('pagination.next')}</span>
        <span aria-hidden="true">›</span>
      </button>
      <button type="button" className={button} disabled={atEnd} onClick={() => onPage(last)}>
        <span className="sr-only sm:not-sr-only sm:mr-1">{t('pagination.last')}</span>
        <span aria-hidden="true">»</span>
      </button>
    </nav>
  );
}
