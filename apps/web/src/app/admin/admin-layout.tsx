import * as RadixDialog from '@radix-ui/react-dialog';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { accountDialogs } from '../layout/account-dialogs';
import { LanguageToggle } from '../layout/language-toggle';
import { ADMIN_NAV } from './admin-nav';

const WIDE_PX = 1024;

function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_NAV.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              `block rounded-xl px-3 py-2 text-sm font-semibold transition-colors ${
                isActive
                  ? 'bg-jungle-700 text-white'
                  : 'text-jungle-900 hover:bg-jungle-50 hover:text-jungle-800'
              }`
            }
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Under 1024 px the side navigation is a drawer behind the menu button. */
function NavDrawer() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    const query = window.matchMedia?.(`(min-width: ${WIDE_PX}px)`);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => event.matches && setOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger
        className="grid size-10 shrink-0 place-items-center rounded-xl border border-sand-300 bg-white text-jungle-900 lg:hidden"
        aria-label={t('shell.menu')}
        data-testid="admin-menu-button"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
        </svg>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[65] bg-jungle-950/50 lg:hidden" />
        <RadixDialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-[66] flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-white p-4 shadow-2xl outline-none lg:hidden"
        >
          <div className="flex items-center justify-between">
            <RadixDialog.Title className="text-lg font-bold text-jungle-900">
              {t('shell.navigation')}
            </RadixDialog.Title>
            <RadixDialog.Close
              className="grid size-10 place-items-center rounded-full text-2xl leading-none text-ink-muted hover:bg-sand-100"
              aria-label={t('shell.close-menu')}
            >
              ×
            </RadixDialog.Close>
          </div>
          <nav aria-label={t('shell.navigation')}>
            <SideNav onNavigate={() => setOpen(false)} />
          </nav>
          <Link
            to="/"
            className="rounded-xl px-3 py-2 text-sm font-semibold text-jungle-800 hover:bg-jungle-50"
          >
            {t('shell.view-site')}
          </Link>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function PageLoading() {
  const { t } = useTranslation('admin');
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner label={t('state.loading')} showLabel />
    </div>
  );
}

/** The back office's own frame: top bar, side navigation, and the page. */
export function AdminLayout() {
  const { t } = useTranslation('admin');
  const session = useSession();
  const email = session.status === 'authenticated' ? session.profile.email : '';
  return (
    <div className="flex min-h-screen flex-col bg-sand-50" data-testid="admin-shell">
      <header className="sticky top-0 z-40 border-b border-sand-200 bg-white/95 backdrop-blur">
        <div className="flex items-center gap-3 px-4 py-2.5 sm:px-6">
          <NavDrawer />
          <Link to="/admin" className="flex min-w-0 items-baseline gap-2">
            <span
              className="shrink-0 whitespace-nowrap text-lg font-bold tracking-tight text-jungle-900"
              lang="en"
            >
              Cam<span className="text-sand-700">Tour</span>
            </span>
            <span className="hidden truncate text-sm font-semibold text-ink-muted sm:inline">
              {t('shell.title')}
            </span>
          </Link>
          <div className="ml-auto flex items-center gap-2 sm:gap-3">
            <span
              className="hidden max-w-56 truncate text-sm text-ink-muted md:inline"
              data-testid="admin-email"
              title={email}
            >
              {email}
            </span>
            {/* One button naming the other language on phones: the bar has no room for two. */}
            <span className="sm:hidden">
              <LanguageToggle size="switch" />
            </span>
            <span className="hidden sm:inline-flex">
              <LanguageToggle size="compact" />
            </span>
            <Link
              to="/"
              className="hidden whitespace-nowrap rounded-full px-3 py-1.5 text-sm font-semibold text-jungle-800 hover:bg-jungle-50 sm:inline-flex"
            >
              {t('shell.view-site')}
            </Link>
            <button
              type="button"
              onClick={() => accountDialogs.open('logout')}
              className="whitespace-nowrap rounded-full border border-jungle-700/25 px-3 py-1.5 text-sm font-semibold text-jungle-800 hover:bg-jungle-50"
            >
              {t('shell.log-out')}
            </button>
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        <nav
          aria-label={t('shell.navigation')}
          className="sticky top-[3.75rem] hidden h-[calc(100vh-3.75rem)] w-56 shrink-0 overflow-y-auto border-r border-sand-200 bg-white p-3 lg:block"
        >
          <SideNav />
        </nav>
        <div className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
