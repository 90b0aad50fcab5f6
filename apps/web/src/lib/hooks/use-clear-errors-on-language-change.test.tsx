import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { useClearErrorsOnLanguageChange } from './use-clear-errors-on-language-change';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('useClearErrorsOnLanguageChange', () => {
  it('clears form errors when the language changes, using the latest callback', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ clear }) => useClearErrorsOnLanguageChange(clear), {
      initialProps: { clear: first },
    });
    expect(first).not.toHaveBeenCalled();

    rerender({ clear: second });
    await act(() => setLanguage('km'));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    unmount();
    await act(() => setLanguage('en'));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
