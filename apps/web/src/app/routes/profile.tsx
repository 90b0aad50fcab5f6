import { useTranslation } from '@/lib/i18n-react';
import { ProfilePanel } from '@/features/accounts/components/profile-panel';
import { RequireAuth } from '@/features/accounts/components/route-guards';
import { useSession } from '@/lib/session';
import { RoutePage } from '../route-page';

function ProfileContent() {
  const session = useSession();
  if (!session.profile) return null;
  return (
    <div className="max-w-3xl rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8">
      <ProfilePanel profile={session.profile} />
    </div>
  );
}

export function Component() {
  const { t } = useTranslation('accounts');
  return (
    <RoutePage intro={t('profile.intro')}>
      <RequireAuth>
        <ProfileContent />
      </RequireAuth>
    </RoutePage>
  );
}
