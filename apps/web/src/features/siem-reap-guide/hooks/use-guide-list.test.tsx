import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuideFilters } from '../api/get-siem-reap';
import { useGuideList } from './use-guide-list';

const fetchMock = vi.fn<typeof fetch>();
const NONE: GuideFilters = {
  district_id: null,
  commune_id: null,
  village_id: null,
  star: null,
  search: '',
  min_total_view: null,
};

function page(total: number) {
  return new Response(
    JSON.stringify({
      result: true,
      error: false,
      message: 'success',
      data: {
        locations: Array.from({ length: total }, (_, i) => ({ id: i + 1 })),
        top_view_location: [{ id: 1 }, { id: 2 }, { id: 3 }],
        product_relates: [],
        pagination: { total, current_page: 1, last_page: 1, per_page: 50 },
      },
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => page(20));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const FILTERED: GuideFilters = { ...NONE, star: 1 };

describe('the guide list', () => {
  it('asks 50 a request and shows 9 more or fewer at a time', async () => {
    const { result } = renderHook(() => useGuideList(FILTERED), { wrapper });
    await waitFor(() => expect(result.current.locations).toHaveLength(9));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('per_page=50');
    // Filtered, the province's top 3 is not shown: the list is the answer, all 20 of it.
    expect(result.current.topViewed).toEqual([]);
    expect(result.current.canShowLess).toBe(false);
    act(() => result.current.showMore());
    expect(result.current.locations).toHaveLength(18);
    act(() => result.current.showMore());
    expect(result.current.locations).toHaveLength(20);
    expect(result.current.canShowMore).toBe(false);
    act(() => result.current.showLess());
    expect(result.current.locations).toHaveLength(18);
    act(() => result.current.showLess());
    expect(result.current.locations).toHaveLength(9);
    expect(result.current.canShowLess).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('starts again at 9 when the filters change', async () => {
    const { result, rerender } = renderHook(({ filters }) => useGuideList(filters), {
      wrapper,
      initialProps: { filters: FILTERED },
    });
    await waitFor(() => expect(result.current.locations).toHaveLength(9));
    act(() => result.current.showMore());
    expect(result.current.locations).toHaveLength(18);
    rerender({ filters: { ...FILTERED, star: 4 } });
    await waitFor(() => expect(result.current.query.isSuccess).toBe(true));
    expect(result.current.locations).toHaveLength(9);
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('star=4');
  });

  it('unfiltered, leaves the top 3 shown above out of the list and out of its count', async () => {
    const { result } = renderHook(() => useGuideList(NONE), { wrapper });
    await waitFor(() => expect(result.current.locations).toHaveLength(9));
    expect(result.current.topViewed.map((location) => location.id)).toEqual([1, 2, 3]);
    expect(result.current.locations.map((location) => location.id)).toEqual([
      4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(result.current.total).toBe(17);
    act(() => result.current.showMore());
    expect(result.current.locations).toHaveLength(17);
    expect(result.current.locations.some((location) => location.id <= 3)).toBe(false);
    expect(result.current.canShowMore).toBe(false);
  });
});
