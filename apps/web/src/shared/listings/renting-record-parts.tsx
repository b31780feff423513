import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  hasPhoneNumber,
  statusColour,
  type ApartmentRentingRecord,
  type RentingRecord,
} from '@rentals/shared';
import { statusLabelIn } from '../i18n/labels';
import { Avatar } from '../ui/avatar';
import { ContactLinks } from '../ui/contact-links';
import { StatusBadge } from '../ui/status-badge';
import { Pager } from '../ui/pager';

type PagedRecordsProps = {
  /** the list's accessible name */
  label: string;
  /** the pager's accessible name */
  pagesLabel: string;
  className?: string;
  page: number;
  totalPages: number;
  /** true while another page is on its way */
  busy: boolean;
  onPage: (page: number) => void;
  children: ReactNode;
};

/** One page of a list of records (its rows are the children) with Previous and Next below. */
export function PagedRecords({
  label,
  pagesLabel,
  className = 'space-y-3',
  children,
  ...pages
}: PagedRecordsProps) {
  return (
    <>
      <ul aria-label={label} className={className}>
        {children}
      </ul>
      <Pager label={pagesLabel} {...pages} />
    </>
  );
}

/** A record's status on its colour (a booking, an event, a renting record). */
export function RecordStatus({ status }: { status: string }) {
  const { i18n } = useLingui();
  return <StatusBadge label={statusLabelIn(i18n, status)} colour={statusColour(status)} />;
}

type RecordLike = Pick<RentingRecord | ApartmentRentingRecord, 'user' | 'contact'> & {
  status: string;
};

type RecordRenterProps = {
  record: RecordLike;
  details: ReactNode;
  /** what a nameless renter is called, alone and in the contact buttons (a hotel's: guest) */
  nameless?: { name: string; inContacts: string };
};

/** A renting record's renter, what they asked for (`details`), its status and their contacts. */
export function RecordRenter({ record, details, nameless }: RecordRenterProps) {
  const { t } = useLingui();
  const { name, inContacts } = nameless ?? { name: t`Renter`, inContacts: t`the renter` };
  return (
    <>
      <div className="flex items-center gap-3">
        <Avatar name={record.user.name} picture={record.user.picture} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-stone-900">{record.user.name || name}</p>
          {details}
        </div>
        <RecordStatus status={record.status} />
      </div>
      {hasPhoneNumber(record.contact) && (
        <div className="mt-2">
          <ContactLinks number={record.contact} name={record.user.name || inContacts} />
        </div>
      )}
    </>
  );
}
