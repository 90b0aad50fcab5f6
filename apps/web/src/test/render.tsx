import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { RouteId } from '@/app/route-meta';
import { routeIdAt } from '@/app/route-match';

/** Renders an element inside a memory router and a fresh query client, as the app would. */
export function renderWithRouter(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/**
 * A route page of the app and the current URL. Its title and breadcrumb come from the path, as
 * in the app (app/route-match.ts): the route id says which page the path must be.
 */
export function routePage(routeId: RouteId, path: string, Component: ComponentType): RouteObject {
  const shown = routeIdAt(path);
  if (shown !== routeId) throw new Error(`${path} is the route of ${shown}, not ${routeId}`);
  return {
    path,
    element: (
      <>
        <Component />
        <Where />
      </>
    ),
  };
}

/** Renders several route pages at `url`, as the app's router would; `where()` reads the URL. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

export const where = () => screen.getByTestId('where').textContent;
