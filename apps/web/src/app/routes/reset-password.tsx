import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { ResetPassword } from '@/features/accounts/components/reset-password';
import { GuestOnly } from '@/features/accounts/components/route-guards';
import { AuthShell } from '../layout/auth-shell';
import { linkRedirect } from '../link-redirects';

export function Component() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const redirect = linkRedirect('resetPassword', params);
  // Route guard of document 1 §5: a malformed link goes back to the request form.
  if (redirect) return <Navigate to={redirect} replace />;
  const link = { email: params.get('email') ?? '', token: params.get('token') ?? '' };
  return (
    <AuthShell intro={t('reset.intro')}>
      <GuestOnly redirectTo="/dashboard">
        <ResetPassword link={link} />
      </GuestOnly>
    </AuthShell>
  );
}
