import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SUGGESTION_DEBOUNCE_MS,
  useProductSuggestions,
  wantsSuggestions,
} from './use-product-suggestions';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          result: true,
          error: false,
          message: 'success',
          // A server that answers more than asked: the box still shows 5 at most.
          data: {
            products: Array.from({ length: 7 }, (_, i) => ({ id: i + 1 })),
            pagination: { current_page: 1, last_page: 1, per_page: 5, total: 7 },
            price_range: { min: 0, max: 0, slider_max: 500 },
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

async function flush(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('search suggestions', () => {
  it('need more than 2 characters', () => {
    expect(wantsSuggestions('te')).toBe(false);
    expect(wantsSuggestions('  te ')).toBe(false);
    expect(wantsSuggestions('ten')).toBe(true);
    expect(wantsSuggestions('តង់')).toBe(true);
  });

  it('ask nothing for two characters', async () => {
    renderHook(() => useProductSuggestions('te'), { wrapper });
    await flush(1000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ask 300 ms after the typing stops, for at most 5 products', async () => {
    const { result, rerender } = renderHook(({ term }) => useProductSuggestions(term), {
      wrapper,
      initialProps: { term: 'ten' },
    });
    await flush(SUGGESTION_DEBOUNCE_MS - 100);
    rerender({ term: 'tent' });
    await flush(SUGGESTION_DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await flush(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toContain('search=tent');
    expect(url).toContain('per_page=5');
    await flush(0);
    expect(result.current.suggestions).toHaveLength(5);
  });
});
