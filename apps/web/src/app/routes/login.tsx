import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { LoginForm } from '@/features/accounts/components/login-form';
import { GuestOnly } from '@/features/accounts/components/route-guards';
import { loginTarget } from '@/features/accounts/hooks/use-return-url';
import { AuthShell } from '../layout/auth-shell';

export function Component() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const target = loginTarget(params.get('returnUrl'));
  return (
    <AuthShell intro={t('login.intro')}>
      <GuestOnly redirectTo={target}>
        <LoginForm returnUrl={target} socialError={params.get('error')} />
      </GuestOnly>
    </AuthShell>
  );
}
