import { useTranslation } from '@/lib/i18n-react';
import { RequireAuth } from '@/features/accounts/components/route-guards';
import { FavoritesPage } from '@/features/favorites/components/favorites-page';
import { RoutePage } from '../route-page';

/**
 * /favorites (also /favorite, see aliases.ts): the signed-in user's saved places and products.
 * A visitor goes to /login?returnUrl=/favorites and comes back here after signing in.
 */
export function Component() {
  const { t } = useTranslation('favorites');
  return (
    <RoutePage intro={t('intro')}>
      <RequireAuth>
        <FavoritesPage />
      </RequireAuth>
    </RoutePage>
  );
}
