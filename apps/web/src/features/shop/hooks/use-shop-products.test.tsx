import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOP_PAGE_SIZE } from '@camtour/shared/domain/catalog';
import { canShowLess, canShowMore, useShopProducts, visibleProducts } from './use-shop-products';

const TOTAL = 30;

function page(number: number) {
  const from = (number - 1) * SHOP_PAGE_SIZE;
  const products = Array.from({ length: Math.min(SHOP_PAGE_SIZE, TOTAL - from) }, (_, i) => ({
    id: from + i + 1,
  }));
  return {
    result: true,
    error: false,
    message: 'success',
    data: {
      products,
      pagination: { current_page: number, last_page: 3, per_page: 12, total: TOTAL },
      price_range: { min: 1, max: 300, slider_max: 500 },
    },
  };
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    return new Response(JSON.stringify(page(Number(url.searchParams.get('page') ?? '1'))), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
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

describe('show more and show less', () => {
  it('counts in steps of 12', () => {
    const pages = [1, 2, 3].map((n) => page(n).data);
    expect(visibleProducts(pages, 1)).toHaveLength(12);
    expect(visibleProducts(pages, 2)).toHaveLength(24);
    expect(visibleProducts(pages, 3)).toHaveLength(30);
    expect(canShowMore(30, 2)).toBe(true);
    expect(canShowMore(30, 3)).toBe(false);
    expect(canShowMore(12, 1)).toBe(false);
    expect(canShowLess(1)).toBe(false);
    expect(canShowLess(2)).toBe(true);
  });

  it('loads the next page and appends it, and drops the last 12 again', async () => {
    const { result } = renderHook(() => useShopProducts({ sort: 'newest' }), { wrapper });
    await waitFor(() => expect(result.current.products).toHaveLength(12));
    expect(result.current.canShowMore).toBe(true);
    expect(result.current.canShowLess).toBe(false);

    await act(() => result.current.showMore());
    expect(result.current.products).toHaveLength(24);
    expect(result.current.products[12]).toEqual({ id: 13 });
    const requested = fetchMock.mock.calls.map(([url]) => String(url));
    expect(requested.at(-1)).toContain('page=2');
    expect(requested.at(-1)).toContain('per_page=12');

    await act(() => result.current.showMore());
    expect(result.current.products).toHaveLength(30);
    expect(result.current.canShowMore).toBe(false);

    act(() => result.current.showLess());
    expect(result.current.products).toHaveLength(24);
    act(() => result.current.showLess());
    expect(result.current.products).toHaveLength(12);
    expect(result.current.canShowLess).toBe(false);

    // The pages are still cached: showing more again asks nothing new.
    const calls = fetchMock.mock.calls.length;
    await act(() => result.current.showMore());
    expect(result.current.products).toHaveLength(24);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('starts again at one step when the filters change', async () => {
    const { result, rerender } = renderHook(
      ({ sort }: { sort: 'newest' | 'popularity' }) => useShopProducts({ sort }),
      { wrapper, initialProps: { sort: 'newest' } },
    );
    await waitFor(() => expect(result.current.products).toHaveLength(12));
    await act(() => result.current.showMore());
    expect(result.current.steps).toBe(2);
    rerender({ sort: 'popularity' });
    expect(result.current.steps).toBe(1);
  });
});
