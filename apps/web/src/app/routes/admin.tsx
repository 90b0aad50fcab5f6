import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { ROLE_IDS } from '@camtour/shared/domain/roles';
import { buttonStyles } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/spinner';
import { loginPathFor } from '@/features/accounts/hooks/use-return-url';
import { useSession } from '@/lib/session';

/*
 * The back office loads only for staff: a visitor or a customer gets this small page and never
 * the admin shell, its pages or a single /api/admin call.
 */
const AdminRoutes = lazy(() =>
  import('../admin/admin-routes').then((module) => ({ default: module.AdminRoutes })),
);

/** The profile carries document 1's numeric role_id (admin 1, customer 2, staff 3). */
const STAFF_ROLE_IDS: readonly number[] = [ROLE_IDS.staff, ROLE_IDS.admin];

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-screen place-items-center bg-sand-50 p-6">
      <div className="w-full max-w-md rounded-3xl border border-sand-200 bg-white p-8 text-center shadow-sm">
        {children}
      </div>
    </div>
  );
}

function Checking() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid min-h-screen place-items-center" data-testid="admin-session-pending">
      <Spinner label={t('access.checking')} showLabel />
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') return <Checking />;
  if (session.status === 'anonymous') {
    return (
      <Centered>
        <div data-testid="admin-sign-in">
          <h1 className="text-2xl font-bold text-jungle-900">{t('access.sign-in-title')}</h1>
          <p className="mt-2 text-ink-muted">{t('access.sign-in-body')}</p>
          <Link
            to={loginPathFor(`${location.pathname}${location.search}`)}
            className={`${buttonStyles.primary} mt-6`}
          >
            {t('access.sign-in')}
          </Link>
        </div>
      </Centered>
    );
  }
  if (!STAFF_ROLE_IDS.includes(session.profile.role_id)) {
    return (
      <Centered>
        <div data-testid="admin-refused">
          <h1 className="text-2xl font-bold text-jungle-900">{t('access.refused-title')}</h1>
          <p className="mt-2 text-ink-muted">{t('access.refused-body')}</p>
          <Link to="/" className={`${buttonStyles.primary} mt-6`}>
            {t('access.home')}
          </Link>
        </div>
      </Centered>
    );
  }
  return (
    <Suspense fallback={<Checking />}>
      <AdminRoutes />
    </Suspense>
  );
}
