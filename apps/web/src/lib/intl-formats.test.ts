import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('warming the Intl formatters', () => {
  it('makes them in tasks of their own, and the page then reuses them', async () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const { warmIntl } = await import('./intl-formats');
    const { formatDate, formatNumber } = await import('./format');
    const warming = warmIntl();
    // Not in the caller's task: the entry's own work and the first formatter stay apart.
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    await warming;
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
    expect(formatNumber(1234.5, 'km')).toBe('1,234.5');
    expect(formatDate('2026-11-27T10:00:00Z', 'en')).toBe('November 27, 2026');
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(dates).toHaveBeenCalledTimes(1);
  });
});
