import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { ForgotPassword } from '@/features/accounts/components/forgot-password';
import { GuestOnly } from '@/features/accounts/components/route-guards';
import { linkProblemFrom } from '@/features/accounts/hooks/use-link-guard';
import { AuthShell } from '../layout/auth-shell';

export function Component() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  return (
    <AuthShell intro={t('forgot.intro')}>
      <GuestOnly redirectTo="/dashboard">
        <ForgotPassword
          initialEmail={params.get('email')}
          linkProblem={linkProblemFrom(params.get('error'))}
        />
      </GuestOnly>
    </AuthShell>
  );
}
