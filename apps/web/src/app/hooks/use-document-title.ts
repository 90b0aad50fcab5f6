import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { useCurrentItemTitle } from '@/lib/page-title';
import type { RouteId } from '../route-meta';

/**
 * "<item or route title> | CamTour", or the brand title on home (document 1 §2), as the server
 * writes it for the first load; not under /admin.
 */
export function useDocumentTitle(routeId: RouteId | null): void {
  const { t, i18n } = useTranslation();
  const item = useCurrentItemTitle();
  useEffect(() => {
    // The back office names each of its pages itself (app/admin/admin-routes.tsx).
    if (routeId === 'admin') return;
    const page = item ?? (routeId && routeId !== 'home' ? t(`route.${routeId}`) : null);
    document.title = page ? `${page} | ${t('brand.name')}` : t('brand.title');
  }, [routeId, item, t, i18n.language]);
}
