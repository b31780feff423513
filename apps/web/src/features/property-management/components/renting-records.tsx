import { useState } from 'react';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { canRent, canVacate, messages, type RentingRecord } from '@rentals/shared';
import { useFormat } from '../../../shared/i18n/format';
import { RecordRenter } from '../../../shared/listings/renting-record-parts';
import { RecordList } from '../../../shared/listings/record-list';
import { messageText } from '../../../shared/i18n/message-text';
import { Button } from '../../../shared/ui/button';
import {
  recordErrorMessage,
  useRentingRecords,
  useRentRecord,
  useVacateRecord,
} from '../api/renting-records';
import { VacateDialog } from '../../../shared/listings/vacate-dialog';

type RentingRecordsProps = { propertyId: string; ownerId: string };

/**
 * Who asked to rent the property, newest first. Rent is offered only once a request ended
 * (declined or cancelled) and Vacate only while one is live (pending or rented): spec 1 section 4.
 */
export function RentingRecords({ propertyId, ownerId }: RentingRecordsProps) {
  const records = useRentingRecords(propertyId);
  const rent = useRentRecord();
  const vacate = useVacateRecord();
  const [vacating, setVacating] = useState<RentingRecord | null>(null);
  const busy = rent.isPending || vacate.isPending;
  const { t, i18n } = useLingui();
  const format = useFormat();

  const rentTo = (record: RentingRecord) =>
    rent.mutate(
      {
        propertyId,
        userId: record.rentee,
        acceptedBy: ownerId,
        propertyRentingRecordId: record._id,
      },
      {
        onSuccess: () => toast.success(messageText(i18n, messages.acceptedSuccessfully)),
        onError: (err) => toast.error(recordErrorMessage(err)),
      },
    );

  const renterName = vacating ? vacating.user.name || t`this renter` : '';

  return (
    <>
      <RecordList
        query={records}
        items={records.data}
        label={t`Renting records`}
        errorText={recordErrorMessage}
        empty={<Trans>Nobody has asked to rent this property yet.</Trans>}
        row={(record) => (
          <li
            key={record._id}
            className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm"
          >
            <RecordRenter
              record={record}
              details={<p className="text-xs text-stone-500">{format.day(record.created_date)}</p>}
            />
            <div className="mt-3 grid grid-cols-2 gap-2">
              <Button
                variant="secondary"
                disabled={!canRent(record.status) || busy}
                loading={rent.isPending && rent.variables?.propertyRentingRecordId === record._id}
                onClick={() => rentTo(record)}
              >
                <Trans context="owner lets to this renter">Rent</Trans>
              </Button>
              <Button
                variant="secondary"
                disabled={!canVacate(record.status) || busy}
                onClick={() => setVacating(record)}
              >
                <Trans>Vacate</Trans>
              </Button>
            </div>
          </li>
        )}
      />
      {vacating && (
        <VacateDialog
          vacate={vacate}
          input={{
            type: 'vacated',
            from: ownerId,
            notifier: vacating.rentee,
            propertyRentingRecordId: vacating._id,
            propertyId,
          }}
          errorText={recordErrorMessage}
          title={t`Vacate this property?`}
          onClose={() => setVacating(null)}
        >
          <p>
            <Trans>
              The request of <strong>{renterName}</strong> will be marked completed, the property
              becomes available again and they are told.
            </Trans>
          </p>
        </VacateDialog>
      )}
    </>
  );
}
