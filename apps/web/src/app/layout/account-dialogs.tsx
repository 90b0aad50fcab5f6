import { lazy, Suspense, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { toast } from '@/components/ui/toast-store';
import { sessionStore } from '@/lib/session';

/*
 * The profile modal and the logout confirmation are opened from the avatar menu, which also sits
 * in the mobile menu that closes (and unmounts) on a click. Their open state lives here, and the
 * dialogs render once in the root layout. Their code (Radix, react-hook-form, zod) loads on first
 * use, so it stays out of the first bundle.
 */
type AccountDialog = 'profile' | 'logout' | null;

let current: AccountDialog = null;
const listeners = new Set<() => void>();
const setDialog = (next: AccountDialog) => {
  current = next;
  listeners.forEach((listener) => listener());
};

export const accountDialogs = {
  open: (dialog: Exclude<AccountDialog, null>) => setDialog(dialog),
  close: () => setDialog(null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => current,
};

const ProfileModal = lazy(() =>
  import('@/features/accounts/components/profile-modal').then((module) => ({
    default: module.ProfileModal,
  })),
);
const LogoutDialog = lazy(() =>
  import('@/features/accounts/components/logout-dialog').then((module) => ({
    default: module.LogoutDialog,
  })),
);

export function AccountDialogs() {
  const dialog = useSyncExternalStore(
    accountDialogs.subscribe,
    accountDialogs.getSnapshot,
    accountDialogs.getSnapshot,
  );
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  // The location key the logout left from: the session is cleared once another page is shown.
  const leftFrom = useRef<string | null>(null);
  const onOpenChange = useCallback((open: boolean) => {
    if (!open) accountDialogs.close();
  }, []);

  /*
   * Leave first, then forget the user: cleared while a members' page is still mounted, its guard
   * would send them to /login instead of / (document 1 §4: logout goes to /). Effects run after
   * the new page has replaced the old one, so the clearing happens there.
   */
  const onLoggedOut = useCallback(async () => {
    leftFrom.current = location.key;
    await navigate('/');
  }, [navigate, location.key]);

  useEffect(() => {
    if (leftFrom.current === null || leftFrom.current === location.key) return;
    leftFrom.current = null;
    sessionStore.clear();
    toast.success(i18n.t('logout-success', { ns: 'errors' }));
  }, [location.key, i18n]);

  return (
    <Suspense fallback={null}>
      {dialog === 'profile' && <ProfileModal open onOpenChange={onOpenChange} />}
      {dialog === 'logout' && (
        <LogoutDialog open onOpenChange={onOpenChange} onLoggedOut={onLoggedOut} />
      )}
    </Suspense>
  );
}
