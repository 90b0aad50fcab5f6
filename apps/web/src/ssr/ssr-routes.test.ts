import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '@camtour/shared/seo/public-pages';
import { ROUTE_META } from '@/app/route-meta';
import { matchSsrRoute, SSR_ROUTE_IDS } from './ssr-routes';

describe('SSR_ROUTE_IDS', () => {
  it('are the routes of the shared list of public pages (which the sitemap reads), no more, no less', () => {
    expect(SSR_ROUTE_IDS.map((id) => ROUTE_META[id].path).sort()).toEqual(
      [...PUBLIC_PAGE_PATHS].sort(),
    );
  });
});

describe('matchSsrRoute', () => {
  it('names the public pages the server renders, with their parameters', () => {
    expect(matchSsrRoute('/')).toEqual({ routeId: 'home', params: {} });
    expect(matchSsrRoute('/location/detail/12')).toEqual({
      routeId: 'locationDetail',
      params: { id: '12' },
    });
    expect(matchSsrRoute('/siem-reap/hotels/3')?.routeId).toBe('hotelDetail');
    expect(matchSsrRoute('/siem-reap/hotels')?.routeId).toBe('hotels');
    expect(matchSsrRoute('/product/category/tents')).toEqual({
      routeId: 'productCategory',
      params: { slug: 'tents' },
    });
    expect(matchSsrRoute('/plan')?.routeId).toBe('plan');
  });

  it('leaves account, cart, checkout, order and admin pages to the browser', () => {
    for (const path of [
      '/login',
      '/dashboard',
      '/profile',
      '/checkout',
      '/orders',
      '/orders/CT-1',
      '/favorites',
      '/admin',
      '/admin/orders',
      '/payment-return',
      '/chatbot',
      '/no-such-page',
    ]) {
      expect(matchSsrRoute(path), path).toBeNull();
    }
  });
});
