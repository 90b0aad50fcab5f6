import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { AuditEntry } from '@camtour/shared/schemas/admin';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { FormError } from '@/components/admin/form-error';
import { Pager } from '@/components/admin/pager';
import { useListParams } from '@/components/admin/use-list-params';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { useAudit } from '../api/get-audit';
import { AUDIT_FILTER_DEFAULTS, AuditFilters } from './audit-filters';

function Json({ title, value }: { title: string; value: unknown }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{title}</h3>
      <pre className="max-h-96 overflow-auto rounded-xl bg-sand-100 p-3 text-xs leading-relaxed text-ink">
        {value === null || value === undefined
          ? t('audit.nothing')
          : JSON.stringify(value, null, 2)}
      </pre>
    </div>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const panel = `audit-entry-${entry.id}`;
  return (
    <li className="rounded-2xl border border-sand-200 bg-white shadow-sm" data-testid="audit-entry">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full flex-wrap items-baseline gap-x-4 gap-y-1 p-4 text-left hover:bg-sand-50"
      >
        <span aria-hidden="true" className="text-ink-muted">
          {open ? '▾' : '▸'}
        </span>
        <span className="font-mono text-sm font-semibold text-jungle-900">{entry.action}</span>
        <span className="text-sm">
          {entry.entity} <span className="font-mono">#{entry.entity_id}</span>
        </span>
        <span className="text-sm text-ink-muted">
          {entry.actor_email}
          {entry.actor_id !== null && ` (#${entry.actor_id})`}
        </span>
        <span className="ml-auto whitespace-nowrap text-sm text-ink-muted">
          {format.date(entry.created_at, {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            timeZone: 'Asia/Phnom_Penh',
          })}
        </span>
      </button>
      {open && (
        <div id={panel} className="grid gap-3 border-t border-sand-200 p-4 md:grid-cols-2">
          <Json title={t('audit.before')} value={entry.before} />
          <Json title={t('audit.after')} value={entry.after} />
        </div>
      )}
    </li>
  );
}

/** /admin/audit: who changed what and when, with the before and after of each change. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const list = useListParams(AUDIT_FILTER_DEFAULTS);
  const audit = useAudit({ ...list.values, page: list.page });
  const entries = audit.data?.entries ?? [];
  return (
    <>
      <AdminPageHeader title={t('nav.audit')} description={t('audit.intro')} />
      <AuditFilters list={list} />
      {audit.isError && <FormError error={audit.error} />}
      {audit.isPending && (
        <div className="grid min-h-40 place-items-center">
          <Spinner label={t('state.loading')} showLabel />
        </div>
      )}
      {audit.data && (
        <div aria-busy={audit.isFetching || undefined}>
          {entries.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-sand-300 bg-white p-8 text-center text-ink-muted">
              {t('audit.empty')}
            </p>
          ) : (
            <ol className={`flex flex-col gap-2 ${audit.isFetching ? 'opacity-60' : ''}`}>
              {entries.map((entry) => (
                <Entry key={entry.id} entry={entry} />
              ))}
            </ol>
          )}
          {audit.data.pagination.total > 0 && (
            <Pager pagination={audit.data.pagination} onPage={list.setPage} />
          )}
        </div>
      )}
    </>
  );
}
