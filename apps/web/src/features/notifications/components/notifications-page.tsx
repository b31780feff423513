import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router';
import { useUser } from '../../../shared/session/user';
import { Page } from '../../../shared/ui/page';
import { Inbox } from './inbox';

/**
 * /notifications/{userId}: the signed-in user's inbox (spec 1 section 2). Anyone else's id leads
 * to one's own inbox: the server refuses other inboxes anyway.
 */
export function NotificationsPage() {
  const { id = '' } = useParams();
  const { user } = useUser();
  const { t } = useLingui();
  if (id !== user._id) return <Navigate to={`/notifications/${user._id}`} replace />;
  return (
    <Page title={t`Notifications`}>
      <Inbox userId={user._id} />
    </Page>
  );
}
