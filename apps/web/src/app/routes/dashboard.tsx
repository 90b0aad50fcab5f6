import { useTranslation } from 'react-i18next';
import { AccountDashboard } from '@/features/accounts/components/account-dashboard';
import { RequireAuth } from '@/features/accounts/components/route-guards';
import { useSession } from '@/lib/session';
import { accountDialogs } from '../layout/account-dialogs';
import { RoutePage } from '../route-page';

function DashboardContent() {
  const { t } = useTranslation('accounts');
  const session = useSession();
  if (!session.profile) return null;
  return (
    <RoutePage
      title={t('dashboard.greeting', { name: session.profile.first_name })}
      intro={t('dashboard.intro')}
    >
      <AccountDashboard
        profile={session.profile}
        onEditProfile={() => accountDialogs.open('profile')}
      />
    </RoutePage>
  );
}

export function Component() {
  return (
    <RequireAuth>
      <DashboardContent />
    </RequireAuth>
  );
}
