import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { getSiteUrl } from '../api/config';

const noChange = () => () => undefined;

/**
 * The origin the server's page wrote its links with: the site's configured address (a meta tag
 * of the page, apps/server/src/http/web-app.ts; the renderer's configuration on the server).
 * The browser hydrates with it, then writes its own origin if that differs.
 */
const serverOrigin = () =>
  getSiteUrl() ?? (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * The page's own address, without its query (a filter or a return path is not the listing), in
 * the server's page too, so its share links work before (and without) the app's code.
 */
export function usePageAddress(): string {
  const { pathname } = useLocation();
  const origin = useSyncExternalStore(noChange, () => window.location.origin, serverOrigin);
  return `${origin}${pathname}`;
}

/** Whether the app's code runs here: false in the server's markup and while it is hydrated. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

/** Whether the phone offers its own share sheet (the Web Share API); false on the server. */
export function useCanShare(): boolean {
  return useSyncExternalStore(
    noChange,
    () => typeof navigator.share === 'function',
    () => false,
  );
}
