import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { TOAST_AUTO_CLOSE_MS } from '@rentals/shared';
import { LiveUpdates } from '../shared/live/live-updates';
import { loadToasts, onToastsWanted } from '../shared/ui/toast';
import { raiseToasts, TOAST_LAYER_ID } from '../shared/ui/toast-layer';

/** The toasts' container, with its library, once a toast asks for it (shared/ui/toast.ts). */
const ToastContainer = lazy(async () => ({ default: (await loadToasts()).ToastContainer }));

/** Slow mobile networks: no refetch on every focus, one retry for reads. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });

/**
 * `client`: a cache filled ahead (the server's rendering of the page), else a new one. `i18n`:
 * the page's language (the browser's one instance, or the server's for this rendering).
 */
export function AppProviders({
  children,
  client,
  i18n,
}: {
  children: ReactNode;
  client?: QueryClient;
  i18n: I18n;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LiveUpdates />
        <ToastLayer>
          <Toasts />
        </ToastLayer>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * The toasts in a manual popover: shown, it sits in the browser's top layer, where a modal
 * dialog goes too, and each modal raises it above itself (raiseToasts), so a toast about the
 * dialog's form is never drawn under its dimmed backdrop.
 */
function ToastLayer({ children }: { children: ReactNode }) {
  useEffect(raiseToasts, []);
  return (
    <div id={TOAST_LAYER_ID} popover="manual">
      {children}
    </div>
  );
}

function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastsWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} theme="dark" />
    </Suspense>
  );
}
