import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { GUEST_SESSION_USER, NO_SESSION_ID } from '@rentals/shared';
import { addPageView } from '../api/page-views';
import { ignoreFailure, updateUserSession } from '../api/user-sessions';
import { takeEarlyRecord } from '../early-tracking';

/**
 * Records every route change (path and query) once the user is known; on success the session,
 * when there is one, counts one more page view.
 */
export function usePageViewTracking(userId: string | undefined, sessionId: string | undefined) {
  const location = useLocation();
  const url = `${location.pathname}${location.search}`;
  const identity = useRef({ userId, sessionId });
  const ready = userId !== undefined;

  useEffect(() => {
    identity.current = { userId, sessionId };
  }, [userId, sessionId]);

  useEffect(() => {
    if (!ready) return;
    // A visitor's first page may have been counted before the app ran (public/boot.js).
    if (takeEarlyRecord('pageView', url)) return;
    const { userId: id, sessionId: session } = identity.current;
    const view = addPageView({
      userId: id || GUEST_SESSION_USER,
      sessionId: session ?? NO_SESSION_ID,
      url,
    }).then(() => {
      if (session) return updateUserSession({ sessionId: session, data: { page_view_count: 1 } });
    });
    ignoreFailure(view);
  }, [url, ready]);
}
