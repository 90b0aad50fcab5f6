import { Link, matchPath } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { FaqPage } from '@/features/info/components/faq-page';
import type { FaqLinkTarget } from '@/features/info/components/faq-entry';
import { resolveAlias } from '../aliases';
import { ROUTE_IDS, ROUTE_META, type RouteId } from '../route-meta';
import { RoutePage } from '../route-page';

/** A page of one item reads better as an action than as its route title ("Place details"). */
const ITEM_LINK_LABELS = {
  locationDetail: 'faq.link.locationDetail',
  productDetail: 'faq.link.productDetail',
  productCategory: 'faq.link.productCategory',
  hotelDetail: 'faq.link.hotelDetail',
  orderDetail: 'faq.link.orderDetail',
} as const satisfies Partial<Record<RouteId, string>>;

const routeIdOf = (pathname: string): RouteId | undefined =>
  ROUTE_IDS.find((id) => matchPath(ROUTE_META[id].path, pathname) !== null);

/**
 * The route an FAQ link names, and where to send the visitor: the canonical path, so an old
 * alias (/forgot-password) does not cost a redirect. Null for a path the app does not have.
 */
export function faqLinkRoute(path: string): { to: string; routeId: RouteId } | null {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const direct = routeIdOf(pathname);
  if (direct) return { to: path, routeId: direct };
  const alias = resolveAlias(pathname, path.slice(pathname.length).split('#')[0]);
  if (alias.kind !== 'redirect' || alias.to === '/') return null;
  const aliased = routeIdOf(alias.to.split('?')[0] ?? alias.to);
  return aliased ? { to: alias.to, routeId: aliased } : null;
}

function isItemRoute(id: RouteId): id is keyof typeof ITEM_LINK_LABELS {
  return id in ITEM_LINK_LABELS;
}

export function Component() {
  const { t } = useTranslation();
  const linkTarget = (path: string): FaqLinkTarget | null => {
    const route = faqLinkRoute(path);
    if (!route) return null;
    const label = isItemRoute(route.routeId)
      ? t(ITEM_LINK_LABELS[route.routeId])
      : t(`route.${route.routeId}`);
    return { to: route.to, label };
  };
  return (
    <RoutePage intro={t('faq.intro')}>
      <FaqPage linkTarget={linkTarget} />
      <p className="mt-10 max-w-3xl text-ink-muted">
        {t('faq.more')}{' '}
        <Link to="/about-us#contact" className="font-semibold text-jungle-700 hover:underline">
          {t('faq.contact')}
        </Link>
      </p>
    </RoutePage>
  );
}
