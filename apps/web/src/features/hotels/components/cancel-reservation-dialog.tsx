import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { messages } from '@rentals/shared';
import { ApiError } from '../../../shared/api/client';
import { apiErrorMessage } from '../../../shared/api/toast-api-error';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { toast } from '../../../shared/ui/toast';
import type { useCancelReservation } from '../api/hotel-bookings';
import { hotelText } from './hotel-texts';

/** A conflict (no longer pending, say) carries the server's reason word for word. */
export const reservationError = (i18n: I18n, err: unknown) =>
  err instanceof ApiError && err.status === 409
    ? hotelText(i18n, err.message, err.code)
    : apiErrorMessage(err, i18n);

type CancelReservationDialogProps = {
  /** the list's cancel mutation (its rows stay disabled while it runs) */
  cancel: ReturnType<typeof useCancelReservation>;
  reservation: { _id: string; status: string; guest_id: string };
  /** who cancels: the hotel's owner or the guest */
  userId: string;
  title: string;
  confirmLabel: string;
  onClose: () => void;
  children: ReactNode;
};

/** Asks before cancelling a pending or booked reservation, then cancels it and says how it went. */
export function CancelReservationDialog({
  cancel,
  reservation,
  userId,
  onClose,
  ...question
}: CancelReservationDialogProps) {
  const { i18n } = useLingui();
  const confirm = () =>
    cancel.mutate(
      {
        reservation_id: reservation._id,
        prev_status: reservation.status,
        user_id: userId,
        rentee_id: reservation.guest_id,
      },
      {
        onSuccess: () => toast.success(hotelText(i18n, messages.success)),
        onError: (err) => toast.error(reservationError(i18n, err)),
        onSettled: onClose,
      },
    );
  return (
    <ConfirmDialog {...question} busy={cancel.isPending} onConfirm={confirm} onCancel={onClose} />
  );
}
