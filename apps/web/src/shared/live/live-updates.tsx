import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userQueryKey, useUser } from '../session/user';
import { connectLive } from './live-socket';
import { NOTIFICATIONS_KEY } from './unread-count';

/**
 * Keeps notification queries fresh while someone is signed in: the socket only says "something
 * new", so every event and every (re)connect refetches them. Renders nothing.
 */
export function LiveUpdates() {
  const { user } = useUser();
  const queryClient = useQueryClient();
  const userId = user._id;

  useEffect(() => {
    if (!userId) return;
    // A read in flight may have left before the change: it is dropped and made again. (An
    // invalidation alone joins a query's first read instead, whose old answer then stays.)
    const refresh = async () => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATIONS_KEY });
      await queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    };
    const close = connectLive({
      onChange: () => void refresh(),
      // Most likely signed out elsewhere: asking again shows it.
      onRefused: () => void queryClient.invalidateQueries({ queryKey: userQueryKey }),
    });
    return () => {
      close();
      // Not this user's any more (the unread count is not keyed by user).
      queryClient.removeQueries({ queryKey: NOTIFICATIONS_KEY });
    };
  }, [userId, queryClient]);

  return null;
}
