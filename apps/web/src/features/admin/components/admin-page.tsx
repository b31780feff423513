import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { AdminList, type AdminListProps } from './admin-list';
import { Tabs, type Tab } from '../../../shared/ui/tabs';
import { PropertyRequestRow, ReportRow } from './submission-rows';
import { RequestRow } from './request-row';
import { SmsPanel } from './sms-panel';

/** Admin is a kind of account: the server says so in the signed-in user's account_type. */
export const isAdmin = (user: { account_type: string }) => user.account_type === 'admin';

/** A tab showing one admin list, the list named as its tab. */
const listTab = <T,>(id: string, label: string, list: Omit<AdminListProps<T>, 'label'>): Tab => ({
  id,
  label,
  panel: () => <AdminList label={label} {...list} />,
});

/** The console's tabs, named in the page's language. */
function adminTabs(i18n: I18n): readonly Tab[] {
  return [
    listTab('verification', i18n._(msg`Verification requests`), {
      options: verificationRequestsOptions(),
      empty: i18n._(msg`No listing is waiting for verification.`),
      itemKey: (item) => item.notification._id,
      renderItem: (item) => <RequestRow wrapper={item} kind="verification" />,
    }),
    listTab('vacate', i18n._(msg`Vacate requests`), {
      options: vacateRequestsOptions(),
      empty: i18n._(msg`No tenancy is waiting to be vacated.`),
      itemKey: (item) => item.notification._id,
      renderItem: (item) => <RequestRow wrapper={item} kind="vacate" />,
    }),
    listTab('reports', i18n._(msg`Reports`), {
      options: reportsOptions(),
      empty: i18n._(msg`No reports yet.`),
      itemKey: (item) => item._id,
      renderItem: (item) => <ReportRow report={item} />,
    }),
    listTab('property-requests', i18n._(msg`Property requests`), {
      options: propertyRequestsOptions(),
      empty: i18n._(msg`No property requests yet.`),
      itemKey: (item) => item._id,
      renderItem: (item) => <PropertyRequestRow request={item} />,
    }),
    { id: 'sms', label: i18n._(msg`SMS`), panel: () => <SmsPanel /> },
  ];
}

/** /admin: requests addressed to admin, reports and posted requests. Admins only. */
export function AdminPage() {
  const { user } = useUser();
  const { t, i18n } = useLingui();
  if (!isAdmin(user)) {
    return (
      <Page title={t`Admin`} width="narrow">
        <p role="alert" className="font-semibold text-stone-900">
          <Trans>Not allowed</Trans>
        </p>
        <p className="mt-1 text-stone-700">
          <Trans>Only administrators can open the admin console.</Trans>
        </p>
        <Link to="/" className={buttonClasses('secondary', 'mt-6')}>
          <Trans>Back to home</Trans>
        </Link>
      </Page>
    );
  }
  return (
    <Page title={t`Admin`}>
      <Tabs tabs={adminTabs(i18n)} label={t`Admin lists`} />
    </Page>
  );
}
