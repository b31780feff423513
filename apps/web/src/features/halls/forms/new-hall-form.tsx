import { useCallback, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { hallFormProblem } from '@rentals/shared';
import { toastHallFormError } from '../api/form-errors';
import { useListingSubmit } from '../../../shared/forms/use-listing-submit';
import { useSaveCallbacks } from '../../../shared/forms/use-send-edit';
import type { PickedPictures } from '../../../shared/forms/use-picked-pictures';
import { useUser } from '../../../shared/session/user';
import { useAddHall } from '../api/add-hall';
import { EMPTY_HALL_FORM, hallProblemField, hallValuesOf, type HallFormValues } from './hall-form';
import { formText } from './form-text';
import { HallFields } from './hall-fields';
import { PROPERTY_MANAGEMENT_PATH } from '../../../shared/listings/owner-paths';
import { ListingFormFrame } from '../../../shared/forms/listing-form-frame';

/**
 * The Hall choice of New Property (/properties/{userId}/new), below the type selector: its own
 * fields, rules and submit; the pictures come from the page's picker. The rules of spec 2
 * section 5 (hallFormProblem) are checked in order before anything is sent.
 */
export function NewHallForm({ picked }: { picked: PickedPictures }) {
  const { t, i18n } = useLingui();
  const { user } = useUser();
  const [form, setForm] = useState<HallFormValues>(EMPTY_HALL_FORM);
  const add = useAddHall();
  const change = useCallback(
    (patch: Partial<HallFormValues>) => setForm((previous) => ({ ...previous, ...patch })),
    [],
  );
  const saved = useSaveCallbacks(PROPERTY_MANAGEMENT_PATH, toastHallFormError);
  const submit = useListingSubmit(
    picked.processing || add.isPending,
    () => {
      const problem = hallFormProblem(hallValuesOf(form), picked.pictures.length);
      // The hall's own field is marked; a list's row, the pictures or facilities stay a toast.
      return problem
        ? { text: formText(i18n, problem), field: hallProblemField(form, problem) || null }
        : null;
    },
    () =>
      add.mutate(
        {
          owner: user._id,
          fields: hallValuesOf(form),
          pictures: picked.pictures.map((p) => p.file),
        },
        saved,
      ),
  );

  return (
    <ListingFormFrame
      submit={submit}
      label={t`New hall`}
      back={PROPERTY_MANAGEMENT_PATH}
      save={add}
      processing={picked.processing}
      submitLabel={<Trans>Add hall</Trans>}
    >
      <HallFields values={form} onChange={change} />
    </ListingFormFrame>
  );
}
