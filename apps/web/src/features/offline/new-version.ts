import { useSyncExternalStore } from 'react';

/**
 * Whether a new version of the app waits (its service worker installed, not yet in charge), and
 * how to switch to it. Kept apart from register.ts so the layout's prompt does not pull the
 * worker's registration code into the first screen's chunks.
 */
let reload: (() => void) | null = null;
const listeners = new Set<() => void>();

export function newVersionWaits(apply: () => void) {
  reload = apply;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The switch to the waiting version, or null while there is none. */
export const useNewVersion = () =>
  useSyncExternalStore(
    subscribe,
    () => reload,
    () => null,
  );
