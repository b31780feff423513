import { Suspense, useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  KIND_FACTS,
  messages,
  MIN_FLOORS,
  MIN_UNITS,
  NEW_PROPERTY_CHOICES,
  PICTURE_LIMITS,
  PROPERTY_MANAGEMENT_PATH,
  type ListingKind,
} from '@rentals/shared';
import { toastApiError } from '../../../shared/api/toast-api-error';
import { LabelledSelect } from '../../../shared/forms/labelled-select';
import { typeLabelIn } from '../../../shared/i18n/labels';
import { messageText } from '../../../shared/i18n/message-text';
import { useUser } from '../../../shared/session/user';
import { Page } from '../../../shared/ui/page';
import { NumberFields, type NumberFieldRow } from '../../../shared/forms/number-field';
import { useAddApartmentBuilding } from '../api/add-apartment-building';
import { useAddProperty } from '../api/add-property';
import { FacilityGroups, useFacilityToggle } from '../../../shared/forms/facility-groups';
import {
  addBuildingFieldsOf,
  addPropertyFieldsOf,
  EMPTY_NEW_PROPERTY,
  facilityCategoriesOf,
  hasName,
  hasRooms,
  isBuilding,
  newPropertyProblem,
  ownKindOf,
  type NewPropertyChoice,
  type NewPropertyForm,
} from './new-property-form';
import { PicturePicker } from '../../../shared/forms/picture-picker';
import { PropertyFields, type PropertyFieldValues } from './property-fields';
import { usePickedPictures, type PickedPictures } from '../../../shared/forms/use-picked-pictures';
import { useFormProblem } from '../../../shared/forms/form-problem';
import { ListingFormFrame } from '../../../shared/forms/listing-form-frame';

/** The refusals that are about an empty field (the others: pictures, facilities). */
const FILL_MESSAGES = new Set<string>([messages.fillEmptyPlaces, messages.apartmentFillEmpty]);

/** An apartment building's numbers, asked instead of rooms, price and area. */
const BUILDING_NUMBERS: readonly NumberFieldRow<'no_floors' | 'units'>[] = [
  { key: 'no_floors', label: msg`Floors`, min: MIN_FLOORS },
  { key: 'units', label: msg`Units`, min: MIN_UNITS },
];

/** The own New Property form of a kind (its facts' `newChoice`), given the pictures picked above it. */
export type OwnNewForm = ComponentType<{ picked: PickedPictures }>;

/**
 * /properties/{userId}/new: pictures, the type selector and the general property form; the
 * Apartment choice adds a building (name, floors, units; no rooms, price or area). The rules of
 * spec 1 section 5 are checked in order before anything is sent; success goes to the dashboard.
 * A kind with its own choice (its facts' `newChoice`) shows its own form instead, which the app
 * gives in `ownForms` (app/routes/kind-pages.tsx, through the route table: features do not import each other).
 */
export function NewPropertyPage({
  ownForms = {},
}: {
  ownForms?: Partial<Record<ListingKind, OwnNewForm>>;
}) {
  const { user } = useUser();
  const navigate = useNavigate();
  const [form, setForm] = useState<NewPropertyForm>(EMPTY_NEW_PROPERTY);
  const picked = usePickedPictures();
  const addProperty = useAddProperty();
  const addBuilding = useAddApartmentBuilding();
  const building = isBuilding(form.choice);
  const sending = addProperty.isPending || addBuilding.isPending;
  const categories = facilityCategoriesOf(form.choice);
  const ownKind = ownKindOf(form.choice);
  const { t, i18n } = useLingui();
  const typeChoices = NEW_PROPERTY_CHOICES.map((value) => ({
    value,
    label: value === 'Any' ? t`Any` : typeLabelIn(i18n, value),
  }));

  const setField = (key: keyof PropertyFieldValues | 'no_floors' | 'units', value: string) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const toggleFacility = useFacilityToggle(setForm);

  const { form: formElement, report: reportProblem, scope } = useFormProblem();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (picked.processing || sending) return;
    const problem = newPropertyProblem(form, picked.pictures.length);
    if (problem) {
      toast.warn(messageText(i18n, problem));
      // An empty field is marked and focused; a missing picture or facility has no one field.
      // ('Any' is a choice the select holds, but no type: the type is what is missing then.)
      if (FILL_MESSAGES.has(problem))
        reportProblem(problem, form.choice === 'Any' ? 'type' : undefined);
      return;
    }
    const pictures = picked.pictures.map((p) => p.file);
    const done = {
      onSuccess: () => {
        toast.success(messageText(i18n, messages.success));
        void navigate(PROPERTY_MANAGEMENT_PATH);
      },
      onError: toastApiError,
    };
    if (building)
      addBuilding.mutate({ fields: addBuildingFieldsOf(form, user._id), pictures }, done);
    else addProperty.mutate({ fields: addPropertyFieldsOf(form, user._id), pictures }, done);
  };

  const pickerSection = (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <PicturePicker
        label={t`Pictures`}
        pictures={picked.pictures}
        max={ownKind ? KIND_FACTS[ownKind].pictures.max : PICTURE_LIMITS.property.max}
        processing={picked.processing}
        onAdd={(files) => void picked.add(files)}
        onRemove={picked.remove}
      />
    </section>
  );
  const typeSelector = (
    <LabelledSelect
      label={t`Type`}
      name="type"
      required
      choices={typeChoices}
      value={form.choice}
      onChange={(event) =>
        setForm((previous) => ({
          ...previous,
          choice: event.target.value as NewPropertyChoice,
        }))
      }
    />
  );

  if (ownKind) {
    const OwnForm = ownForms[ownKind];
    return (
      <Page title={t`New property`}>
        <div className="space-y-6">
          {pickerSection}
          <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            {typeSelector}
          </section>
          {OwnForm && (
            <Suspense fallback={null}>
              <OwnForm picked={picked} />
            </Suspense>
          )}
        </div>
      </Page>
    );
  }

  return (
    <Page title={t`New property`}>
      <ListingFormFrame
        submit={{ formRef: formElement, scope, onSubmit: submit }}
        back={PROPERTY_MANAGEMENT_PATH}
        save={{ isPending: sending, error: building ? addBuilding.error : addProperty.error }}
        processing={picked.processing}
        submitLabel={building ? <Trans>Add building</Trans> : <Trans>Add property</Trans>}
      >
        {pickerSection}
        <section className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          {typeSelector}
          <>
            <PropertyFields
              values={form}
              onChange={setField}
              showRooms={hasRooms(form.choice)}
              showName={hasName(form.choice)}
              numbers={
                building ? (
                  <NumberFields rows={BUILDING_NUMBERS} values={form} onChange={setField} />
                ) : undefined
              }
            />
            {categories.length > 0 && (
              <FacilityGroups
                categories={categories}
                selected={form.facilities}
                onToggle={toggleFacility}
              />
            )}
          </>
        </section>
      </ListingFormFrame>
    </Page>
  );
}
