import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { Spinner } from '@/components/ui/spinner';
import { AdminLoading } from './admin-loading';

export interface AdminColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface AdminTableProps<T> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: AdminColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shown instead of the rows when there are none. */
  empty: ReactNode;
  /** The rows are being (re)fetched: the old ones stay, dimmed, under a spinner. */
  loading?: boolean;
}

/**
 * A back-office list: a real table from 768 px, and below that one card per row with each
 * column's header as the label of its value, so a phone never scrolls sideways.
 */
export function AdminTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  loading = false,
}: AdminTableProps<T>) {
  const { t } = useTranslation('admin');
  if (rows.length === 0) {
    return loading ? (
      <AdminLoading />
    ) : (
      <div
        data-testid="admin-table-empty"
        className="rounded-2xl border border-dashed border-sand-300 bg-white p-8 text-center text-ink-muted"
      >
        {empty}
      </div>
    );
  }
  return (
    <div className="relative" aria-busy={loading || undefined}>
      {loading && (
        <div className="absolute inset-0 z-10 grid place-items-center bg-white/60">
          <Spinner label={t('state.loading')} />
        </div>
      )}
      <table className="hidden w-full border-collapse overflow-hidden rounded-2xl border border-sand-200 bg-white text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand-100 text-xs uppercase tracking-wide text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`px-4 py-3 font-semibold ${column.className ?? ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-sand-200 align-top hover:bg-sand-50">
              {columns.map((column) => (
                <td key={column.id} className={`px-4 py-3 ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            className="rounded-2xl border border-sand-200 bg-white p-4 shadow-sm"
          >
            <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-2 text-sm">
              {columns.map((column) => (
                <div key={column.id} className="contents">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
                    {column.header}
                  </dt>
                  <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
