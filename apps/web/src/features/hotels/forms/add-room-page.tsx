import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PICTURE_LIMITS, type HotelDetail } from '@rentals/shared';
import { AddToListingForm } from '../../../shared/forms/add-to-listing-form';
import { usePickedPictures } from '../../../shared/forms/use-picked-pictures';
import { useAddRoom } from '../api/hotel-calls';
import { OwnedHotel } from './owned-hotel';
import { hotelReportPath } from '../components/hotel-paths';
import { RoomFields } from './room-fields';
import {
  addRoomFieldsOf,
  EMPTY_ROOM,
  roomProblem,
  roomProblemField,
  type RoomForm,
} from './room-form';
import { formText } from './form-texts';

/** /hotels/add-room/{hotelId}: the owner adds a room type with its addresses. */
export function AddRoomPage() {
  const { hotelId = '' } = useParams();
  const { t } = useLingui();
  return (
    <OwnedHotel hotelId={hotelId} title={t`Add room`}>
      {(hotel, ownerId) => <AddRoomForm key={hotel._id} hotel={hotel} ownerId={ownerId} />}
    </OwnedHotel>
  );
}

/**
 * Pictures (1 to 10), the room type's fields, addresses (space-separated, no more than the
 * number of rooms) and six facilities; roomFormProblem's rules in order before anything is
 * sent (spec 2 section 5); success goes back to the hotel's dashboard.
 */
function AddRoomForm({ hotel, ownerId }: { hotel: HotelDetail; ownerId: string }) {
  const [form, setForm] = useState<RoomForm>(EMPTY_ROOM);
  const picked = usePickedPictures();
  const add = useAddRoom();
  const back = hotelReportPath(hotel._id);
  const { t, i18n } = useLingui();

  const setField = useCallback(
    <K extends keyof RoomForm>(key: K, value: RoomForm[K]) =>
      setForm((previous) => ({ ...previous, [key]: value })),
    [],
  );

  return (
    <AddToListingForm
      title={t`Add room`}
      listingName={hotel.name}
      back={back}
      maxPictures={PICTURE_LIMITS.room.max}
      picked={picked}
      add={add}
      refusal={() => {
        const problem = roomProblem(form, picked.pictures.length);
        return problem ? { text: formText(i18n, problem), field: roomProblemField(problem) } : null;
      }}
      send={(pictures, callbacks) =>
        add.mutate({ ownerId, fields: addRoomFieldsOf(form, hotel._id), pictures }, callbacks)
      }
      submitLabel={<Trans>Add room</Trans>}
    >
      <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <RoomFields values={form} onChange={setField} />
      </section>
    </AddToListingForm>
  );
}
