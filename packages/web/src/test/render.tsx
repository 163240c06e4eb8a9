import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Shows where the router ended up, for tests of redirects and navigation. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

interface RenderOptions {
  /** The URL to start at. */
  route?: string;
  /** The route pattern `ui` is mounted on (e.g. /reset-password/:token). */
  path?: string;
  /** Extra routes, e.g. where a page navigates to. */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/** Renders one screen inside the app's providers and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = route, routes = [], queryClient = createTestQueryClient() }: RenderOptions = {},
) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      ...routes,
      {
        path: '*',
        element: <LocationDisplay />,
      },
    ],
    { initialEntries: [route] },
  );
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router, queryClient };
}

/** Renders the whole route table at a URL. */
export function renderRoutes(routes: RouteObject[], route: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, user, router, queryClient };
}
