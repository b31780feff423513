import { useUser } from '../../../shared/session/user';
import { usePageViewTracking } from './use-page-view-tracking';
import { useSessionTracking } from './use-session-tracking';

/** Session and page-view tracking for the whole app; renders nothing. */
export function Tracking() {
  const { user, isPending } = useUser();
  // undefined while the session check is pending, '' for a visitor, the id when signed in.
  const userId = isPending ? undefined : user._id;
  const sessionId = useSessionTracking(userId);
  usePageViewTracking(userId, sessionId);
  return null;
}
