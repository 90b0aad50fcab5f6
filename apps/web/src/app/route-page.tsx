import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { PageFrame } from '@/components/ui/page-frame';
import { ROUTE_META, routeAncestry, type RouteId } from './route-meta';
import { useCurrentRouteId } from './use-route-meta';

export function useRouteCrumbs(routeId: RouteId): Crumb[] {
  const { t } = useTranslation();
  const chain = routeAncestry(routeId);
  return [
    { label: t('route.home'), to: '/' },
    ...chain.map((id, index) => ({
      label: t(`route.${id}`),
      // Parents with a path parameter have no page of their own to link to.
      to:
        index < chain.length - 1 && !ROUTE_META[id].path.includes(':')
          ? ROUTE_META[id].path
          : undefined,
    })),
  ];
}

interface RoutePageProps {
  children: ReactNode;
  intro?: ReactNode;
  /** Overrides the route title (a detail page names its item). */
  title?: string;
}

/** PageFrame with the title and breadcrumb of the current route. */
export function RoutePage({ children, intro, title }: RoutePageProps) {
  const { t } = useTranslation();
  const routeId = useCurrentRouteId() ?? 'home';
  const crumbs = useRouteCrumbs(routeId);
  return (
    <PageFrame title={title ?? t(`route.${routeId}`)} crumbs={crumbs} intro={intro}>
      {children}
    </PageFrame>
  );
}
