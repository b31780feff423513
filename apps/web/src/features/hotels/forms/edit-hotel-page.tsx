import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { hotelFormProblem, messages, PICTURE_LIMITS, type HotelDetail } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { usePickedPictures } from '../../../shared/forms/use-picked-pictures';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { useUpdateHotel } from '../api/hotel-calls';
import { hotelChanges, hotelFormOf } from './edit-hotel-form';
import { HotelFields, hotelRuleValues, type HotelFieldValues } from './hotel-fields';
import { OwnedHotel } from './owned-hotel';
import { hotelReportPath } from './paths';
import { PictureEdit } from '../../../shared/forms/picture-edit';
import { UploadFailed } from '../../../shared/forms/upload-failed';
import { formText } from './form-texts';

/** /properties/hotels/{propertyId}/edit: loads the hotel, then its owner edits it. */
export function EditHotelPage() {
  const { propertyId = '' } = useParams();
  const { t } = useLingui();
  return (
    <OwnedHotel hotelId={propertyId} title={t`Edit hotel`}>
      {(hotel, ownerId) => <EditHotelForm key={hotel._id} hotel={hotel} ownerId={ownerId} />}
    </OwnedHotel>
  );
}

/**
 * Reorder or replace the pictures (at most 15, 'Only 15 images are allowed') and change the
 * fields; only what changed is sent, and nothing changed goes straight back to the dashboard.
 */
function EditHotelForm({ hotel, ownerId }: { hotel: HotelDetail; ownerId: string }) {
  const navigate = useNavigate();
  const [form, setForm] = useState<HotelFieldValues>(() => hotelFormOf(hotel));
  const [order, setOrder] = useState<string[]>(hotel.pictures);
  const replacements = usePickedPictures();
  const update = useUpdateHotel();
  const replacing = replacements.pictures.length > 0;
  const back = hotelReportPath(hotel._id);
  const { t, i18n } = useLingui();

  const setField = useCallback(
    <K extends keyof HotelFieldValues>(key: K, value: HotelFieldValues[K]) =>
      setForm((previous) => ({ ...previous, [key]: value })),
    [],
  );

  const { form: formElement, report: reportProblem, scope } = useFormProblem();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (replacements.processing || update.isPending) return;
    const pictureCount = replacing ? replacements.pictures.length : order.length;
    const problem = hotelFormProblem(hotelRuleValues(form), pictureCount, {
      requirePictures: !replacing,
    });
    if (problem) {
      const text = formText(i18n, problem);
      toast.warn(text);
      // An empty field is said beside it; the pictures and facilities have no one field.
      if (problem === messages.fillEmptyFields) reportProblem(text);
      return;
    }
    const updatedValues = hotelChanges(hotel, form, replacing ? null : order);
    const pictures = replacements.pictures.map((p) => p.file);
    if (Object.keys(updatedValues).length === 0 && pictures.length === 0) {
      void navigate(back);
      return;
    }
    update.mutate(
      { hotel_id: hotel._id, ownerId, updatedValues, pictures },
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
    <Page title={t`Edit hotel`}>
      <p className="-mt-4 mb-6 truncate text-stone-600">{hotel.name}</p>
      <FormProblemScope scope={scope}>
        <form ref={formElement} onSubmit={submit} noValidate className="space-y-6">
          <PictureEdit
            current={hotel.pictures}
            order={order}
            onOrder={setOrder}
            replacements={replacements}
            max={PICTURE_LIMITS.hotel.max}
          />
          <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <HotelFields values={form} onChange={setField} />
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
