import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const noChange = () => () => undefined;

/**
 * The page's own address, without its query (a filter or a return path is not the listing), or
 * null while the server renders it and the client hydrates that markup: the server does not
 * know the address the visitor typed.
 */
export function usePageAddress(): string | null {
  const { pathname } = useLocation();
  const origin = useSyncExternalStore(
    noChange,
    () => window.location.origin,
    () => null,
  );
  return origin === null ? null : `${origin}${pathname}`;
}

/** Whether the phone offers its own share sheet (the Web Share API); false on the server. */
export function useCanShare(): boolean {
  return useSyncExternalStore(
    noChange,
    () => typeof navigator.share === 'function',
    () => false,
  );
}
