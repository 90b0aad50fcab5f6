import { hydrate } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import '@/styles/index.css';
import { AppProviders } from '@/app/providers';
import { buildRoutes } from '@/app/router';
import {
  i18next,
  initI18n,
  langFromUrl,
  readSavedLang,
  readStoredLang,
  setLanguage,
} from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { startSession } from '@/lib/session';
import { afterMainPicture } from '@/ssr/after-main-picture';
import { readSsrState } from '@/ssr/ssr-state';

const queryClient = createQueryClient();
const container = document.getElementById('root');
// A page the server rendered (D16) carries its data and language; hydration starts from them.
const ssrState = readSsrState(document);
// Read before i18n starts: starting stores the language it starts in.
const savedLang = readSavedLang();

// Who is logged in is asked once at start (the cookie is httpOnly); pages wait for the answer.
startSession();

/** Marks <html data-ready> once the first render is committed: the page now answers input. */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return null;
}

/** The lazy page of the first URL, loaded before hydrating so the first render is the server's. */
async function resolveFirstPage(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function boot() {
  if (ssrState) hydrate(queryClient, ssrState.queries);
  // The shell's texts must be there before the first paint, or the header flashes raw keys.
  await initI18n(ssrState?.lang ?? readStoredLang()).catch((error: unknown) => {
    console.error(error);
  });
  if (!container) return;
  const routes = buildRoutes(queryClient);
  if (!ssrState) {
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={createBrowserRouter(routes)} />
        </AppProviders>
        <ReadyMark />
      </StrictMode>,
    );
    return;
  }
  await Promise.all([
    i18next.loadNamespaces(ssrState.namespaces),
    resolveFirstPage(routes),
    afterMainPicture(document),
  ]);
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
  hydrateRoot(
    container,
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
      <ReadyMark />
    </StrictMode>,
  );
  // A visitor who chose Khmer before the server knew it (no cookie yet) gets it back.
  if (!langFromUrl(window.location.search) && savedLang && savedLang !== ssrState.lang) {
    void setLanguage(savedLang);
  }
}

void boot();
