import type { Location } from 'react-router';

/** Fallback memory of the page a visitor was sent away from (survives a Google redirect). */
const STORAGE_KEY = 'rentals:return-to';
const AUTH_PATHS = ['/login', '/signup'];

export type ReturnState = { from?: Pick<Location, 'pathname' | 'search'> };

const isSafe = (path: string | null | undefined): path is string =>
  !!path && path.startsWith('/') && !path.startsWith('//') && !AUTH_PATHS.includes(path);

function readStorage(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Called by RequireAuth before it sends the visitor to /login. */
export function rememberReturnTo(path: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, path);
  } catch {
    // Private mode without storage: the location state still carries the origin.
  }
}

/** Where to go after signing in: location state `from`, else the remembered path, else '/'. */
export function takeReturnTo(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  const fromState = from ? `${from.pathname}${from.search ?? ''}` : undefined;
  const stored = readStorage();
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to clear
  }
  if (isSafe(fromState)) return fromState;
  if (isSafe(stored)) return stored;
  return '/';
}
