import { useCallback } from 'react';
import { useParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { hallEditProblem, KIND_FACTS, PROPERTY_MANAGEMENT_PATH, type Hall } from '@rentals/shared';
import { OwnedListing, OwnerPageProblem } from '../../../shared/listings/owner-page-problem';
import { toastHallFormError } from '../api/form-errors';
import { useListingSubmit } from '../../../shared/forms/use-listing-submit';
import { useSendEdit } from '../../../shared/forms/use-send-edit';
import { PictureEdit } from '../../../shared/forms/picture-edit';
import { useListingEdit } from '../../../shared/forms/use-listing-edit';
import { Page } from '../../../shared/ui/page';
import { useHallToEdit, useUpdateHall } from '../api/hall';
import { hallChanges } from './hall-changes';
import { formText } from './form-text';
import { hallFormOf, hallProblemField, type HallFormValues } from './hall-form';
import { HallFields } from './hall-fields';
import { ListingFormFrame } from '../../../shared/forms/listing-form-frame';

const TITLE = msg`Edit hall`;

/** /properties/halls/{propertyId}/edit: loads the hall, then its owner edits it. */
export function EditHallPage() {
  const { propertyId = '' } = useParams();
  const hall = useHallToEdit(propertyId);
  return (
    <OwnedListing listing={hall} problem={(error) => <LoadProblem error={error} />}>
      {(loaded, ownerId) => <EditHallForm key={loaded._id} hall={loaded} ownerId={ownerId} />}
    </OwnedListing>
  );
}

/**
 * Every field of the edit form (spec 2 section 2 "Edit hall form fields"): pictures reordered
 * by dragging or replaced (at most 15), and only the changed fields sent as updatedValues.
 * Nothing changed goes straight back to the dashboard.
 */
function EditHallForm({ hall, ownerId }: { hall: Hall; ownerId: string }) {
  const { t, i18n } = useLingui();
  const { form, setForm, order, setOrder, replacements, replacing } = useListingEdit(
    () => hallFormOf(hall),
    hall.pictures,
  );
  const update = useUpdateHall();
  const sendEdit = useSendEdit(PROPERTY_MANAGEMENT_PATH, toastHallFormError);
  const change = useCallback(
    (patch: Partial<HallFormValues>) => setForm((previous) => ({ ...previous, ...patch })),
    [setForm],
  );
  const changes = () => hallChanges(hall, form, replacing ? null : order);
  const submit = useListingSubmit(
    replacements.processing || update.isPending,
    () => {
      const problem = hallEditProblem(changes(), replacements.pictures.length);
      // The hall's own field is marked; a list's row or the pictures stay a toast.
      return problem
        ? { text: formText(i18n, problem), field: hallProblemField(form, problem) || null }
        : null;
    },
    () => {
      const updatedValues = changes();
      const pictures = replacements.pictures.map((p) => p.file);
      sendEdit(updatedValues, pictures, (callbacks) =>
        update.mutate({ listingId: hall._id, ownerId, updatedValues, pictures }, callbacks),
      );
    },
  );

  return (
    <Page title={i18n._(TITLE)}>
      <p className="-mt-4 mb-6 truncate text-stone-600">{hall.name}</p>
      <ListingFormFrame
        submit={submit}
        label={t`Edit hall`}
        back={PROPERTY_MANAGEMENT_PATH}
        save={update}
        processing={replacements.processing}
        submitLabel={<Trans>Submit Changes</Trans>}
      >
        <PictureEdit
          current={hall.pictures}
          order={order}
          onOrder={setOrder}
          replacements={replacements}
          max={KIND_FACTS.Hall.pictures.max}
        />
        <HallFields values={form} onChange={change} />
      </ListingFormFrame>
    </Page>
  );
}

function LoadProblem({ error }: { error: unknown }) {
  const { t, i18n } = useLingui();
  return (
    <OwnerPageProblem
      title={i18n._(TITLE)}
      error={error}
      notOwner={t`Only the owner of this hall can see this page.`}
    />
  );
}
