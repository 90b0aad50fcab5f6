import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HOME_SUGGESTION_DEBOUNCE_MS,
  useHomeSuggestions,
  wantsSuggestions,
} from './use-home-suggestions';

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
          // A server that answers more than asked: the box still shows 3 places and 2 products.
          data: {
            locations: Array.from({ length: 5 }, (_, i) => ({ id: i + 1 })),
            product: Array.from({ length: 4 }, (_, i) => ({ id: i + 100 })),
            top_view_location: [],
            pagination: { current_page: 1, last_page: 2, total: 8, per_page: 5 },
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

describe('home search suggestions', () => {
  it('need at least 2 characters', () => {
    expect(wantsSuggestions('a')).toBe(false);
    expect(wantsSuggestions('  a ')).toBe(false);
    expect(wantsSuggestions('an')).toBe(true);
    expect(wantsSuggestions('អង')).toBe(true);
  });

  it('ask nothing for one character', async () => {
    renderHook(() => useHomeSuggestions('a'), { wrapper });
    await flush(1000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ask 300 ms after the typing stops, for 3 places and 2 products at most', async () => {
    const { result, rerender } = renderHook(({ term }) => useHomeSuggestions(term), {
      wrapper,
      initialProps: { term: 'an' },
    });
    await flush(HOME_SUGGESTION_DEBOUNCE_MS - 100);
    rerender({ term: 'angkor' });
    await flush(HOME_SUGGESTION_DEBOUNCE_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await flush(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = String(fetchMock.mock.calls[0]?.[0]);
    expect(url).toContain('/api/web/view/location?');
    expect(url).toContain('search=angkor');
    expect(url).toContain('per_page=5');
    await flush(0);
    expect(result.current.locations.map((l) => l.id)).toEqual([1, 2, 3]);
    expect(result.current.products.map((p) => p.id)).toEqual([100, 101]);
  });
});
