import { useState } from 'react';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  canBookApartment,
  canVacateApartment,
  messages,
  type ApartmentRentingRecord,
} from '@rentals/shared';
import { useFormat } from '../../../shared/i18n/format';
import { RecordRenter } from '../../../shared/listings/renting-record-parts';
import { RecordList } from '../../../shared/listings/record-list';
import { messageText } from '../../../shared/i18n/message-text';
import { Button } from '../../../shared/ui/button';
import { VacateDialog } from '../../../shared/listings/vacate-dialog';
import {
  recordErrorMessage,
  useApartmentRecords,
  useBookApartment,
  useVacateApartment,
} from '../api/apartment-records';
import { apartmentValueIn } from '../../../shared/i18n/labels';

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
  const { t, i18n } = useLingui();

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
          if (result === 'rented') toast.warn(messageText(i18n, messages.alreadyRented));
          else toast.success(messageText(i18n, messages.acceptedSuccessfully));
        },
        onError: (err) => toast.error(recordErrorMessage(i18n, err)),
      },
    );

  return (
    <>
      <RecordList
        query={records}
        items={records.data}
        label={t`Renting records`}
        errorText={(error) => recordErrorMessage(i18n, error)}
        empty={<Trans>Nobody has asked to rent an apartment yet.</Trans>}
        row={(record) => (
          <RecordItem
            key={record._id}
            record={record}
            busy={busy}
            booking={book.isPending && book.variables?.apartmentRentingRecordId === record._id}
            onBook={() => bookFor(record)}
            onVacate={() => setVacating(record)}
          />
        )}
      />
      {vacating && (
        <VacateDialog
          vacate={vacate}
          input={{ apartmentRentingRecordId: vacating._id, apartmentBuildingId: buildingId }}
          errorText={(error) => recordErrorMessage(i18n, error)}
          title={t`Vacate this apartment?`}
          onClose={() => setVacating(null)}
        >
          <VacateText
            rented={vacating.status === 'rented'}
            renter={vacating.user.name || t`this renter`}
            address={vacating.apartment_address}
          />
        </VacateDialog>
      )}
    </>
  );
}

type RecordItemProps = {
  record: ApartmentRentingRecord;
  busy: boolean;
  booking: boolean;
  onBook: () => void;
  onVacate: () => void;
};

function RecordItem({ record, busy, booking, onBook, onVacate }: RecordItemProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  const address = record.apartment_address;
  const type = apartmentValueIn(i18n, record.apartment_type);
  const date = format.day(record.created_date);
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      <RecordRenter
        record={record}
        details={
          <p className="text-xs break-words text-stone-500">
            <Trans>
              Apartment <strong className="text-stone-800">{address}</strong> · {type} · {date}
            </Trans>
          </p>
        }
      />
      {(canBookApartment(record.status) || canVacateApartment(record.status)) && (
        <div className="mt-3 grid grid-cols-2 gap-2">
          {canBookApartment(record.status) && (
            <Button variant="secondary" disabled={busy} loading={booking} onClick={onBook}>
              <Trans context="the owner rents the address to the renter">Book</Trans>
            </Button>
          )}
          {canVacateApartment(record.status) && (
            <Button variant="secondary" className="col-start-2" disabled={busy} onClick={onVacate}>
              <Trans>Vacate</Trans>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function VacateText({
  rented,
  renter,
  address,
}: {
  rented: boolean;
  renter: string;
  address: string;
}) {
  return (
    <p>
      {rented ? (
        <Trans>
          The tenancy of <strong>{renter}</strong> for address <strong>{address}</strong> ends, the
          address becomes available again and they are told.
        </Trans>
      ) : (
        <Trans>
          The request of <strong>{renter}</strong> for address <strong>{address}</strong> ends, the
          address becomes available again and they are told.
        </Trans>
      )}
    </p>
  );
}
