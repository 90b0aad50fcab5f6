import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Harness() {
  const [tab, setTab] = useState<'gear' | 'tips'>('gear');
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      label="About this place"
      tabs={[
        { value: 'gear', label: 'Gear', content: <p>Boots</p> },
        { value: 'tips', label: 'Tips', content: <p>Go early</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the chosen panel, named by its tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'About this place' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Gear' })).toHaveTextContent('Boots');
    // Radix selects on mouse down (and on focus with the keyboard).
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Tips' }));
    expect(screen.getByRole('tab', { name: 'Tips' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Tips' })).toHaveTextContent('Go early');
    expect(screen.queryByText('Boots')).toBeNull();
  });

  it('says when the row hides tabs to a side, and stops saying so at the end', () => {
    render(<Harness />);
    const row = screen.getByTestId('tab-row');
    // jsdom lays nothing out: a 390 px phone row holding 600 px of tabs.
    Object.defineProperty(row, 'clientWidth', { configurable: true, value: 390 });
    Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 600 });
    act(() => {
      fireEvent.scroll(row);
    });
    expect(screen.getByTestId('tab-cue-after')).toBeInTheDocument();
    expect(screen.queryByTestId('tab-cue-before')).toBeNull();
    act(() => {
      row.scrollLeft = 210;
      fireEvent.scroll(row);
    });
    expect(screen.queryByTestId('tab-cue-after')).toBeNull();
    expect(screen.getByTestId('tab-cue-before')).toBeInTheDocument();
  });

  it('shows no cue when every tab fits', () => {
    render(<Harness />);
    expect(screen.queryByTestId('tab-cue-after')).toBeNull();
    expect(screen.queryByTestId('tab-cue-before')).toBeNull();
  });
});
