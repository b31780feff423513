import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { useLingui } from '@lingui/react/macro';
import { KIND_FACTS, type ApartmentBuilding } from '@rentals/shared';
import { useFormProblem } from '../../../shared/forms/form-problem';
import { useSendEdit } from '../../../shared/forms/use-send-edit';
import { ListingEditForm } from '../../../shared/forms/listing-edit-form';
import { useListingEdit } from '../../../shared/forms/use-listing-edit';
import { useUpdateBuilding } from '../api/update-building';
import { BuildingFields } from './building-fields';
import { buildingChanges, buildingFormOf, editBuildingProblem } from './edit-building-form';
import { OwnedBuilding } from './owned-building';
import { buildingReportPath } from '../components/building-paths';
import { formText } from './form-texts';

/** /properties/apartment-buildings/{propertyId}/edit: loads the building, then its owner edits it. */
export function EditBuildingPage() {
  const { propertyId = '' } = useParams();
  const { t } = useLingui();
  return (
    <OwnedBuilding buildingId={propertyId} title={t`Edit apartment building`}>
      {(building, ownerId) => (
        <EditBuildingForm key={building._id} building={building} ownerId={ownerId} />
      )}
    </OwnedBuilding>
  );
}

/**
 * Reorder or replace the pictures and change the fields; only what changed is sent, and
 * nothing changed goes straight back to the building's report.
 */
function EditBuildingForm({ building, ownerId }: { building: ApartmentBuilding; ownerId: string }) {
  const { form, setField, order, setOrder, replacements, replacing } = useListingEdit(
    () => buildingFormOf(building),
    building.pictures,
  );
  const update = useUpdateBuilding();
  const back = buildingReportPath(building._id);
  const sendEdit = useSendEdit(back);
  const { t, i18n } = useLingui();
  const { form: formElement, report: reportProblem, scope } = useFormProblem();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (replacements.processing || update.isPending) return;
    const problem = editBuildingProblem(form, replacements.pictures.length);
    if (problem) {
      const text = formText(i18n, problem.message);
      toast.warn(text);
      if (problem.field) reportProblem(text, problem.field);
      return;
    }
    const updatedValues = buildingChanges(building, form, replacing ? null : order);
    const pictures = replacements.pictures.map((p) => p.file);
    sendEdit(updatedValues, pictures, (callbacks) =>
      update.mutate(
        { apartmentBuildingId: building._id, ownerId, updatedValues, pictures },
        callbacks,
      ),
    );
  };

  return (
    <ListingEditForm
      title={t`Edit apartment building`}
      subtitle={building.name}
      formRef={formElement}
      scope={scope}
      onSubmit={submit}
      pictures={{
        current: building.pictures,
        order,
        onOrder: setOrder,
        replacements,
        max: KIND_FACTS.Apartment.pictures.max,
      }}
      error={update.error}
      saving={update.isPending}
      back={back}
    >
      <BuildingFields values={form} onChange={setField} />
    </ListingEditForm>
  );
}
