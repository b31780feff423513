import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages, PICTURE_LIMITS, type RentingProperty } from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { FormProblemScope, useFormProblem } from '../../../shared/forms/form-problem';
import { messageText } from '../../../shared/i18n/message-text';
import { useUser } from '../../../shared/session/user';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Page } from '../../../shared/ui/page';
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
import { listingTitleIn, PROPERTY_MANAGEMENT_PATH } from './property-labels';
import { PropertyFields, type PropertyFieldValues } from './property-fields';
import { PictureEdit } from '../../../shared/forms/picture-edit';
import { usePickedPictures } from '../../../shared/forms/use-picked-pictures';
import { UploadFailed } from '../../../shared/forms/upload-failed';

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
  const navigate = useNavigate();
  const [form, setForm] = useState<PropertyFieldValues>(() => editFormOf(property));
  const [order, setOrder] = useState<string[]>(property.pictures);
  const replacements = usePickedPictures();
  const update = useUpdateProperty();
  const replacing = replacements.pictures.length > 0;
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
    if (Object.keys(updatedValues).length === 0 && pictures.length === 0) {
      void navigate(PROPERTY_MANAGEMENT_PATH);
      return;
    }
    update.mutate(
      { propertyId: property._id, ownerId, updatedValues, pictures },
      {
        onSuccess: () => {
          toast.success(messageText(i18n, messages.success));
          void navigate(PROPERTY_MANAGEMENT_PATH);
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <Page title={t`Edit property`}>
      <p className="-mt-4 mb-6 truncate text-stone-600">{listingTitleIn(i18n, property)}</p>
      <FormProblemScope scope={scope}>
        <form ref={formElement} onSubmit={submit} noValidate className="space-y-6">
          <PictureEdit
            current={property.pictures}
            order={order}
            onOrder={setOrder}
            replacements={replacements}
            max={PICTURE_LIMITS.property.max}
          />
          <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <PropertyFields
              values={form}
              onChange={(key, value) => setForm((previous) => ({ ...previous, [key]: value }))}
              showRooms={editHasRooms(property)}
              showName={editHasName(property)}
            />
          </section>
          <UploadFailed error={update.error} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={PROPERTY_MANAGEMENT_PATH} className={buttonClasses('secondary')}>
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
