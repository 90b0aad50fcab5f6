import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { loginPathFor, savePendingFavorite, type PendingFavorite } from './pending-favorite';

/**
 * What a visitor's heart says (document 1 §8: 'Please log in to add items to wishlist'), with the
 * way to log in. Choosing it keeps the tap: after the login the item is added and the visitor is
 * back on this page. "Not now" keeps nothing.
 */
export function FavoriteLoginPrompt({
  item,
  onClose,
}: {
  item: Omit<PendingFavorite, 'savedAt'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t('Please log in to add items to wishlist', { ns: 'errors' })}
      description={t('favorite.login.body', { name: item.name })}
      testId="favorite-login-prompt"
      actions={
        <>
          <DialogClose className={buttonStyles.secondary}>{t('favorite.login.later')}</DialogClose>
          <Link
            to={loginPathFor(item.returnTo)}
            className={buttonStyles.primary}
            data-testid="favorite-login-link"
            onClick={() => {
              savePendingFavorite(item);
              onClose();
            }}
          >
            {t('auth.login')}
          </Link>
        </>
      }
    />
  );
}
