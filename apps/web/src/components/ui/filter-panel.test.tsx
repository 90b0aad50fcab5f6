import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './filter-panel';

function renderPanel(canClear: boolean, activeCount = 0) {
  const onClear = vi.fn();
  render(
    <FilterPanel onClear={onClear} canClear={canClear} activeCount={activeCount}>
      <label>
        Search <input type="search" />
      </label>
    </FilterPanel>,
  );
  return onClear;
}

describe('FilterPanel', () => {
  it('names its search form and folds it behind a toggle that shows the count', () => {
    renderPanel(true, 2);
    const form = screen.getByRole('search', { name: 'Filters' });
    const toggle = screen.getByRole('button', { name: /Show filters/ });
    expect(toggle).toHaveTextContent('2');
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('offers "clear" only when something can be cleared', () => {
    const onClear = renderPanel(true);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('hides "clear" when no filter is set', () => {
    renderPanel(false);
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
