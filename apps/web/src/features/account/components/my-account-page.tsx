import { Link } from 'react-router';
import { useUser } from '../../../shared/session/user';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { ProfileSummary } from './profile-summary';

/** /myaccount: the profile summary and the way to edit it. */
export function MyAccountPage() {
  const { user } = useUser();
  return (
    <Page title="My account">
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <ProfileSummary user={user} />
        <div className="mt-6 flex justify-end">
          <Link to="/edit-profile" className={buttonClasses('secondary')}>
            Edit profile
          </Link>
        </div>
      </div>
    </Page>
  );
}
