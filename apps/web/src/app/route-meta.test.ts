import { describe, expect, it } from 'vitest';
import en from '@/i18n/en/common.json';
import km from '@/i18n/km/common.json';
import { BARE_PATHS, ROUTE_IDS, ROUTE_META, routeAncestry } from './route-meta';

const ROUTE_TABLE = [
  '/',
  '/adventure',
  '/login',
  '/forgot-pass',
  '/reset-password',
  '/send-register',
  '/complete-registration',
  '/profile',
  '/dashboard',
  '/checkout',
  '/order-confirmation',
  '/payment-return',
  '/orders',
  // D13: the order page the order e-mail links to.
  '/orders/:orderNo',
  '/product',
  '/product/category/:slug',
  '/product/detail/:id',
  '/siem-reap',
  '/siem-reap/hotels',
  '/siem-reap/hotels/:id',
  '/location/detail/:id',
  '/plan',
  '/favorites',
  '/about-us',
  '/chatbot',
  '/privacy',
  '/terms',
  '/faq',
  // D15: the staff back office, one lazy route with its own nested routes.
  '/admin/*',
];

describe('route table (document 1 §2)', () => {
  it('has every canonical path once', () => {
    expect(ROUTE_IDS.map((id) => ROUTE_META[id].path).sort()).toEqual([...ROUTE_TABLE].sort());
  });

  it('gives each route a title in both languages', () => {
    for (const id of ROUTE_IDS) {
      expect((en as Record<string, string>)[`route.${id}`]).toBeTruthy();
      expect((km as Record<string, string>)[`route.${id}`]).toBeTruthy();
    }
  });

  it('hides header and footer on the sign-in and registration screens and the back office', () => {
    expect([...BARE_PATHS].sort()).toEqual(
      [
        '/admin/*',
        '/login',
        '/register',
        '/send-register',
        '/complete-registration',
        '/forgot-pass',
        '/reset-password',
      ].sort(),
    );
  });

  it('builds breadcrumb chains from parents', () => {
    expect(routeAncestry('hotelDetail')).toEqual(['siemReap', 'hotels', 'hotelDetail']);
    expect(routeAncestry('faq')).toEqual(['faq']);
    expect(routeAncestry('home')).toEqual([]);
  });
});
