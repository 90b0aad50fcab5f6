import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { PROFILE_MODAL_CLOSE_MS } from '@camtour/shared/constants';
import { Dialog, type DialogState } from '@/components/ui/dialog';
import { useSession } from '@/lib/session';
import { ProfilePanel } from './profile-panel';

/** The profile modal of the avatar menu: closes 1.5 s after a successful update (document 1 §4). */
export function ProfileModal({ open, onOpenChange }: DialogState) {
  const { t } = useTranslation('accounts');
  const session = useSession();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  const authenticated = session.status === 'authenticated';
  useEffect(() => {
    if (open && !authenticated) onOpenChange(false);
  }, [open, authenticated, onOpenChange]);

  if (!session.profile) return null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        clearTimeout(timer.current);
        onOpenChange(next);
      }}
      size="lg"
      title={t('profile.modal.title')}
      description={t('profile.modal.intro')}
      testId="profile-modal"
    >
      <ProfilePanel
        profile={session.profile}
        onSaved={() => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onOpenChange(false), PROFILE_MODAL_CLOSE_MS);
        }}
      />
    </Dialog>
  );
}
