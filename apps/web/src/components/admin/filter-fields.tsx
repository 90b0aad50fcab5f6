import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { inputStyles } from '@/components/ui/form-controls';
import type { ListParams } from './use-list-params';

/** Filter controls are a size smaller than form fields, so a row of them fits a laptop screen. */
export const filterControlStyles = `${inputStyles} py-2 text-sm`;

/** One filter with its label above it, in a `FilterBar`. `className` sets its width on wide screens. */
export function FilterField({
  id,
  label,
  className = 'md:w-44',
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-semibold text-ink-muted">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A search box with its button. What is typed stays a draft until Enter or the button, so the
 * list is not fetched again on every key; when the address changes (Back, "Clear filters") the
 * box shows the search of the address again.
 */
export function SearchFilter({
  id,
  label,
  value,
  onSearch,
  placeholder,
  className = 'md:w-72',
  inputClassName = '',
}: {
  id: string;
  label: string;
  /** The search applied now (from the address). */
  value: string;
  /** Called with the trimmed draft on submit. */
  onSearch: (value: string) => void;
  placeholder?: string;
  className?: string;
  inputClassName?: string;
}) {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };

  return (
    <form role="search" onSubmit={onSubmit} className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-xs font-semibold text-ink-muted">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          maxLength={100}
          className={`${filterControlStyles} ${inputClassName}`.trim()}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={`${buttonStyles.small} shrink-0 whitespace-nowrap`}>
          {t('filters.search-go')}
        </button>
      </div>
    </form>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A labelled drop-down of one list filter. Its first choice, "Any", clears the filter; pass
 * `anyLabel` to word it for this filter, or `false` where the filter always has a value.
 */
export function SelectFilter({
  id,
  label,
  value,
  onChange,
  options,
  anyLabel,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
  anyLabel?: string | false;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <FilterField id={id} label={label} className={className}>
      <select
        id={id}
        className={filterControlStyles}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {anyLabel !== false && <option value="">{anyLabel ?? t('filters.any')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/**
 * The `from` and `to` filters of a list as two date pickers; each bounds the other so the range
 * cannot be picked backwards. They apply as soon as a date is picked.
 */
export function DateRangeFilter({
  idPrefix,
  fromLabel,
  toLabel,
  list,
  className,
}: {
  idPrefix: string;
  fromLabel: string;
  toLabel: string;
  list: Pick<ListParams, 'values' | 'set'>;
  className?: string;
}) {
  const { values, set } = list;
  return (
    <>
      <FilterField id={`${idPrefix}-from`} label={fromLabel} className={className}>
        <input
          id={`${idPrefix}-from`}
          type="date"
          className={filterControlStyles}
          value={values.from ?? ''}
          max={values.to || undefined}
          onChange={(event) => set('from', event.target.value)}
        />
      </FilterField>
      <FilterField id={`${idPrefix}-to`} label={toLabel} className={className}>
        <input
          id={`${idPrefix}-to`}
          type="date"
          className={filterControlStyles}
          value={values.to ?? ''}
          min={values.from || undefined}
          onChange={(event) => set('to', event.target.value)}
        />
      </FilterField>
    </>
  );
}
