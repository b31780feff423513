import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { KIND_FACTS, type ApartmentBuilding } from '@rentals/shared';
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
  const edit = useListingEdit(() => buildingFormOf(building), building.pictures);
  const update = useUpdateBuilding();
  const { t, i18n } = useLingui();
  return (
    <ListingEditForm
      title={t`Edit apartment building`}
      subtitle={building.name}
      edit={edit}
      maxPictures={KIND_FACTS.Apartment.pictures.max}
      listing={{ id: building._id, ownerId }}
      update={update}
      refusal={() => {
        const problem = editBuildingProblem(edit.form, edit.replacements.pictures.length);
        return problem && { text: formText(i18n, problem.message), field: problem.field ?? null };
      }}
      changes={(order) => buildingChanges(building, edit.form, order)}
      back={buildingReportPath(building._id)}
    >
      <BuildingFields values={edit.form} onChange={edit.setField} />
    </ListingEditForm>
  );
}
