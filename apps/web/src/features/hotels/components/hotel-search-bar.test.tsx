import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import type { HotelListParams } from '../api/get-hotels';
import type { HotelFilterPatch } from '../hooks/use-hotel-filters';
import { HotelSearchBar } from './hotel-search-bar';

const EMPTY: HotelListParams = { search: '', minPrice: null, maxPrice: null, type: null, page: 3 };
const sent: HotelFilterPatch[] = [];
let clear: () => void = () => {};

function Harness() {
  const [filters, setFilters] = useState(EMPTY);
  clear = () => setFilters({ ...EMPTY, page: 1 });
  return (
    <HotelSearchBar
      filters={filters}
      onChange={(patch) => {
        sent.push(patch);
        setFilters((current) => ({ ...current, ...patch, page: 1 }) as HotelListParams);
      }}
    />
  );
}

beforeAll(async () => {
  await i18next.loadNamespaces(['travel']);
});
beforeEach(() => {
  sent.length = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hotel search box', () => {
  it('sends the trimmed text 500 ms after the last key', () => {
    render(<Harness />);
    const box = screen.getByLabelText('Search hotels');
    fireEvent.change(box, { target: { value: '  lot' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: '  lotus  ' } });
    act(() => vi.advanceTimersByTime(499));
    expect(sent).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(sent).toEqual([{ search: 'lotus' }]);
  });

  it('never sends an old text again after the filters were cleared', () => {
    render(<Harness />);
    const box = screen.getByLabelText('Search hotels');
    fireEvent.change(box, { target: { value: 'zzzz' } });
    act(() => vi.advanceTimersByTime(500));
    expect(sent).toEqual([{ search: 'zzzz' }]);
    act(() => clear());
    expect(box).toHaveValue('');
    act(() => vi.advanceTimersByTime(2000));
    expect(sent).toEqual([{ search: 'zzzz' }]);
  });

  it('sends prices and the type', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Min price ($/night)'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Max price ($/night)'), { target: { value: '40' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'villa' } });
    expect(sent).toEqual([{ minPrice: 30 }, { maxPrice: 40 }, { type: 'villa' }]);
  });

  it('folds the type and prices behind a toggle that counts the ones set', () => {
    render(<Harness />);
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    const more = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(more).not.toBeNull();
    expect(more).toHaveClass('max-sm:hidden');
    expect(more).toContainElement(screen.getByLabelText('Type'));
    expect(more).toContainElement(screen.getByLabelText('Min price ($/night)'));
    // The search box stays out of the fold: it is the list's main question.
    expect(more).not.toContainElement(screen.getByLabelText('Search hotels'));

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'villa' } });
    expect(toggle).toHaveTextContent('1');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide filters');
    expect(more).not.toHaveClass('max-sm:hidden');
  });
});
