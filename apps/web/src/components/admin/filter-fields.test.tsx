import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { DateRangeFilter, SearchFilter, SelectFilter } from './filter-fields';

beforeAll(async () => {
  await i18next.loadNamespaces(['admin']);
});

describe('SearchFilter', () => {
  it('applies the trimmed search only on submit, and follows the address', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchFilter id="s" label="Code" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Code' });
    fireEvent.change(box, { target: { value: '  tour ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('tour');
    rerender(<SearchFilter id="s" label="Code" value="" onSearch={onSearch} />);
    rerender(<SearchFilter id="s" label="Code" value="other" onSearch={onSearch} />);
    expect(box).toHaveValue('other');
  });
});

describe('SelectFilter', () => {
  const options = [
    { value: 'a', label: 'Alpha' },
    { value: 'b', label: 'Beta' },
  ];

  it('offers "Any" first and reports the value picked', () => {
    const onChange = vi.fn();
    render(<SelectFilter id="f" label="Kind" value="" onChange={onChange} options={options} />);
    const select = screen.getByRole('combobox', { name: 'Kind' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Any',
      'Alpha',
      'Beta',
    ]);
    fireEvent.change(select, { target: { value: 'b' } });
    expect(onChange).toHaveBeenCalledWith('b');
  });

  it('words the empty choice for the filter, or leaves it out', () => {
    const { rerender } = render(
      <SelectFilter
        id="f"
        label="Kind"
        value=""
        onChange={vi.fn()}
        options={options}
        anyLabel="Any kind"
      />,
    );
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Any kind');
    rerender(
      <SelectFilter
        id="f"
        label="Kind"
        value="a"
        onChange={vi.fn()}
        options={options}
        anyLabel={false}
      />,
    );
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});

describe('DateRangeFilter', () => {
  it('bounds each date by the other and sets the one picked', () => {
    const set = vi.fn();
    render(
      <DateRangeFilter
        idPrefix="x"
        fromLabel="From"
        toLabel="Until"
        list={{ values: { from: '2025-01-01', to: '2025-02-01' }, set }}
      />,
    );
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2025-02-01');
    expect(screen.getByLabelText('Until')).toHaveAttribute('min', '2025-01-01');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-15' } });
    expect(set).toHaveBeenCalledWith('from', '2025-01-15');
  });
});
