import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes/route-table';

/**
 * A page the server rendered may already be scrolled when the app's code runs (a visitor's first
 * scroll starts it, public/boot.js). Hydration data tells the router the page is already shown,
 * so its scroll restoration leaves the visitor where they are instead of jumping to the top.
 * (The routes have no loaders: TanStack Query holds the data, seeded from the page.)
 */
const serverRendered = document.getElementById('ssr-state') !== null;
const router = createBrowserRouter(
  routes,
  serverRendered ? { hydrationData: { loaderData: {} } } : undefined,
);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
