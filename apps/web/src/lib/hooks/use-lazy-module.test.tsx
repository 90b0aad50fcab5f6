import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyModule } from './use-lazy-module';

describe('a module loaded when the form is used', () => {
  it('resolves to the module, and to null for a second press while it loads', async () => {
    let arrive: (value: { rule: string }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ rule: string }>((resolve) => (arrive = resolve)));
    const onError = vi.fn();
    const { result } = renderHook(() => useLazyModule(load, onError));
    const first = result.current();
    expect(await result.current()).toBeNull();
    arrive({ rule: 'checks' });
    expect(await first).toEqual({ rule: 'checks' });
    // Loaded once: a later press gets it again.
    load.mockResolvedValueOnce({ rule: 'checks' });
    expect(await result.current()).toEqual({ rule: 'checks' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('hands a failed import to the form and lets the next press try again', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const load = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce({ rule: 'checks' });
    const onError = vi.fn();
    const { result } = renderHook(() => useLazyModule(load, onError));
    expect(await result.current()).toBeNull();
    expect(onError).toHaveBeenCalledWith(failure);
    expect(await result.current()).toEqual({ rule: 'checks' });
  });
});
