import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { ResetPassword } from '@/features/accounts/components/reset-password';
import { GuestOnly } from '@/features/accounts/components/route-guards';
import { resetLinkProblem } from '@/features/accounts/hooks/use-link-guard';
import { AuthShell } from '../layout/auth-shell';

export function Component() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const problem = resetLinkProblem(params);
  // Route guard of document 1 §5: a malformed link goes back to the request form.
  if (problem) return <Navigate to={`/forgot-pass?error=${problem}`} replace />;
  const link = { email: params.get('email') ?? '', token: params.get('token') ?? '' };
  return (
    <AuthShell intro={t('reset.intro')}>
      <GuestOnly redirectTo="/dashboard">
        <ResetPassword link={link} />
      </GuestOnly>
    </AuthShell>
  );
}
