import type * as ReactToastify from 'react-toastify';
import type { ToastContent, ToastOptions } from 'react-toastify';

/**
 * Toasts, with react-toastify (10 KB compressed) loaded at the first one rather than with every
 * page: most visits never raise one, and the landing page's JavaScript budget pays for the
 * languages' catalogues instead (issue 17). A toast raised before the library arrives is shown
 * once it has: react-toastify queues toasts until its container mounts (app/providers.tsx).
 */
type Toastify = typeof ReactToastify;

let library: Promise<Toastify> | undefined;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<Toastify> {
  if (!library) {
    library = import('react-toastify');
    listeners.forEach((listener) => listener());
  }
  return library;
}

/** Told once, when the first toast asks for the library (the container mounts then). */
export function onToastsWanted(listener: () => void): () => void {
  if (library) listener();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const show =
  (kind: 'error' | 'success' | 'warn') =>
  (content: ToastContent, options?: ToastOptions): void =>
    void loadToasts().then(({ toast }) => toast[kind](content, options));

export const toast = { error: show('error'), success: show('success'), warn: show('warn') };
