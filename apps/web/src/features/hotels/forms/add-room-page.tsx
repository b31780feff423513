import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, PICTURE_LIMITS, type HotelDetail } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { AddToListingForm } from '../../../shared/forms/add-to-listing-form';
import { usePickedPictures } from '../../../shared/forms/use-picked-pictures';
import { useFormProblem } from '../../../shared/forms/form-problem';
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
  const navigate = useNavigate();
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

  const { form: formElement, report: reportProblem, scope } = useFormProblem();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (picked.processing || add.isPending) return;
    const problem = roomProblem(form, picked.pictures.length);
    if (problem) {
      const text = formText(i18n, problem);
      toast.warn(text);
      // An empty field, a capacity under its guests or more doors than rooms is said beside
      // the field; the pictures and facilities have no one field.
      const field = roomProblemField(problem);
      if (field !== null) reportProblem(text, field);
      return;
    }
    add.mutate(
      {
        ownerId,
        fields: addRoomFieldsOf(form, hotel._id),
        pictures: picked.pictures.map((p) => p.file),
      },
      {
        onSuccess: () => {
          toast.success(formText(i18n, messages.success));
          void navigate(back);
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <AddToListingForm
      title={t`Add room`}
      listingName={hotel.name}
      back={back}
      picturesLabel={t`Pictures`}
      maxPictures={PICTURE_LIMITS.room.max}
      picked={picked}
      formRef={formElement}
      scope={scope}
      onSubmit={submit}
      pending={add.isPending}
      error={add.error}
      submitLabel={<Trans>Add room</Trans>}
    >
      <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <RoomFields values={form} onChange={setField} />
      </section>
    </AddToListingForm>
  );
}
