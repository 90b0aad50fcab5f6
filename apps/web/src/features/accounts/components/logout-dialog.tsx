import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DialogState } from '@/components/ui/dialog';
import { logout } from '../api/logout';

/**
 * "Log out?" (document 1 §2). Confirming ends the server session, then `onLoggedOut` leaves the
 * page and clears the local session, which happens even when the server could not be reached.
 */
export function LogoutDialog({
  open,
  onOpenChange,
  onLoggedOut,
}: DialogState & { onLoggedOut: () => Promise<void> | void }) {
  const { t } = useTranslation('accounts');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
      await onLoggedOut();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onCancel={() => onOpenChange(false)}
      onConfirm={() => void confirm()}
      busy={busy}
      title={t('logout.title')}
      description={t('logout.body')}
      labels={{ confirm: t('logout.confirm'), cancel: t('logout.cancel'), busy: t('logout.busy') }}
      testId="logout-dialog"
    />
  );
}
