import { useTranslation } from '@/lib/i18n-react';
import { pageNumbers } from '@camtour/shared/domain/travel';

const base =
  'inline-flex min-w-10 items-center justify-center rounded-full border px-3 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-40';

/** First, previous, the page numbers (with an ellipsis past 7 pages), next, last. */
export function HotelPagination({
  current,
  last,
  onPage,
}: {
  current: number;
  last: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('travel');
  if (last <= 1) return null;
  const plain = `${base} border-sand-200 bg-white text-jungle-800 hover:border-jungle-600`;
  return (
    <nav
      aria-label={t('pagination.label')}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
      data-testid="hotel-pagination"
    >
      <button type="button" className={plain} disabled={current <= 1} onClick={() => onPage(1)}>
        {t('pagination.first')}
      </button>
      <button
        type="button"
        className={plain}
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
      >
        {t('pagination.previous')}
      </button>
      {pageNumbers(current, last).map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`ellipsis-${index}`} className="px-1 text-ink-muted" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onPage(item)}
            aria-current={item === current ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
            className={
              item === current ? `${base} border-jungle-700 bg-jungle-700 text-white` : plain
            }
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={plain}
        disabled={current >= last}
        onClick={() => onPage(current + 1)}
      >
        {t('pagination.next')}
      </button>
      <button
        type="button"
        className={plain}
        disabled={current >= last}
        onClick={() => onPage(last)}
      >
        {t('pagination.last')}
      </button>
    </nav>
  );
}
