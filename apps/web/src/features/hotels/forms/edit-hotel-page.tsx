import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { hotelFormProblem, messages, KIND_FACTS, type HotelDetail } from '@rentals/shared';
import { useListingEdit } from '../../../shared/forms/use-listing-edit';
import { useSendEdit } from '../../../shared/forms/use-send-edit';
import { useFormProblem } from '../../../shared/forms/form-problem';
import { useUpdateHotel } from '../api/hotel-calls';
import { hotelChanges, hotelFormOf } from './edit-hotel-form';
import { HotelFields, hotelRuleValues } from './hotel-fields';
import { OwnedHotel } from './owned-hotel';
import { hotelReportPath } from '../components/hotel-paths';
import { ListingEditForm } from '../../../shared/forms/listing-edit-form';
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
  const { form, setField, order, setOrder, replacements, replacing } = useListingEdit(
    () => hotelFormOf(hotel),
    hotel.pictures,
  );
  const update = useUpdateHotel();
  const back = hotelReportPath(hotel._id);
  const sendEdit = useSendEdit(back);
  const { t, i18n } = useLingui();

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
    sendEdit(updatedValues, pictures, (callbacks) =>
      update.mutate({ hotel_id: hotel._id, ownerId, updatedValues, pictures }, callbacks),
    );
  };

  return (
    <ListingEditForm
      title={t`Edit hotel`}
      subtitle={hotel.name}
      formRef={formElement}
      scope={scope}
      onSubmit={submit}
      pictures={{
        current: hotel.pictures,
        order,
        onOrder: setOrder,
        replacements,
        max: KIND_FACTS.Hotel.pictures.max,
      }}
      error={update.error}
      saving={update.isPending}
      back={back}
    >
      <HotelFields values={form} onChange={setField} />
    </ListingEditForm>
  );
}
