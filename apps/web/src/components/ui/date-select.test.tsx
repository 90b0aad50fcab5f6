import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { DateSelect } from './date-select';

function Harness({ onChange, initial = '' }: { onChange: (v: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateSelect
      id="when"
      label="Date"
      value={value}
      min="2026-11-26"
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('DateSelect', () => {
  it('gives the form a whole YYYY-MM-DD date only once day, month and year are chosen', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date, Day' }), '5');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date, Month' }), '3');
    expect(onChange).toHaveBeenLastCalledWith('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date, Year' }), '2027');
    expect(onChange).toHaveBeenLastCalledWith('2027-03-05');
  });

  it('offers the days the month has, and asks again for a day the new month lacks', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial="2027-03-31" />);
    const day = screen.getByRole('combobox', { name: 'Date, Day' });
    expect(day).toHaveValue('31');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date, Month' }), '2');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(day).toHaveValue('');
    // February 2027 has 28 days (and the empty "Day" choice).
    expect(day.querySelectorAll('option')).toHaveLength(29);
  });

  it('offers the years from the first allowed one', () => {
    render(<Harness onChange={vi.fn()} />);
    const years = [
      ...screen.getByRole('combobox', { name: 'Date, Year' }).querySelectorAll('option'),
    ];
    expect(years.map((o) => o.value)).toEqual(['', '2026', '2027', '2028']);
  });

  it('names the months and the parts in Khmer on a Khmer page', async () => {
    await i18next.changeLanguage('km');
    try {
      render(<Harness onChange={vi.fn()} />);
      const month = screen.getByRole('combobox', { name: 'Date, ខែ' });
      const names = [...month.querySelectorAll('option')].map((o) => o.textContent);
      expect(names).toContain('មករា');
      expect(names).toContain('វិច្ឆិកា');
      expect(names).not.toContain('January');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
