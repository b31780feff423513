import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isSignedIn, useUser } from '../../../shared/session/user';

/**
 * /login and /signup for someone already signed in go home. Only the first answer of the
 * session check decides, so signing in on the page itself leaves the return to useFinishSignIn.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, isPending } = useUser();
  const [cameSignedIn, setCameSignedIn] = useState<boolean | null>(null);
  if (cameSignedIn === null && !isPending) setCameSignedIn(isSignedIn(user));
  if (cameSignedIn) return <Navigate to="/" replace />;
  return children;
}
