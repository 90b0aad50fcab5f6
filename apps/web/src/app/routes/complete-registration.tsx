import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { CompleteRegistration } from '@/features/accounts/components/complete-registration';
import { GuestOnly } from '@/features/accounts/components/route-guards';
import { AuthShell } from '../layout/auth-shell';
import { linkRedirect } from '../link-redirects';

export function Component() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const redirect = linkRedirect('completeRegistration', params);
  // Route guard of document 1 §5: a malformed link never reaches the server.
  if (redirect) return <Navigate to={redirect} replace />;
  const link = {
    email: params.get('email') ?? '',
    token: params.get('token') ?? '',
    id: params.get('id') ?? '',
  };
  return (
    <AuthShell intro={t('register.intro')} wide>
      <GuestOnly redirectTo="/dashboard">
        <CompleteRegistration link={link} />
      </GuestOnly>
    </AuthShell>
  );
}
