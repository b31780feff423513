import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { EMPTY_USER, type User } from '@rentals/shared';
import { vi } from 'vitest';
import { userQueryKey } from '../shared/session/user';

export const testUser: User = {
  ...EMPTY_USER,
  _id: '4b1f8f0e-8a4f-4c55-9d3e-0f3c2f1a7b21',
  name: 'Hodan Cali',
  email: 'hodan@example.so',
  contact: '+252 61 5550101',
  district: 'Hodan',
};

/** A fetch stub answering every call with the same envelope and HTTP status. */
export function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body a stubbed fetch was called with. */
export const sentBody = (mock: ReturnType<typeof stubFetch>, call = 0) =>
  JSON.parse(String(mock.mock.calls[call]?.[1]?.body)) as unknown;

type Options = { path: string; routes: RouteObject[]; user?: User };

/** Renders routes in a memory router with a fresh query cache and a toast container. */
export function renderRoutes({ path, routes, user }: Options) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) queryClient.setQueryData(userQueryKey, user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer />
    </QueryClientProvider>
  );
  return { router, queryClient, ...render(wrap(<RouterProvider router={router} />)) };
}

/** Renders one page at the path it answers (no parameters), signed in as `user` when given. */
export const renderPage = (path: string, page: ReactNode, user?: User) =>
  renderRoutes({ path, routes: [{ path, element: page }], user });

type FormPageOptions = {
  /** the route the form page answers, and the path the test opens */
  route: string;
  path: string;
  page: ReactNode;
  /** where Cancel and success lead: its route, standing in as a paragraph of `text` */
  back: { route: string; text: string };
  user?: User;
};

/** An owner's form page, signed in (as testUser unless given), and the page it leads back to. */
export const renderFormPage = ({ route, path, page, back, user = testUser }: FormPageOptions) =>
  renderRoutes({
    path,
    routes: [
      { path: route, element: page },
      { path: back.route, element: <p>{back.text}</p> },
    ],
    user,
  });
