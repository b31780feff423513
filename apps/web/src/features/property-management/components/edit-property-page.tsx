import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { KIND_FACTS, type RentingProperty } from '@rentals/shared';
import { useFormProblem } from '../../../shared/forms/form-problem';
import { useSendEdit } from '../../../shared/forms/use-send-edit';
import { messageText } from '../../../shared/i18n/message-text';
import { useUser } from '../../../shared/session/user';
import { PageSpinner } from '../../../shared/ui/spinner';
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
import { PROPERTY_MANAGEMENT_PATH } from '../../../shared/listings/owner-paths';
import { listingTitleIn } from './property-labels';
import { PropertyFields } from './property-fields';
import { ListingEditForm } from '../../../shared/forms/listing-edit-form';
import { useListingEdit } from '../../../shared/forms/use-listing-edit';

/** /properties/default/{propertyId}/edit: loads the property, then the owner edits it. */
export function EditPropertyPage() {
  const { propertyId = '' } = useParams();
  const { user } = useUser();
  const property = useProperty(propertyId);
  const { t } = useLingui();
  const TITLE = t`Edit property`;
  if (property.isPending) return <PageSpinner />;
  if (property.isError) return <LoadProblem title={TITLE} error={property.error} />;
  if (property.data.owner !== user._id) return <LoadProblem title={TITLE} error="not-owner" />;
  return <EditPropertyForm key={property.data._id} property={property.data} ownerId={user._id} />;
}

/**
 * Reorder or replace the pictures and change the fields; only what changed is sent, and
 * nothing changed goes straight back to the dashboard.
 */
function EditPropertyForm({ property, ownerId }: { property: RentingProperty; ownerId: string }) {
  const { form, setField, order, setOrder, replacements, replacing } = useListingEdit(
    () => editFormOf(property),
    property.pictures,
  );
  const update = useUpdateProperty();
  const sendEdit = useSendEdit(PROPERTY_MANAGEMENT_PATH);
  const { form: formElement, report: reportProblem, scope } = useFormProblem();
  const { t, i18n } = useLingui();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (replacements.processing || update.isPending) return;
    const problem = editProblem(property, form, replacements.pictures.length);
    if (problem) {
      toast.warn(messageText(i18n, problem.message));
      if (problem.field) reportProblem(problem.message, problem.field);
      return;
    }
    const updatedValues = propertyChanges(property, form, replacing ? null : order);
    const pictures = replacements.pictures.map((p) => p.file);
    sendEdit(updatedValues, pictures, (callbacks) =>
      update.mutate({ propertyId: property._id, ownerId, updatedValues, pictures }, callbacks),
    );
  };

  return (
    <ListingEditForm
      title={t`Edit property`}
      subtitle={listingTitleIn(i18n, property)}
      formRef={formElement}
      scope={scope}
      onSubmit={submit}
      pictures={{
        current: property.pictures,
        order,
        onOrder: setOrder,
        replacements,
        max: KIND_FACTS.Property.pictures.max,
      }}
      error={update.error}
      saving={update.isPending}
      back={PROPERTY_MANAGEMENT_PATH}
    >
      <PropertyFields
        values={form}
        onChange={setField}
        showRooms={editHasRooms(property)}
        showName={editHasName(property)}
      />
    </ListingEditForm>
  );
}
