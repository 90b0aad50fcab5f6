import { QueryClient, dehydrate, type Query } from '@tanstack/react-query';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type {
  FetchLike,
  RenderedPage,
  RenderInput,
  RendererModule,
} from '@camtour/shared/page-renderer';
import { AppProviders } from '@/app/providers';
import { AppRoutes, loadPage, ROUTE_FILES } from '@/app/router';
import { isApiError, setApiTransport } from '@/lib/api-client';
import { I18nProvider } from '@/lib/i18n-react';
import { mainPicturePreload } from './ssr/main-picture';
import { pageHead } from './ssr/page-head';
import { createServerI18n, usedNamespaces } from './ssr/server-i18n';
import { matchSsrRoute } from './ssr/ssr-routes';
import { serializeState, SSR_STATE_ID } from './ssr/ssr-state';

export { matchSsrRoute };

/** The item a detail page shows, when it has view counting (decision 012). */
function viewedItem(
  routeId: string,
  params: Record<string, string | undefined>,
): RenderedPage['viewed'] {
  const id = Number.parseInt(params.id ?? '', 10);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  if (routeId === 'locationDetail') return { kind: 'location', id };
  if (routeId === 'productDetail') return { kind: 'product', id };
  return null;
}

/**
 * The page drawn once everything in it has loaded, as React streams it. Nothing is sent before
 * it is all ready, so the whole markup is kept: the head's picture preload is read from it.
 */
function streamed(app: ReactNode): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      // A large finished boundary would otherwise be sent apart and swapped in by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const out = new PassThrough();
        stream.pipe(out);
        resolve(text(out));
      },
      onShellError: reject,
      onError(error) {
        console.error(error);
      },
    });
  });
}

/** The API answers the render's calls in the same process (Fastify's inject). */
export function configureRenderer(transport: FetchLike): void {
  setApiTransport(transport);
}

// A render may reveal a query another one depends on (a place, then its guide): a few rounds.
const MAX_DATA_ROUNDS = 4;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  const value = typeof enabled === 'function' ? (enabled as (q: Query) => unknown)(query) : enabled;
  return value !== false && typeof query.options.queryFn === 'function';
}

/*
 * Content every visitor sees alike. A visitor's own data (the guest cart of a cookie, the
 * wishlist, orders) is never fetched here: the render has no visitor, and an empty cart handed to
 * the browser would hide the real one.
 */
const PUBLIC_QUERY_ROOTS: readonly unknown[] = [
  'travel',
  'shop',
  'places',
  'home',
  'siem-reap',
  'adventure',
];

const isPublic = (query: Query) => PUBLIC_QUERY_ROOTS.includes(query.queryKey[0]);

function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter((query) => isPublic(query) && isEnabled(query));
}

function notFound(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => isApiError(query.state.error) && query.state.error.status === 404);
}

function createServerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One answer per render: no retries, nothing refetched while the page is drawn.
      queries: { retry: false, staleTime: Infinity, gcTime: Infinity },
    },
  });
}

/**
 * Renders a public page: its data is fetched on the server once (rounds of render, fetch what
 * the page asked for, render again), then the page is streamed with that data in it, and the
 * data goes along as JSON for TanStack Query in the browser.
 */
export async function render(input: RenderInput): Promise<RenderedPage | null> {
  const pathname = input.url.split('?')[0] ?? '/';
  const match = matchSsrRoute(pathname);
  if (!match) return null;

  const queryClient = createServerQueryClient();
  const i18n = createServerI18n(input.lang);
  // Loaded before the first round: renderToString cannot wait, it would draw the fallback.
  await loadPage(match.routeId);

  const app: ReactNode = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={input.url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </I18nProvider>
    </StrictMode>
  );

  // The round that asks for nothing more drew the finished page: it is the page's markup, unless
  // something in it was still loading (a lazy part drawn as its fallback, marked <!--$!-->).
  let finished: string | null = null;
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    const markup = renderToString(app);
    const waiting = waitingQueries(queryClient);
    if (waiting.length === 0) {
      if (!markup.includes('<!--$!')) finished = markup;
      break;
    }
    // A failed query stays failed in the cache: the page shows its error, the browser asks again.
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  }

  const head = pageHead({
    routeId: match.routeId,
    params: match.params,
    url: input.url,
    lang: input.lang,
    origin: input.origin,
    queryClient,
    t: i18n.t.bind(i18n),
  });
  const missing = notFound(queryClient) || head.missing;
  const status = missing ? 404 : 200;
  const namespaces = usedNamespaces(i18n);
  const state = serializeState({
    lang: input.lang,
    namespaces,
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => isPublic(query) && query.state.status === 'success',
    }),
  });

  // Everything is ready before the first byte: React writes finished HTML and no inline script
  // (the CSP allows none), and the page still goes out as a stream. Drawn again only when the
  // data rounds did not already give the finished page (issue 17: one render less per page), as
  // on the first render of a page after a start, whose lazy parts were not loaded yet.
  const markup = finished ?? (await streamed(app));

  return {
    status,
    head: `${mainPicturePreload(markup)}${head.tags}`,
    state: `<script type="application/json" id="${SSR_STATE_ID}">${state}</script>`,
    viewed: status === 200 ? viewedItem(match.routeId, match.params) : null,
    preload: [
      `src/app/routes/${ROUTE_FILES[match.routeId]}.tsx`,
      // On every page, in its own chunk: there before hydration, so its button answers at once.
      'src/features/chatbot/components/chat-launcher.tsx',
      // The page's language only: English is not its fallback in the browser (I18N_OPTIONS).
      ...namespaces.map((ns) => `src/i18n/${input.lang}/${ns}.json`),
    ],
    pipe: (destination) => Readable.from([markup]).pipe(destination),
  };
}

// The exports above are the contract the API relies on (@camtour/shared/page-renderer).
void ({ configureRenderer, render } satisfies RendererModule);
