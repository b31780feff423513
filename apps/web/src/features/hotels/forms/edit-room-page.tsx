import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, PICTURE_LIMITS, type HotelRoom } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { usePickedPictures } from '../../../shared/forms/use-picked-pictures';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { PageSpinner } from '../../../shared/ui/spinner';
import { useRoom } from '../api/hotel';
import { useUpdateRoom } from '../api/hotel-calls';
import { LoadProblem, OwnedHotel } from './owned-hotel';
import { hotelReportPath } from './paths';
import { PictureEdit } from '../../../shared/forms/picture-edit';
import { RoomFields } from './room-fields';
import { roomChanges, roomFormOf, roomProblem, roomProblemField, type RoomForm } from './room-form';
import { UploadFailed } from '../../../shared/forms/upload-failed';
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
  const navigate = useNavigate();
  const [form, setForm] = useState<RoomForm>(() => roomFormOf(room));
  const [order, setOrder] = useState<string[]>(room.pictures);
  const replacements = usePickedPictures();
  const update = useUpdateRoom();
  const replacing = replacements.pictures.length > 0;
  const back = hotelReportPath(room.hotel_id);
  const { t, i18n } = useLingui();

  const setField = useCallback(
    <K extends keyof RoomForm>(key: K, value: RoomForm[K]) =>
      setForm((previous) => ({ ...previous, [key]: value })),
    [],
  );

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
    if (Object.keys(updatedValues).length === 0 && pictures.length === 0) {
      void navigate(back);
      return;
    }
    update.mutate(
      { room, ownerId, updatedValues, pictures },
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
    <Page title={t`Edit room`}>
      <p className="-mt-4 mb-6 truncate text-stone-600">{roomTypeLabelIn(i18n, room.type)}</p>
      <FormProblemScope scope={scope}>
        <form ref={formElement} onSubmit={submit} noValidate className="space-y-6">
          <PictureEdit
            current={room.pictures}
            order={order}
            onOrder={setOrder}
            replacements={replacements}
            max={PICTURE_LIMITS.room.max}
          />
          <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <RoomFields values={form} onChange={setField} />
          </section>
          <UploadFailed error={update.error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={back} className={buttonClasses('secondary')}>
              <Trans>Cancel</Trans>
            </Link>
            <Button type="submit" loading={update.isPending} disabled={replacements.processing}>
              <Trans>Save changes</Trans>
            </Button>
          </div>
        </form>
      </FormProblemScope>
    </Page>
  );
}
