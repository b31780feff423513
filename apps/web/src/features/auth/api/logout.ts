import { i18n } from '@lingui/core';
import { messageText } from '../../../shared/i18n/message-text';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { EMPTY_USER, httpErrorMessage, type accountContract } from '@rentals/shared';
import { ApiError, callData } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { useSetUser } from '../../../shared/session/user';

/** GET /users/logout: answers 'success' and ends the session. */
export const logout = () =>
  callData<typeof accountContract.logout>({ method: 'GET', path: '/users/logout' }, {});

/** On success: go to '/', clear the user and reload; on failure toast '{status}: {message}'. */
export function useLogout() {
  const navigate = useNavigate();
  const setUser = useSetUser();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await navigate('/');
      setUser(EMPTY_USER);
      window.location.reload();
    },
    onError: (err) =>
      toast.error(
        err instanceof ApiError && err.status > 0
          ? httpErrorMessage(err.status, messageText(i18n, err.message, err.code))
          : apiErrorMessage(err),
      ),
  });
}
