import { Link } from 'react-router';
import { useUser } from '../../../shared/session/user';
import { buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import {
  propertyRequestsOptions,
  reportsOptions,
  vacateRequestsOptions,
  verificationRequestsOptions,
} from '../api/admin-lists';
import { AdminList } from './admin-list';
import { Tabs, type Tab } from '../../../shared/ui/tabs';
import { PropertyRequestRow, ReportRow } from './submission-rows';
import { RequestRow } from './request-row';

/** Admin is a kind of account: the server says so in the signed-in user's account_type. */
export const isAdmin = (user: { account_type: string }) => user.account_type === 'admin';

const TABS: readonly Tab[] = [
  {
    id: 'verification',
    label: 'Verification requests',
    panel: () => (
      <AdminList
        options={verificationRequestsOptions()}
        label="Verification requests"
        empty="No listing is waiting for verification."
        itemKey={(item) => item.notification._id}
        renderItem={(item) => <RequestRow wrapper={item} kind="verification" />}
      />
    ),
  },
  {
    id: 'vacate',
    label: 'Vacate requests',
    panel: () => (
      <AdminList
        options={vacateRequestsOptions()}
        label="Vacate requests"
        empty="No tenancy is waiting to be vacated."
        itemKey={(item) => item.notification._id}
        renderItem={(item) => <RequestRow wrapper={item} kind="vacate" />}
      />
    ),
  },
  {
    id: 'reports',
    label: 'Reports',
    panel: () => (
      <AdminList
        options={reportsOptions()}
        label="Reports"
        empty="No reports yet."
        itemKey={(item) => item._id}
        renderItem={(item) => <ReportRow report={item} />}
      />
    ),
  },
  {
    id: 'property-requests',
    label: 'Property requests',
    panel: () => (
      <AdminList
        options={propertyRequestsOptions()}
        label="Property requests"
        empty="No property requests yet."
        itemKey={(item) => item._id}
        renderItem={(item) => <PropertyRequestRow request={item} />}
      />
    ),
  },
];

/** /admin: requests addressed to admin, reports and posted requests. Admins only. */
export function AdminPage() {
  const { user } = useUser();
  if (!isAdmin(user)) {
    return (
      <Page title="Admin" width="narrow">
        <p role="alert" className="font-semibold text-stone-900">
          Not allowed
        </p>
        <p className="mt-1 text-stone-700">Only administrators can open the admin console.</p>
        <Link to="/" className={buttonClasses('secondary', 'mt-6')}>
          Back to home
        </Link>
      </Page>
    );
  }
  return (
    <Page title="Admin">
      <Tabs tabs={TABS} label="Admin lists" />
    </Page>
  );
}
