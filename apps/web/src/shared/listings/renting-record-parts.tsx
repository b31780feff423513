import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { LoadingOrFailed } from '../ui/loading-or-failed';

type RecordsQuery = { isPending: boolean; isError: boolean; error: unknown; data?: unknown[] };

/**
 * What a list of renting records shows instead of its records: loading, its error, or that
 * nobody has asked yet; null once there are records to show.
 */
export function RecordsInstead({
  records,
  errorText,
  empty,
}: {
  records: RecordsQuery;
  errorText: (error: unknown) => string;
  empty: ReactNode;
}) {
  if (records.isPending || records.isError)
    return (
      <LoadingOrFailed
        query={records}
        loading={<Trans>Loading records…</Trans>}
        errorText={errorText}
      />
    );
  if (records.data?.length === 0) return <p className="text-sm text-stone-600">{empty}</p>;
  return null;
}

type RecordLike = Pick<RentingRecord | ApartmentRentingRecord, 'user' | 'status' | 'contact'>;

/** A renting record's renter, what they asked for (`details`), its status and their contacts. */
export function RecordRenter({ record, details }: { record: RecordLike; details: ReactNode }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <div className="flex items-center gap-3">
        <Avatar name={record.user.name} picture={record.user.picture} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-stone-900">{record.user.name || t`Renter`}</p>
          {details}
        </div>
        <StatusBadge
          label={statusLabelIn(i18n, record.status)}
          colour={statusColour(record.status)}
        />
      </div>
      {hasPhoneNumber(record.contact) && (
        <div className="mt-2">
          <ContactLinks number={record.contact} name={record.user.name || t`the renter`} />
        </div>
      )}
    </>
  );
}
