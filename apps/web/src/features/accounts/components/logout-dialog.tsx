import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { logout } from '../api/logout';

/**
 * "Log out?" (document 1 §2). Confirming ends the server session, then `onLoggedOut` leaves the
 * page and clears the local session, which happens even when the server could not be reached.
 */
export function LogoutDialog({
  open,
  onOpenChange,
  onLoggedOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLoggedOut: () => Promise<void> | void;
}) {
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
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      role="alertdialog"
      size="sm"
      title={t('logout.title')}
      description={t('logout.body')}
      testId="logout-dialog"
      actions={
        <>
          <DialogClose className={buttonStyles.secondary} disabled={busy}>
            {t('logout.cancel')}
          </DialogClose>
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {busy ? t('logout.busy') : t('logout.confirm')}
          </button>
        </>
      }
    />
  );
}
