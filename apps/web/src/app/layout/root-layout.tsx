import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { Toaster } from '@/components/ui/toaster';
import { toast } from '@/components/ui/toast-store';
import { CartHost } from '@/features/cart/components/cart-host';
import { ChatWidget } from '@/features/chatbot/components/chat-widget';
import { setApiGlobalHandlers } from '@/lib/api-client';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useScrollManagement } from '../hooks/use-scroll-management';
import { BARE_PATHS, ROUTE_META, type RouteId, type Transition } from '../route-meta';
import { useCurrentRouteId } from '../use-route-meta';
import { AccountDialogs } from './account-dialogs';
import { Footer } from './footer';
import { Header } from './header';
import { PageFallback } from './page-fallback';
import { RouteErrorBoundary } from './route-error';

const TRANSITION_CLASSES: Record<Transition, string> = {
  fade: 'animate-route-fade',
  'slide-up': 'animate-route-slide-up',
  'slide-left': 'animate-route-slide-left',
};

/** Document 1 §2: no chatbot on the sign-in pages and the checkout; /chatbot is the chat itself. */
const NO_CHAT_ROUTES: readonly RouteId[] = ['checkout', 'chatbot'];

/*
 * What follows the language and the page's item lives in leaves of its own, not in the layout: a
 * layout that re-renders re-renders the page under it. Right after hydration (the page naming the
 * tab, a language event) that forced the whole page to hydrate at once, in one 35 ms task of a
 * fast machine, instead of in the scheduler's short slices.
 */

function ApiGlobalHandlers() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  useEffect(() => {
    setApiGlobalHandlers({
      notify: (key) => toast.error(i18n.t(key as 'success', { ns: 'errors' })),
      redirectToLogin: () => {
        if (window.location.pathname !== '/login') void navigate('/login');
      },
    });
  }, [navigate, i18n]);
  return null;
}

function DocumentTitle({ routeId }: { routeId: RouteId | null }) {
  useDocumentTitle(routeId);
  return null;
}

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only z-[70] rounded-full bg-jungle-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      {t('nav.skip')}
    </a>
  );
}

export function RootLayout() {
  const location = useLocation();
  const routeId = useCurrentRouteId();
  const meta = routeId ? ROUTE_META[routeId] : null;
  const bare = meta?.bare === true;
  const chatHidden =
    bare ||
    BARE_PATHS.includes(location.pathname) ||
    (routeId !== null && NO_CHAT_ROUTES.includes(routeId));

  useScrollManagement();

  return (
    <div className="flex min-h-screen flex-col">
      <DocumentTitle routeId={routeId} />
      <ApiGlobalHandlers />
      <SkipLink />
      {!bare && <Header />}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <div
          // The back office keeps its shell across its own pages; it animates nothing per page.
          key={routeId === 'admin' ? 'admin' : location.pathname}
          /*
           * Only a page reached by a link slides or fades in. The first page (the server's HTML,
           * location key "default") is shown at once: faded in from nothing, its main picture
           * painted one animation later, and the page looked empty below the header meanwhile.
           */
          className={
            location.key === 'default' ? undefined : TRANSITION_CLASSES[meta?.transition ?? 'fade']
          }
          data-transition={meta?.transition ?? 'fade'}
        >
          <RouteErrorBoundary pathname={location.pathname}>
            {/*
             * Keyed by the path above, so each page gets a new boundary: React shows a new
             * boundary's fallback (and its progress bar) even in the router's transition.
             */}
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </div>
      </main>
      {!bare && <Footer />}
      <AccountDialogs />
      <CartHost />
      <ChatWidget hidden={chatHidden} />
      <Toaster />
    </div>
  );
}
