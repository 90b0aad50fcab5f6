import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { MinViewsFilter } from './min-views-filter';

beforeAll(async () => {
  await i18next.loadNamespaces(['discovery']);
});

const choices = () =>
  within(screen.getByTestId('min-views-filter'))
    .getAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);

describe('MinViewsFilter', () => {
  it('offers a few presets in rising order, with grouped Western digits', () => {
    render(<MinViewsFilter value={null} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Minimum views' })).toBeInTheDocument();
    expect(choices()).toEqual([
      'Any',
      '1,000+ views',
      '5,000+ views',
      '10,000+ views',
      '25,000+ views',
    ]);
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
  });

  it('sends the preset chosen, and null for "Any"', () => {
    const onChange = vi.fn();
    render(<MinViewsFilter value={5000} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: '5,000+ views' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: '10,000+ views' }));
    expect(onChange).toHaveBeenLastCalledWith(10000);
    fireEvent.click(screen.getByRole('radio', { name: 'Any' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('keeps a value from an old link that is no preset, in its place', () => {
    render(<MinViewsFilter value={300} onChange={() => {}} />);
    expect(choices()[1]).toBe('300+ views');
    expect(screen.getByRole('radio', { name: '300+ views' })).toBeChecked();
  });
});
