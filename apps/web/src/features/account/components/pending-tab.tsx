import { toast } from 'react-toastify';
import { formatDisplayDate, messages } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { Button } from '../../../shared/ui/button';
import { usePendingProperties } from '../api/account-listings';
import { useCancelRentRequest } from '../api/cancel-rent-request';
import { RentalGrid } from './rental-grid';

/** Requests waiting for their owners; each can be cancelled. */
export function PendingTab({ userId }: { userId: string }) {
  const pending = usePendingProperties(userId);
  const cancel = useCancelRentRequest();
  return (
    <RentalGrid
      query={pending}
      label="Pending requests"
      empty="No requests are waiting for an owner."
      actions={(entry) => (
        <>
          <p className="w-full text-xs text-stone-500">
            Requested {formatDisplayDate(entry.record.created_date)}
          </p>
          <Button
            variant="secondary"
            className="w-full"
            disabled={cancel.isPending}
            loading={cancel.isPending && cancel.variables?.propertyId === entry.property._id}
            onClick={() =>
              cancel.mutate(
                { propertyId: entry.property._id },
                { onSuccess: () => toast.success(messages.success), onError: toastApiError },
              )
            }
          >
            Cancel request
          </Button>
        </>
      )}
    />
  );
}
