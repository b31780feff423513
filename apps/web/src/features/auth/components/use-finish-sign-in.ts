import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@rentals/shared';
import { useSetUser } from '../../../shared/session/user';
import { takeReturnTo } from './return-to';

/** Holds the signed-in user and returns to where the visitor was going. */
export function useFinishSignIn() {
  const setUser = useSetUser();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (user: User) => {
      setUser(user);
      void navigate(takeReturnTo(location.state), { replace: true });
    },
    [setUser, navigate, location.state],
  );
}
