import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { CompleteRegistration } from '@/features/accounts/components/complete-registration';
import { GuestOnly } from '@/features/accounts/components/route-guards';
import { registrationLinkProblem } from '@/features/accounts/hooks/use-link-guard';
import { AuthShell } from '../layout/auth-shell';

export function Component() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const problem = registrationLinkProblem(params);
  // Route guard of document 1 §5: a malformed link never reaches the server.
  if (problem) return <Navigate to={`/send-register?error=${problem}`} replace />;
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
