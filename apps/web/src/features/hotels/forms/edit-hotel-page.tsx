import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { hotelFormProblem, messages, KIND_FACTS, type HotelDetail } from '@rentals/shared';
import { useListingEdit } from '../../../shared/forms/use-listing-edit';
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
  const edit = useListingEdit(() => hotelFormOf(hotel), hotel.pictures);
  const update = useUpdateHotel();
  const { t, i18n } = useLingui();
  return (
    <ListingEditForm
      title={t`Edit hotel`}
      subtitle={hotel.name}
      edit={edit}
      maxPictures={KIND_FACTS.Hotel.pictures.max}
      listing={{ id: hotel._id, ownerId }}
      update={update}
      refusal={() => {
        const { replacing, pictureCount } = edit;
        const problem = hotelFormProblem(hotelRuleValues(edit.form), pictureCount, {
          requirePictures: !replacing,
        });
        // An empty field is said beside it; the pictures and facilities have no one field.
        const field = problem === messages.fillEmptyFields ? undefined : null;
        return problem ? { text: formText(i18n, problem), field } : null;
      }}
      changes={(order) => hotelChanges(hotel, edit.form, order)}
      back={hotelReportPath(hotel._id)}
    >
      <HotelFields values={edit.form} onChange={edit.setField} />
    </ListingEditForm>
  );
}
