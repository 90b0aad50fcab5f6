import type { RouteId } from '../route-meta';

export interface NavItem {
  routeId: RouteId;
  to: string;
  labelKey: 'nav.home' | 'nav.adventure' | 'nav.shop' | 'nav.plan' | 'nav.about';
}

export const NAV_BEFORE_DROPDOWN: readonly NavItem[] = [
  { routeId: 'home', to: '/', labelKey: 'nav.home' },
  { routeId: 'adventure', to: '/adventure', labelKey: 'nav.adventure' },
];

export const NAV_AFTER_DROPDOWN: readonly NavItem[] = [
  { routeId: 'product', to: '/product', labelKey: 'nav.shop' },
  { routeId: 'plan', to: '/plan', labelKey: 'nav.plan' },
  { routeId: 'aboutUs', to: '/about-us', labelKey: 'nav.about' },
];

export const SIEM_REAP_ITEMS = [
  { to: '/siem-reap', labelKey: 'nav.siem-reap.guide', hintKey: 'nav.siem-reap.guide.hint' },
  {
    to: '/siem-reap/hotels',
    labelKey: 'nav.siem-reap.hotels',
    hintKey: 'nav.siem-reap.hotels.hint',
  },
  { to: '/plan', labelKey: 'nav.siem-reap.plan', hintKey: 'nav.siem-reap.plan.hint' },
] as const;
