import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteId } from '../route-meta';

/** "<route title> | CamTour", or the brand title on home (document 1 §2); not under /admin. */
export function useDocumentTitle(routeId: RouteId | null): void {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    // The back office names each of its pages itself (app/admin/admin-routes.tsx).
    if (routeId === 'admin') return;
    document.title =
      routeId && routeId !== 'home'
        ? `${t(`route.${routeId}`)} | ${t('brand.name')}`
        : t('brand.title');
  }, [routeId, t, i18n.language]);
}
