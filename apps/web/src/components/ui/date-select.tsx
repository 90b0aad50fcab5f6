import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useFormat } from '@/lib/format';
import { inputStyles } from './form-controls';

interface DateSelectProps {
  /** The day select's id: the field's label points at it. */
  id: string;
  /** What the field is called ("Date"): each select is named "Date, day" and so on. */
  label: string;
  /** YYYY-MM-DD, or '' while the date is not complete. */
  value: string;
  onChange: (value: string) => void;
  /** The first day that may be chosen (YYYY-MM-DD): its year is the first year offered. */
  min: string;
  /** How many years from min's year are offered. */
  years?: number;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function partsOf(value: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? { year: m[1]!, month: String(Number(m[2])), day: String(Number(m[3])) } : null;
}

/**
 * A date as day, month and year selects in the page's language. The browser's own date input
 * writes its placeholder and calendar in the browser's language whatever the page's (issue 18,
 * item 8), and a Khmer visitor on an English phone would read "mm/dd/yyyy". Month names come
 * from the one date formatter (`useFormat`), numbers are written as everywhere else.
 */
export function DateSelect({
  id,
  label,
  value,
  onChange,
  min,
  years = 2,
  ...aria
}: DateSelectProps) {
  const { t } = useTranslation();
  const format = useFormat();
  // A half-chosen date is kept here; the form only ever sees a whole date or ''.
  const [draft, setDraft] = useState(() => partsOf(value) ?? { year: '', month: '', day: '' });
  const shown = partsOf(value) ?? draft;
  const firstYear = Number(min.slice(0, 4));
  const yearOptions = Array.from({ length: years + 1 }, (_, i) => firstYear + i);
  const dayCount = shown.year && shown.month ? daysIn(Number(shown.year), Number(shown.month)) : 31;

  const choose = (part: 'year' | 'month' | 'day', v: string) => {
    const next = { ...shown, [part]: v };
    // 31 March, then February: the day no longer exists, so it must be chosen again.
    if (next.day && next.year && next.month && Number(next.day) > daysIn(+next.year, +next.month))
      next.day = '';
    setDraft(next);
    onChange(
      next.year && next.month && next.day
        ? `${next.year}-${pad(Number(next.month))}-${pad(Number(next.day))}`
        : '',
    );
  };

  // Narrow side padding: the native arrow takes its own room, and a day or a year must show whole
  // in a third of a phone-wide field.
  const select = `${inputStyles} min-w-0 pl-2.5 pr-1`;
  return (
    <div role="group" aria-label={label} className="grid grid-cols-[1fr_2fr_1.3fr] gap-2">
      <select
        id={id}
        aria-label={`${label}, ${t('date-select.day')}`}
        value={shown.day}
        onChange={(e) => choose('day', e.target.value)}
        className={select}
        {...aria}
      >
        <option value="">{t('date-select.day')}</option>
        {Array.from({ length: dayCount }, (_, i) => i + 1).map((d) => (
          <option key={d} value={String(d)}>
            {format.number(d)}
          </option>
        ))}
      </select>
      <select
        aria-label={`${label}, ${t('date-select.month')}`}
        value={shown.month}
        onChange={(e) => choose('month', e.target.value)}
        className={select}
        {...aria}
      >
        <option value="">{t('date-select.month')}</option>
        {Array.from({ length: 12 }, (_, i) => i + 1).map((m) => (
          <option key={m} value={String(m)}>
            {format.date(new Date(Date.UTC(2026, m - 1, 15)), { month: 'long', timeZone: 'UTC' })}
          </option>
        ))}
      </select>
      <select
        aria-label={`${label}, ${t('date-select.year')}`}
        value={shown.year}
        onChange={(e) => choose('year', e.target.value)}
        className={select}
        {...aria}
      >
        <option value="">{t('date-select.year')}</option>
        {yearOptions.map((y) => (
          <option key={y} value={String(y)}>
            {format.number(y, { useGrouping: false })}
          </option>
        ))}
      </select>
    </div>
  );
}
