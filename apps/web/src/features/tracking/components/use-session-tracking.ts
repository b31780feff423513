import { useEffect, useState } from 'react';
import {
  GUEST_SESSION_USER,
  SESSION_ACTIVITY_INTERVAL_MS,
  SESSION_REGISTRATION_DELAY_MS,
} from '@rentals/shared';
import { addUserSession, ignoreFailure, updateUserSession } from '../api/user-sessions';

/**
 * Registers a tracking session 10 s after the app loads or the user changes, then refreshes its
 * last activity every 20 s. Returns the session id once there is one.
 */
export function useSessionTracking(userId: string | undefined): string | undefined {
  const [session, setSession] = useState<{ owner: string; id: string } | undefined>(undefined);
  const owner = userId || GUEST_SESSION_USER;
  const ready = userId !== undefined;

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      addUserSession({ userId: owner })
        .then((created) => {
          if (!cancelled) setSession({ owner, id: created.sessionId });
        })
        .catch(() => undefined);
    }, SESSION_REGISTRATION_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [owner, ready]);

  // A session belongs to the user it was opened for; after a change it no longer counts.
  const sessionId = session?.owner === owner ? session.id : undefined;

  useEffect(() => {
    if (!sessionId) return;
    const timer = window.setInterval(() => {
      const last_time_active = new Date().toISOString();
      ignoreFailure(updateUserSession({ sessionId, data: { last_time_active } }));
    }, SESSION_ACTIVITY_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [sessionId]);

  return sessionId;
}
