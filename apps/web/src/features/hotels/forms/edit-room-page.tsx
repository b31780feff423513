import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { PICTURE_LIMITS, type HotelRoom } from '@rentals/shared';
import { useListingEdit } from '../../../shared/forms/use-listing-edit';
import { useSendEdit } from '../../../shared/forms/use-send-edit';
import { useFormProblem } from '../../../shared/forms/form-problem';
import { PageSpinner } from '../../../shared/ui/spinner';
import { useRoom } from '../api/hotel';
import { useUpdateRoom } from '../api/hotel-calls';
import { LoadProblem, OwnedHotel } from './owned-hotel';
import { hotelReportPath } from '../components/hotel-paths';
import { ListingEditForm } from '../../../shared/forms/listing-edit-form';
import { RoomFields } from './room-fields';
import { roomChanges, roomFormOf, roomProblem, roomProblemField } from './room-form';
import { roomTypeLabelIn } from '../../../shared/i18n/labels';
import { formText } from './form-texts';

/** /hotels/edit-room?roomId: loads the room type and its hotel, then the owner edits it. */
export function EditRoomPage() {
  const [params] = useSearchParams();
  const room = useRoom(params.get('roomId') ?? '');
  const { t } = useLingui();
  const TITLE = t`Edit room`;
  if (!params.get('roomId'))
    return <LoadProblem title={TITLE} error={new Error(t`No room chosen`)} />;
  if (room.isPending) return <PageSpinner />;
  if (room.isError) return <LoadProblem title={TITLE} error={room.error} />;
  return (
    <OwnedHotel hotelId={room.data.hotel_id} title={TITLE}>
      {(_hotel, ownerId) => <EditRoomForm key={room.data._id} room={room.data} ownerId={ownerId} />}
    </OwnedHotel>
  );
}

/**
 * The add-room fields with the room's values, pictures reordered or replaced (at most 10);
 * roomFormProblem's rules in order; only what changed is sent.
 */
function EditRoomForm({ room, ownerId }: { room: HotelRoom; ownerId: string }) {
  const { form, setField, order, setOrder, replacements, replacing } = useListingEdit(
    () => roomFormOf(room),
    room.pictures,
  );
  const update = useUpdateRoom();
  const back = hotelReportPath(room.hotel_id);
  const sendEdit = useSendEdit(back);
  const { t, i18n } = useLingui();

  const { form: formElement, report: reportProblem, scope } = useFormProblem();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (replacements.processing || update.isPending) return;
    const pictureCount = replacing ? replacements.pictures.length : order.length;
    const problem = roomProblem(form, pictureCount, replacing);
    if (problem) {
      const text = formText(i18n, problem);
      toast.warn(text);
      // An empty field, a capacity under its guests or more doors than rooms is said beside
      // the field; the pictures and facilities have no one field.
      const field = roomProblemField(problem);
      if (field !== null) reportProblem(text, field);
      return;
    }
    const updatedValues = roomChanges(room, form, replacing ? null : order);
    const pictures = replacements.pictures.map((p) => p.file);
    sendEdit(updatedValues, pictures, (callbacks) =>
      update.mutate({ room, ownerId, updatedValues, pictures }, callbacks),
    );
  };

  return (
    <ListingEditForm
      title={t`Edit room`}
      subtitle={roomTypeLabelIn(i18n, room.type)}
      formRef={formElement}
      scope={scope}
      onSubmit={submit}
      pictures={{
        current: room.pictures,
        order,
        onOrder: setOrder,
        replacements,
        max: PICTURE_LIMITS.room.max,
      }}
      error={update.error}
      saving={update.isPending}
      back={back}
    >
      <RoomFields values={form} onChange={setField} />
    </ListingEditForm>
  );
}
