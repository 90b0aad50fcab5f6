import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { useSession } from '@/lib/session';

const AvatarMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AvatarMenu })),
);
const AccountList = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountList })),
);

/**
 * The right-hand side of the header. Visitors: log in and sign up (document 1 §2). Logged in:
 * the avatar menu (the wishlist badge and the cart icon sit beside it, in the header).
 */
export function HeaderAccount({ layout = 'row' }: { layout?: 'row' | 'stack' }) {
  const { t } = useTranslation();
  const session = useSession();
  const wrapper = layout === 'row' ? 'flex items-center gap-2' : 'flex flex-col gap-2';

  if (session.status === 'authenticated') {
    return (
      <div className={wrapper} data-slot="account">
        <Suspense fallback={null}>
          {layout === 'row' ? (
            <AvatarMenu profile={session.profile} />
          ) : (
            <AccountList profile={session.profile} />
          )}
        </Suspense>
      </div>
    );
  }

  // While the session is being checked the buttons keep their place but stay invisible,
  // so a logged-in visitor does not see "Log in" flash.
  const pending = session.status === 'loading';
  return (
    <div
      className={`${wrapper} ${pending ? 'invisible' : ''}`}
      data-slot="guest"
      aria-hidden={pending || undefined}
    >
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
