import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { KIND_FACTS, PROPERTY_MANAGEMENT_PATH, type RentingProperty } from '@rentals/shared';
import { messageText } from '../../../shared/i18n/message-text';
import { OwnedListing } from '../../../shared/listings/owner-page-problem';
import { useProperty } from '../api/property';
import { useUpdateProperty } from '../api/update-property';
import {
  editFormOf,
  editHasName,
  editHasRooms,
  editProblem,
  propertyChanges,
} from './edit-property-form';
import { LoadProblem } from './load-problem';
import { listingTitleIn } from './property-labels';
import { PropertyFields } from './property-fields';
import { ListingEditForm } from '../../../shared/forms/listing-edit-form';
import { useListingEdit } from '../../../shared/forms/use-listing-edit';

/** /properties/default/{propertyId}/edit: loads the property, then the owner edits it. */
export function EditPropertyPage() {
  const { propertyId = '' } = useParams();
  const property = useProperty(propertyId);
  const { t } = useLingui();
  const TITLE = t`Edit property`;
  return (
    <OwnedListing
      listing={property}
      problem={(error) => <LoadProblem title={TITLE} error={error} />}
    >
      {(loaded, ownerId) => (
        <EditPropertyForm key={loaded._id} property={loaded} ownerId={ownerId} />
      )}
    </OwnedListing>
  );
}

/**
 * Reorder or replace the pictures and change the fields; only what changed is sent, and
 * nothing changed goes straight back to the dashboard.
 */
function EditPropertyForm({ property, ownerId }: { property: RentingProperty; ownerId: string }) {
  const edit = useListingEdit(() => editFormOf(property), property.pictures);
  const update = useUpdateProperty();
  const { t, i18n } = useLingui();
  return (
    <ListingEditForm
      title={t`Edit property`}
      subtitle={listingTitleIn(i18n, property)}
      edit={edit}
      maxPictures={KIND_FACTS.Property.pictures.max}
      listing={{ id: property._id, ownerId }}
      update={update}
      refusal={() => {
        const problem = editProblem(property, edit.form, edit.replacements.pictures.length);
        return (
          problem && { text: messageText(i18n, problem.message), field: problem.field ?? null }
        );
      }}
      changes={(order) => propertyChanges(property, edit.form, order)}
      back={PROPERTY_MANAGEMENT_PATH}
    >
      <PropertyFields
        values={edit.form}
        onChange={edit.setField}
        showRooms={editHasRooms(property)}
        showName={editHasName(property)}
      />
    </ListingEditForm>
  );
}
