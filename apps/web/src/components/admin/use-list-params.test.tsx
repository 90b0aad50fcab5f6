import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams, type ListParams } from './use-list-params';

const DEFAULTS = { status: '', search: '', sort: 'new' };

/** Runs the hook inside a memory router at `url`; `location()` reads the address after. */
function setup(url: string) {
  const result: { current: ListParams | null } = { current: null };
  function Probe() {
    result.current = useListParams({ ...DEFAULTS });
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [url] });
  renderHook(() => null, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <>
        <RouterProvider router={router} />
        {children}
      </>
    ),
  });
  return {
    get params() {
      return result.current!;
    },
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

describe('useListParams', () => {
  it('reads the filters and the page from the URL, defaults for what is absent', () => {
    const list = setup('/admin/orders?status=pending&page=3&other=x');
    expect(list.params.values).toEqual({ status: 'pending', search: '', sort: 'new' });
    expect(list.params.page).toBe(3);
  });

  it('reads a missing or broken page as 1', () => {
    expect(setup('/admin/orders').params.page).toBe(1);
    expect(setup('/admin/orders?page=abc').params.page).toBe(1);
    expect(setup('/admin/orders?page=-2').params.page).toBe(1);
  });

  it('setting a filter writes it to the URL and goes back to page 1', () => {
    const list = setup('/admin/orders?page=4&other=x');
    act(() => list.params.set('search', 'CT-1'));
    expect(list.location()).toBe('/admin/orders?other=x&search=CT-1');
    expect(list.params.values.search).toBe('CT-1');
    expect(list.params.page).toBe(1);
  });

  it('an empty or default value removes the filter from the URL', () => {
    const list = setup('/admin/orders?search=abc&sort=old');
    act(() => list.params.set('search', ''));
    act(() => list.params.set('sort', 'new'));
    expect(list.location()).toBe('/admin/orders');
    expect(list.params.values.sort).toBe('new');
  });

  it('moves between pages keeping the filters, page 1 without a parameter', () => {
    const list = setup('/admin/orders?status=shipped');
    act(() => list.params.setPage(2));
    expect(list.location()).toBe('/admin/orders?status=shipped&page=2');
    act(() => list.params.setPage(1));
    expect(list.location()).toBe('/admin/orders?status=shipped');
  });

  it('reset clears its own filters and the page, and leaves other parameters', () => {
    const list = setup('/admin/orders?status=shipped&search=x&page=2&lang=km');
    act(() => list.params.reset());
    expect(list.location()).toBe('/admin/orders?lang=km');
    expect(list.params.values).toEqual(DEFAULTS);
  });
});

describe('useListParams, several changes at once', () => {
  it('keeps every filter set in the same event', () => {
    const list = setup('/admin/audit?page=3');
    act(() => {
      list.params.set('status', 'pending');
      list.params.set('search', 'CT-1');
    });
    expect(list.location()).toBe('/admin/audit?status=pending&search=CT-1');
  });
});
