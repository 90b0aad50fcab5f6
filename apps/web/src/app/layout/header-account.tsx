import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { useSession } from '@/lib/session';

/**
 * The right-hand side of the header. Anonymous: log in and sign up (document 1 §2).
 * Authenticated: the slot where accounts, shop and favorites (later issues) put the wishlist
 * badge, the cart icon with its count and the avatar menu; for now a link to the dashboard.
 */
export function HeaderAccount({ layout = 'row' }: { layout?: 'row' | 'stack' }) {
  const { t } = useTranslation();
  const session = useSession();
  const wrapper = layout === 'row' ? 'flex items-center gap-2' : 'flex flex-col gap-2';

  if (session.status === 'authenticated') {
    return (
      <div className={wrapper} data-slot="account">
        {/* Slots filled by later issues: wishlist badge, cart with count, avatar menu. */}
        <Link to="/dashboard" className={buttonStyles.ghost}>
          {session.profile.first_name}
        </Link>
      </div>
    );
  }

  return (
    <div className={wrapper} data-slot="guest">
      <Link
        to="/login"
        className={
          layout === 'row' ? `${buttonStyles.ghost} whitespace-nowrap` : buttonStyles.secondary
        }
      >
        {t('auth.login')}
      </Link>
      <Link
        to="/send-register"
        className={`${buttonStyles.primary} ${layout === 'row' ? 'whitespace-nowrap px-4 py-2 max-lg:hidden' : ''}`}
      >
        {t('auth.signup')}
      </Link>
    </div>
  );
}
