import { useTranslation } from '@/lib/i18n-react';
import { AccountDashboard } from '@/features/accounts/components/account-dashboard';
import { RequireAuth } from '@/features/accounts/components/route-guards';
import { RecentOrders } from '@/features/orders/components/recent-orders';
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
        orders={
          <RecentOrders className="h-full rounded-3xl border border-sand-200 bg-white p-6 shadow-sm" />
        }
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
