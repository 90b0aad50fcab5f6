import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/lib/i18n';
import { DebouncedField } from './debounced-field';

beforeAll(async () => {
  await i18next.loadNamespaces(['discovery']);
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DebouncedField', () => {
  it('commits 500 ms after the typing stops, once', () => {
    const onCommit = vi.fn();
    render(
      <DebouncedField label="Search" name="search" value="" delayMs={500} onCommit={onCommit} />,
    );
    const input = screen.getByLabelText('Search');
    fireEvent.change(input, { target: { value: 'ang' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'angkor ' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('angkor');
  });

  it('commits at once on Enter, and follows the address when it is cleared', () => {
    const onCommit = vi.fn();
    const { rerender } = render(
      <DebouncedField label="Search" name="search" value="kep" delayMs={500} onCommit={onCommit} />,
    );
    const input = screen.getByLabelText('Search');
    expect(input).toHaveValue('kep');
    fireEvent.change(input, { target: { value: 'kampot' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith('kampot');
    rerender(
      <DebouncedField label="Search" name="search" value="" delayMs={500} onCommit={onCommit} />,
    );
    expect(input).toHaveValue('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });
});
