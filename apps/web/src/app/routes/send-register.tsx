import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { GuestOnly } from '@/features/accounts/components/route-guards';
import { SendRegisterForm } from '@/features/accounts/components/send-register-form';
import { linkProblemFrom } from '@/features/accounts/hooks/use-link-guard';
import { AuthShell } from '../layout/auth-shell';

export function Component() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  return (
    <AuthShell intro={t('send-register.intro')}>
      <GuestOnly redirectTo="/dashboard">
        <SendRegisterForm linkProblem={linkProblemFrom(params.get('error'))} />
      </GuestOnly>
    </AuthShell>
  );
}
