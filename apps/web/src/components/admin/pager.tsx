import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { formatNumber } from '@/lib/format';

export interface PagePagination {
  total: number;
  current_page: number;
  last_page: number;
  per_page: number;
}

/** Previous / next through a server-paginated list, with where we are and how many in all. */
export function Pager({
  pagination,
  onPage,
}: {
  pagination: PagePagination;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const { total, current_page: page, last_page: last, per_page: perPage } = pagination;
  const lastPage = Math.max(1, last);
  const first = total === 0 ? 0 : (page - 1) * perPage + 1;
  const upTo = Math.min(total, page * perPage);
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <nav
      aria-label={t('pager.label')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="text-ink-muted" data-testid="pager-range">
        {t('pager.range', { first: n(first), last: n(upTo), total: n(total) })}
      </p>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={buttonStyles.small}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <span aria-hidden="true">‹ </span>
          {t('pager.previous')}
        </button>
        <span aria-current="page" className="px-2 font-semibold">
          {t('pager.page', { page: n(page), last: n(lastPage) })}
        </span>
        <button
          type="button"
          className={buttonStyles.small}
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
        >
          {t('pager.next')}
          <span aria-hidden="true"> ›</span>
        </button>
      </div>
    </nav>
  );
}
