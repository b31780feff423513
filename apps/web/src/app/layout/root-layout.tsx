import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { AppReady } from '../app-ready';
import { UpdatePrompt } from '../../features/offline/update-prompt';
import { Tracking } from '../../features/tracking/components/tracking';
import { PageSpinner } from '../../shared/ui/spinner';
import { Footer } from './footer';
import { Header } from './header';

/** Header, the current page (loaded on demand), footer; tracking runs underneath. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so pages that fill in as
          their code and data arrive never push it about (no layout shift). */}
      <main id="main" className="min-h-dvh flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          {/* Inside the page's boundary: marks the page ready once the page itself is live. */}
          <AppReady />
        </Suspense>
      </main>
      <Footer />
      <Tracking />
      <UpdatePrompt />
      <ScrollRestoration />
    </div>
  );
}
