import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useUser } from '../../../shared/session/user';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { Tabs, type Tab } from '../../../shared/ui/tabs';
import { FavoritesTab } from './favorites-tab';
import { PendingTab } from './pending-tab';
import { ProfileSummary } from './profile-summary';
import { RentedTab } from './rented-tab';

/** The user's hall events and hotel stays: their areas' tabs, loaded when opened. */
const HallEventsTab = lazy(async () => ({
  default: (await import('../../halls/components/my-hall-events-tab')).MyHallEventsTab,
}));
const HotelStaysTab = lazy(async () => ({
  default: (await import('../../hotels/components/my-reservations-tab')).MyReservationsTab,
}));
const SavedSearchesTab = lazy(async () => ({
  default: (await import('../../search/components/saved-searches-tab')).SavedSearchesTab,
}));
const later = (panel: ReactNode) => <Suspense fallback={null}>{panel}</Suspense>;

/**
 * /myaccount: the profile, Edit profile, and the tabs Favorites (first), Pending and Rented,
 * then the user's hall events and hotel stays (where they are edited or cancelled), and their
 * saved searches (paused or deleted there).
 */
export function MyAccountPage() {
  const { user } = useUser();
  const { t } = useLingui();
  const tabs: Tab[] = [
    { id: 'favorites', label: t`Favorites`, panel: () => <FavoritesTab userId={user._id} /> },
    { id: 'pending', label: t`Pending`, panel: () => <PendingTab userId={user._id} /> },
    { id: 'rented', label: t`Rented`, panel: () => <RentedTab userId={user._id} /> },
    { id: 'halls', label: t`Hall events`, panel: () => later(<HallEventsTab />) },
    { id: 'hotels', label: t`Hotel stays`, panel: () => later(<HotelStaysTab />) },
    { id: 'searches', label: t`Saved searches`, panel: () => later(<SavedSearchesTab />) },
  ];
  return (
    <Page title={t`My account`}>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <ProfileSummary user={user} />
        <div className="mt-6 flex justify-end">
          <Link to="/edit-profile" className={buttonClasses('secondary')}>
            <Trans>Edit profile</Trans>
          </Link>
        </div>
      </div>
      <div className="mt-8">
        <Tabs tabs={tabs} label={t`My properties`} />
      </div>
    </Page>
  );
}
