import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, PICTURE_LIMITS, type ApartmentBuilding } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { PictureEdit } from '../../../shared/forms/picture-edit';
import { usePickedPictures } from '../../../shared/forms/use-picked-pictures';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
import { useUpdateBuilding } from '../api/update-building';
import { BuildingFields, type BuildingFieldValues } from './building-fields';
import { buildingChanges, buildingFormOf, editBuildingProblem } from './edit-building-form';
import { OwnedBuilding } from './owned-building';
import { buildingReportPath } from './paths';
import { UploadFailed } from '../../../shared/forms/upload-failed';
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
  const navigate = useNavigate();
  const [form, setForm] = useState<BuildingFieldValues>(() => buildingFormOf(building));
  const [order, setOrder] = useState<string[]>(building.pictures);
  const replacements = usePickedPictures();
  const update = useUpdateBuilding();
  const replacing = replacements.pictures.length > 0;
  const back = buildingReportPath(building._id);
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
    if (Object.keys(updatedValues).length === 0 && pictures.length === 0) {
      void navigate(back);
      return;
    }
    update.mutate(
      { apartmentBuildingId: building._id, ownerId, updatedValues, pictures },
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
    <Page title={t`Edit apartment building`}>
      <p className="-mt-4 mb-6 truncate text-stone-600">{building.name}</p>
      <FormProblemScope scope={scope}>
        <form ref={formElement} onSubmit={submit} noValidate className="space-y-6">
          <PictureEdit
            current={building.pictures}
            order={order}
            onOrder={setOrder}
            replacements={replacements}
            max={PICTURE_LIMITS.apartmentBuilding.max}
          />
          <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <BuildingFields
              values={form}
              onChange={(key, value) => setForm((previous) => ({ ...previous, [key]: value }))}
            />
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
