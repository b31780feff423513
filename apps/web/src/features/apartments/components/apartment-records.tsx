import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  canBookApartment,
  canVacateApartment,
  formatDisplayDate,
  hasPhoneNumber,
  messages,
  statusColour,
  type ApartmentRentingRecord,
} from '@rentals/shared';
import { Avatar } from '../../../shared/ui/avatar';
import { ContactLinks } from '../../../shared/ui/contact-links';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { StatusBadge } from '../../../shared/ui/status-badge';
import {
  recordErrorMessage,
  useApartmentRecords,
  useBookApartment,
  useVacateApartment,
} from '../api/apartment-records';

type ApartmentRecordsProps = { buildingId: string; ownerId: string };

/**
 * Who asked for which address. Book is offered unless the record is rented, Vacate while it is
 * pending or rented, after a question (spec 2 section 4 "Apartment record").
 */
export function ApartmentRecords({ buildingId, ownerId }: ApartmentRecordsProps) {
  const records = useApartmentRecords(buildingId);
  const book = useBookApartment();
  const vacate = useVacateApartment();
  const [vacating, setVacating] = useState<ApartmentRentingRecord | null>(null);
  const busy = book.isPending || vacate.isPending;

  const bookFor = (record: ApartmentRentingRecord) =>
    book.mutate(
      {
        apartmentRentingRecordId: record._id,
        apartmentBuildingId: buildingId,
        apartment_address: record.apartment_address,
        notification: {
          from: ownerId,
          notifier: record.rentee,
          type: 'rent-accepted',
          about: buildingId,
        },
      },
      {
        onSuccess: (result) => {
          if (result === 'rented') toast.warn(messages.alreadyRented);
          else toast.success(messages.acceptedSuccessfully);
        },
        onError: (err) => toast.error(recordErrorMessage(err)),
      },
    );

  const confirmVacate = (record: ApartmentRentingRecord) =>
    vacate.mutate(
      { apartmentRentingRecordId: record._id, apartmentBuildingId: buildingId },
      {
        onSuccess: () => toast.success(messages.success),
        onError: (err) => toast.error(recordErrorMessage(err)),
        onSettled: () => setVacating(null),
      },
    );

  if (records.isPending) return <p className="text-sm text-stone-500">Loading records…</p>;
  if (records.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {recordErrorMessage(records.error)}
      </p>
    );
  }
  if (records.data.length === 0) {
    return <p className="text-sm text-stone-600">Nobody has asked to rent an apartment yet.</p>;
  }

  return (
    <>
      <ul aria-label="Renting records" className="space-y-3">
        {records.data.map((record) => (
          <li
            key={record._id}
            className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
          >
            <div className="flex items-center gap-3">
              <Avatar name={record.user.name} picture={record.user.picture} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-stone-900">
                  {record.user.name || 'Renter'}
                </p>
                <p className="text-xs break-words text-stone-500">
                  Apartment <strong className="text-stone-800">{record.apartment_address}</strong> ·{' '}
                  {record.apartment_type} · {formatDisplayDate(record.created_date)}
                </p>
              </div>
              <StatusBadge label={record.status} colour={statusColour(record.status)} />
            </div>
            {hasPhoneNumber(record.contact) && (
              <div className="mt-2">
                <ContactLinks number={record.contact} name={record.user.name || 'the renter'} />
              </div>
            )}
            {(canBookApartment(record.status) || canVacateApartment(record.status)) && (
              <div className="mt-3 grid grid-cols-2 gap-2">
                {canBookApartment(record.status) && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    loading={
                      book.isPending && book.variables?.apartmentRentingRecordId === record._id
                    }
                    onClick={() => bookFor(record)}
                  >
                    Book
                  </Button>
                )}
                {canVacateApartment(record.status) && (
                  <Button
                    variant="secondary"
                    className="col-start-2"
                    disabled={busy}
                    onClick={() => setVacating(record)}
                  >
                    Vacate
                  </Button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {vacating && (
        <ConfirmDialog
          title="Vacate this apartment?"
          confirmLabel="Vacate"
          busy={vacate.isPending}
          onConfirm={() => confirmVacate(vacating)}
          onCancel={() => setVacating(null)}
        >
          <p>
            {vacating.status === 'rented' ? 'The tenancy of ' : 'The request of '}
            <strong>{vacating.user.name || 'this renter'}</strong> for address{' '}
            <strong>{vacating.apartment_address}</strong> ends, the address becomes available again
            and they are told.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
