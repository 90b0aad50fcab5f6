import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { loginPathFor } from '../hooks/use-return-url';

function SessionPending() {
  const { t } = useTranslation('accounts');
  return (
    <div className="grid min-h-[40vh] place-items-center p-8" data-testid="session-pending">
      <Spinner label={t('session.checking')} showLabel />
    </div>
  );
}

/**
 * Sign-in and registration pages are for visitors: a logged-in user goes to `redirectTo`
 * (/dashboard, or the return target on /login). Nothing shows until the session is known.
 */
export function GuestOnly({ redirectTo, children }: { redirectTo: string; children: ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <SessionPending />;
  if (session.status === 'authenticated') return <Navigate to={redirectTo} replace />;
  return children;
}

/** Members' pages (/profile, /dashboard): a visitor goes to /login?returnUrl=<this page>. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <SessionPending />;
  if (session.status === 'anonymous') {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return children;
}
