import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { isSignedIn, userQueryOptions } from '../../../shared/session/user';
import { PageSpinner } from '../../../shared/ui/spinner';
import { rememberReturnTo, type ReturnState } from './return-to';

/**
 * Guards signed-in pages: checks the session on load (GET /users/login/authorization). A 401
 * leaves EMPTY_USER in the cache (the fetcher maps it), and the visitor is sent to /login with
 * the origin remembered in location state and sessionStorage.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const location = useLocation();
  const session = useQuery({ ...userQueryOptions(), refetchOnMount: 'always' });
  const origin = `${location.pathname}${location.search}`;
  const signedIn = session.data !== undefined && isSignedIn(session.data);
  // A failed check keeps a signed-in user (say, a network blip) but never lets a stranger in.
  const rejected = !signedIn && (session.isError || (session.isSuccess && !session.isFetching));

  useEffect(() => {
    if (session.isError) toastApiError(session.error);
  }, [session.isError, session.error]);

  useEffect(() => {
    if (rejected) rememberReturnTo(origin);
  }, [rejected, origin]);

  if (rejected) {
    const state: ReturnState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!signedIn) return <PageSpinner />;
  return children ?? <Outlet />;
}
