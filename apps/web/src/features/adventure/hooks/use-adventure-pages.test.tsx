import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAdventureFilters } from './use-adventure-filters';
import { useAdventurePages } from './use-adventure-pages';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const page = Number(url.searchParams.get('page'));
    return new Response(
      JSON.stringify({
        result: true,
        error: false,
        message: 'success',
        data: {
          locations: Array.from({ length: page < 3 ? 12 : 6 }, (_, i) => ({
            id: page * 100 + i,
          })),
          top_view_location: [{ id: 1 }],
          pagination: { total: 30, current_page: page, last_page: 3, per_page: 12 },
        },
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    );
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('the adventure pages', () => {
  it('appends the next page on load more and drops the last on show less', async () => {
    const filters = readAdventureFilters(new URLSearchParams('province_id=8'));
    const { result, rerender } = renderHook(({ pages }) => useAdventurePages(filters, pages), {
      wrapper,
      initialProps: { pages: 1 },
    });
    await waitFor(() => expect(result.current.locations).toHaveLength(12));
    expect(result.current.canLoadMore).toBe(true);
    const first = String(fetchMock.mock.calls[0]?.[0]);
    expect(first).toContain('province_id=8');
    expect(first).toContain('page=1');
    expect(first).toContain('per_page=12');

    rerender({ pages: 2 });
    await waitFor(() => expect(result.current.locations).toHaveLength(24));
    expect(result.current.locations[12]?.id).toBe(200);
    rerender({ pages: 3 });
    await waitFor(() => expect(result.current.locations).toHaveLength(30));
    expect(result.current.canLoadMore).toBe(false);

    rerender({ pages: 2 });
    expect(result.current.locations).toHaveLength(24);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
