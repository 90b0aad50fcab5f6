import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from '@/app/providers';
import { AppRoutes, loadPage } from '@/app/router';
import { installPopGate } from '@/lib/pop-gate';
import { linkRedirect } from '@/app/link-redirects';
import { routeIdAt } from '@/app/route-match';
import {
  i18next,
  initI18n,
  langFromUrl,
  readSavedLang,
  readStoredLang,
  setLanguage,
} from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { createQueryClient } from '@/lib/query-client';
import { startSession } from '@/lib/session';
import { readSsrState } from '@/ssr/ssr-state';

const queryClient = createQueryClient();
const container = document.getElementById('root');
// A page the server rendered (D16) carries its data and language; hydration starts from them.
const ssrState = readSsrState(document);

let markHydrating: () => void = () => undefined;
let markReady: () => void = () => undefined;
/** Settles as React takes the page over: from then on it answers a click itself. */
export const hydrating = new Promise<void>((resolve) => {
  markHydrating = resolve;
});
/** Settles once the first render is committed (as <html data-ready> below). */
export const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Marks <html data-ready> once the first render is committed: the page now answers input. */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    markReady();
  }, []);
  return null;
}

/**
 * A malformed e-mailed link is sent on before anything renders: its page would only redirect,
 * and it stood empty while the next page's code loaded. `?lang=` goes along, as the first URL's
 * language choice.
 */
function followLinkRedirect(): void {
  const params = new URLSearchParams(window.location.search);
  const target = linkRedirect(routeIdAt(window.location.pathname), params);
  if (!target) return;
  const next = new URL(target, window.location.origin);
  const lang = langFromUrl(window.location.search);
  if (lang) next.searchParams.set('lang', lang);
  window.history.replaceState(null, '', `${next.pathname}${next.search}`);
}

/**
 * The page of the first URL, loaded before the first render: hydration then draws the server's
 * page at once (no fallback, no mismatch), and a client-rendered page replaces the boot screen
 * whole. A chunk that fails here fails again in the page, where the error screen shows it.
 */
async function resolveFirstPage(): Promise<void> {
  followLinkRedirect();
  const routeId = routeIdAt(window.location.pathname);
  if (routeId) await loadPage(routeId).catch(() => undefined);
}

/**
 * Starts the app, called by the entry (main.tsx) once this module is evaluated: nothing runs on
 * import. On a rendered page each step is a task of its own: evaluating the app's modules,
 * reading the visitor's state and the page's data, hydrating. As one task, started from the
 * module's top level, it was 95 ms of this machine's main thread in Lighthouse's trace, about
 * 380 ms on the phone it models (issue 17: its longest task, most of the blocking time); the
 * rendered page needs none of it to be read. Decision 038, item 11.
 */
export async function startApp(): Promise<void> {
  if (ssrState) await nextTask();
  // Read before i18n starts: starting stores the language it starts in.
  const savedLang = readSavedLang();
  // Before the router adds its own popstate listener: the planner's leave guard must come first.
  installPopGate();
  // Who is logged in is asked once at start (the cookie is httpOnly); pages wait for the answer.
  startSession();
  const firstPage = resolveFirstPage();
  if (ssrState) hydrate(queryClient, ssrState.queries);
  // The shell's texts must be there before the first paint, or the header flashes raw keys.
  await initI18n(ssrState?.lang ?? readStoredLang()).catch((error: unknown) => {
    console.error(error);
  });
  if (!container) return;
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
      <ReadyMark />
    </StrictMode>
  );
  if (!ssrState) {
    await firstPage;
    markHydrating();
    createRoot(container).render(app);
    return;
  }
  // The entry (main.tsx) loaded this module once the page's main picture was painted.
  await Promise.all([i18next.loadNamespaces(ssrState.namespaces), firstPage]);
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds: at default
  // priority React hydrated the header and shell in one long task (issue 17, total blocking
  // time). A click meanwhile makes React finish hydrating at once, then handle it.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  markHydrating();
  // A visitor who chose Khmer before the server knew it (no cookie yet) gets it back.
  if (!langFromUrl(window.location.search) && savedLang && savedLang !== ssrState.lang) {
    void setLanguage(savedLang);
  }
}
