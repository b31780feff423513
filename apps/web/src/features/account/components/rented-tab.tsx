import { toast } from 'react-toastify';
import { formatDisplayDate, messages } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { Button } from '../../../shared/ui/button';
import { useRentedProperties } from '../api/account-listings';
import { useRequestTermination } from '../api/request-termination';
import { RentalGrid } from './rental-grid';

/** What the user rents now; each can ask its owner to end the tenancy (once). */
export function RentedTab({ userId }: { userId: string }) {
  const rented = useRentedProperties(userId);
  const terminate = useRequestTermination();
  return (
    <RentalGrid
      query={rented}
      label="Rented properties"
      empty="You are not renting a property at the moment."
      actions={(entry) => (
        <>
          <p className="w-full text-xs text-stone-500">
            Since {formatDisplayDate(entry.record.created_date)}
          </p>
          <Button
            variant="secondary"
            className="w-full"
            disabled={terminate.isPending}
            loading={terminate.isPending && terminate.variables?.propertyId === entry.property._id}
            onClick={() =>
              terminate.mutate(
                { propertyId: entry.property._id, from: userId },
                {
                  onSuccess: (result) =>
                    result === 'existed'
                      ? toast.error(messages.terminationExists)
                      : toast.success(messages.success),
                  onError: toastApiError,
                },
              )
            }
          >
            Request termination
          </Button>
        </>
      )}
    />
  );
}
