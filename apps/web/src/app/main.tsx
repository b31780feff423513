import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { AppProviders, createQueryClient } from './providers';
import { AppRouter } from './router';
import { activateBrowserI18n, documentTextMode } from '../shared/i18n/load';
import '../index.css';

// The service worker (issue 18) in production builds only: in development Vite serves the code.
// Loaded on its own, so the entry chunk stays small.
if (import.meta.env.PROD)
  void import('../features/offline/register').then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  );

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root');
const root: HTMLElement = rootElement;

// A public page the server rendered carries the data it rendered with (entry-server.tsx).
const stateTag = document.getElementById('ssr-state');
const queryClient = createQueryClient();
if (stateTag?.textContent) hydrate(queryClient, JSON.parse(stateTag.textContent));

// The page's language first (its catalogue is preloaded beside this code), so hydration finds
// the same texts the server wrote.
void activateBrowserI18n(documentTextMode()).then(start);

function start(i18n: Awaited<ReturnType<typeof activateBrowserI18n>>) {
  const app = (
    <StrictMode>
      <AppProviders client={queryClient} i18n={i18n}>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );

  if (stateTag && root.hasChildNodes()) {
    // This code was requested after the server's page painted (public/boot.js). React listens from
    // here on: a tap on a part not hydrated yet is replayed once it is. As a transition, hydration
    // runs in slices.
    startTransition(() => void hydrateRoot(root, app));
  } else {
    // A transition: React renders the first screen in slices and yields between them, so a slow
    // phone never sees one long task (Total Blocking Time) while the app starts.
    startTransition(() => {
      createRoot(root).render(app);
    });
  }
}
