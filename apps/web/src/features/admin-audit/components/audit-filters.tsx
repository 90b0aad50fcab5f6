import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { FilterBar } from '@/components/admin/filter-bar';
import {
  DateRangeFilter,
  FilterField,
  filterControlStyles,
} from '@/components/admin/filter-fields';
import type { ListParams } from '@/components/admin/use-list-params';
import { buttonStyles } from '@/components/ui/button-styles';

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
          <FilterField key={key} id={`audit-${key}`} label={labels[key]} className="md:w-40">
            <input
              id={`audit-${key}`}
              className={filterControlStyles}
              maxLength={100}
              inputMode={key === 'actor_id' ? 'numeric' : undefined}
              placeholder={
                key === 'action' ? 'order.status' : key === 'entity' ? 'order' : undefined
              }
              value={draft[key]}
              onChange={(event) => setDraft((d) => ({ ...d, [key]: event.target.value }))}
            />
          </FilterField>
        ))}
        <button type="submit" className={`${buttonStyles.small} w-fit`}>
          {t('audit.apply')}
        </button>
      </form>
      <DateRangeFilter
        idPrefix="audit"
        fromLabel={t('audit.from')}
        toLabel={t('audit.to')}
        list={list}
        className="md:w-40"
      />
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
