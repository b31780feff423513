import { useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { PICTURE_LIMITS, type HotelRoom } from '@rentals/shared';
import { useListingEdit } from '../../../shared/forms/use-listing-edit';
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
  const edit = useListingEdit(() => roomFormOf(room), room.pictures);
  const update = useUpdateRoom(room.hotel_id);
  const { t, i18n } = useLingui();
  return (
    <ListingEditForm
      title={t`Edit room`}
      subtitle={roomTypeLabelIn(i18n, room.type)}
      edit={edit}
      maxPictures={PICTURE_LIMITS.room.max}
      listing={{ id: room._id, ownerId }}
      update={update}
      refusal={() => {
        const { replacing, pictureCount } = edit;
        const problem = roomProblem(edit.form, pictureCount, replacing);
        return problem ? { text: formText(i18n, problem), field: roomProblemField(problem) } : null;
      }}
      changes={(order) => roomChanges(room, edit.form, order)}
      back={hotelReportPath(room.hotel_id)}
    >
      <RoomFields values={edit.form} onChange={edit.setField} />
    </ListingEditForm>
  );
}
