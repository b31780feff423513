import { useState } from 'react';
import { useParams } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  APARTMENT_TYPES,
  FACILITY_CATEGORIES,
  FURNISHING_OPTIONS,
  KITCHEN_OPTIONS,
  MIN_AREA,
  MIN_BATHROOMS,
  MIN_BEDROOMS,
  MIN_FLOOR_LEVEL,
  MIN_PRICE,
  PICTURE_LIMITS,
  type ApartmentBuilding,
} from '@rentals/shared';
import { FacilityGroups, useFacilityToggle } from '../../../shared/forms/facility-groups';
import { NumberFields, type NumberFieldRow } from '../../../shared/forms/number-field';
import { AddToListingForm } from '../../../shared/forms/add-to-listing-form';
import { usePickedPictures } from '../../../shared/forms/use-picked-pictures';
import { TextField } from '../../../shared/ui/field';
import { useAddApartment } from '../api/add-apartment';
import {
  addApartmentFieldsOf,
  addressesOf,
  apartmentProblem,
  apartmentProblemField,
  EMPTY_APARTMENT,
  type ApartmentForm,
} from './add-apartment-form';
import { OwnedBuilding } from './owned-building';
import { buildingReportPath } from '../components/building-paths';
import { LabelledSelect } from '../../../shared/forms/labelled-select';
import { formText } from './form-texts';
import { apartmentValueIn } from '../../../shared/i18n/labels';

/** /apartmentBuilding/add-apartment/{propertyId}: the owner adds a kind of apartment and its doors. */
export function AddApartmentPage() {
  const { propertyId = '' } = useParams();
  const { t } = useLingui();
  return (
    <OwnedBuilding buildingId={propertyId} title={t`Add apartment`}>
      {(building, ownerId) => (
        <AddApartmentForm key={building._id} building={building} ownerId={ownerId} />
      )}
    </OwnedBuilding>
  );
}

type NumberKey = 'area' | 'rent' | 'no_bedrooms' | 'no_bathrooms' | 'floor_level';
const NUMBERS: readonly NumberFieldRow<NumberKey>[] = [
  { key: 'area', label: msg`Area (m²)`, min: MIN_AREA },
  { key: 'rent', label: msg`Rent per month ($)`, min: MIN_PRICE },
  { key: 'no_bedrooms', label: msg`Bedrooms`, min: MIN_BEDROOMS },
  { key: 'no_bathrooms', label: msg`Bathrooms`, min: MIN_BATHROOMS },
  { key: 'floor_level', label: msg`Floor level`, min: MIN_FLOOR_LEVEL },
];

type ChoiceKey = 'apartment_type' | 'kitchen' | 'furnishing';
const CHOICES: readonly { key: ChoiceKey; label: MessageDescriptor; options: readonly string[] }[] =
  [
    { key: 'apartment_type', label: msg`Apartment type`, options: APARTMENT_TYPES },
    { key: 'kitchen', label: msg`Kitchen`, options: KITCHEN_OPTIONS },
    { key: 'furnishing', label: msg`Furnishing`, options: FURNISHING_OPTIONS },
  ];

/**
 * Pictures, the apartment's fields, its addresses (space-separated, no more than the
 * building's units) and facilities; the rules are checked in the spec's order before anything
 * is sent, and success goes to the building's report.
 */
function AddApartmentForm({ building, ownerId }: { building: ApartmentBuilding; ownerId: string }) {
  const [form, setForm] = useState<ApartmentForm>(EMPTY_APARTMENT);
  const picked = usePickedPictures();
  const add = useAddApartment();
  const back = buildingReportPath(building._id);
  const addressCount = addressesOf(form).length;
  const units = building.units;
  const { t, i18n } = useLingui();
  // A first, empty choice, then each stored value shown in the page's language.
  const choicesOf = (options: readonly string[]) => [
    { value: '', label: t`Choose…` },
    ...options.map((option) => ({ value: option, label: apartmentValueIn(i18n, option) })),
  ];

  const setField = <K extends keyof ApartmentForm>(key: K, value: ApartmentForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const toggleFacility = useFacilityToggle(setForm);

  return (
    <AddToListingForm
      title={t`Add apartment`}
      listingName={building.name}
      back={back}
      maxPictures={PICTURE_LIMITS.apartment.max}
      picked={picked}
      add={add}
      refusal={() => {
        const problem = apartmentProblem(form, picked.pictures.length, building.units);
        return problem
          ? { text: formText(i18n, problem), field: apartmentProblemField(problem) }
          : null;
      }}
      send={(pictures, callbacks) =>
        add.mutate(
          { ownerId, fields: addApartmentFieldsOf(form, building._id), pictures },
          callbacks,
        )
      }
      submitLabel={<Trans>Add apartment</Trans>}
    >
      <section className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          <NumberFields rows={NUMBERS} values={form} onChange={setField} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {CHOICES.map(({ key, label, options }) => (
            <LabelledSelect
              key={key}
              label={i18n._(label)}
              name={key}
              required
              choices={choicesOf(options)}
              value={form[key]}
              onChange={(event) => setField(key, event.target.value as ApartmentForm[ChoiceKey])}
            />
          ))}
        </div>
        <TextField
          label={t`Addresses`}
          name="addresses"
          required
          autoComplete="off"
          placeholder="A1 A2 B1"
          hint={t`Separate the door numbers with spaces · ${addressCount} of ${units} units`}
          value={form.addresses}
          onChange={(event) => setField('addresses', event.target.value)}
        />
        <FacilityGroups
          categories={FACILITY_CATEGORIES}
          selected={form.facilities}
          onToggle={toggleFacility}
        />
      </section>
    </AddToListingForm>
  );
}
