import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '@/components/admin/filter-bar';
import type { ListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/form-controls';

export const AUDIT_FILTER_DEFAULTS = {
  action: '',
  entity: '',
  entity_id: '',
  actor_id: '',
  from: '',
  to: '',
};

const TEXT_FILTERS = ['action', 'entity', 'entity_id', 'actor_id'] as const;
type TextFilter = (typeof TEXT_FILTERS)[number];

const control = `${inputStyles} py-2 text-sm`;

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 md:w-40">
      <label htmlFor={id} className="text-xs font-semibold text-ink-muted">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The audit log's filters. The text ones are typed and applied together (Enter or the button);
 * the dates apply as soon as they are picked.
 */
export function AuditFilters({ list }: { list: ListParams }) {
  const { t } = useTranslation('admin');
  const { values, set, reset } = list;
  const [draft, setDraft] = useState<Record<TextFilter, string>>(() => pickText(values));
  useEffect(() => setDraft(pickText(values)), [values]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    for (const key of TEXT_FILTERS) {
      if ((values[key] ?? '') !== draft[key].trim()) set(key, draft[key].trim());
    }
  };

  const labels: Record<TextFilter, string> = {
    action: t('audit.action'),
    entity: t('audit.entity'),
    entity_id: t('audit.entity-id'),
    actor_id: t('audit.actor-id'),
  };

  return (
    <FilterBar onReset={reset}>
      <form onSubmit={apply} className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
        {TEXT_FILTERS.map((key) => (
          <Labelled key={key} id={`audit-${key}`} label={labels[key]}>
            <input
              id={`audit-${key}`}
              className={control}
              maxLength={100}
              inputMode={key === 'actor_id' ? 'numeric' : undefined}
              placeholder={
                key === 'action' ? 'order.status' : key === 'entity' ? 'order' : undefined
              }
              value={draft[key]}
              onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
            />
          </Labelled>
        ))}
        <button type="submit" className={`${buttonStyles.small} w-fit`}>
          {t('audit.apply')}
        </button>
      </form>
      <Labelled id="audit-from" label={t('audit.from')}>
        <input
          id="audit-from"
          type="date"
          className={control}
          value={values.from ?? ''}
          max={values.to || undefined}
          onChange={(event) => set('from', event.target.value)}
        />
      </Labelled>
      <Labelled id="audit-to" label={t('audit.to')}>
        <input
          id="audit-to"
          type="date"
          className={control}
          value={values.to ?? ''}
          min={values.from || undefined}
          onChange={(event) => set('to', event.target.value)}
        />
      </Labelled>
    </FilterBar>
  );
}

function pickText(values: Record<string, string>): Record<TextFilter, string> {
  return {
    action: values.action ?? '',
    entity: values.entity ?? '',
    entity_id: values.entity_id ?? '',
    actor_id: values.actor_id ?? '',
  };
}
