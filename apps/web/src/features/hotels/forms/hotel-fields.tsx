import { memo, useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  chosenFacilities,
  KIND_FACTS,
  type FacilityCategory,
  type FacilitySelection,
} from '@rentals/shared';
import { FacilityGroups, toggledFacility } from '../../../shared/forms/facility-groups';
import { DescriptionField, LocationFields, NameField } from '../../../shared/forms/location-fields';
import { TextField } from '../../../shared/ui/field';

export type HotelFieldValues = {
  name: string;
  contact: string;
  region: string;
  district: string;
  description: string;
  facilities: FacilitySelection;
};

type HotelFieldsProps = {
  values: HotelFieldValues;
  onChange: <K extends keyof HotelFieldValues>(key: K, value: HotelFieldValues[K]) => void;
};

/** A hotel's own fields: name, contact, region, district, description and facilities. */
export const HotelFields = memo(function HotelFields({ values, onChange }: HotelFieldsProps) {
  const { facilities } = values;
  const { t } = useLingui();
  const toggle = useCallback(
    (category: FacilityCategory, name: string) =>
      onChange('facilities', toggledFacility(facilities, category, name)),
    [facilities, onChange],
  );
  return (
    <div className="space-y-5">
      <NameField value={values.name} onChange={(name) => onChange('name', name)} />
      <TextField
        label={t`Contact`}
        name="contact"
        required
        type="tel"
        autoComplete="tel"
        placeholder="+252 61 …"
        value={values.contact}
        maxLength={60}
        onChange={(event) => onChange('contact', event.target.value)}
      />
      <LocationFields values={values} onChange={onChange} />
      <DescriptionField
        value={values.description}
        onChange={(value) => onChange('description', value)}
      />
      <FacilityGroups
        categories={KIND_FACTS.Hotel.facilityCategories}
        selected={facilities}
        onToggle={toggle}
      />
    </div>
  );
});

/** The values hotelFormProblem (shared) checks, from the form's fields. */
export const hotelRuleValues = (values: HotelFieldValues) => ({
  name: values.name,
  contact: values.contact,
  location: { region: values.region, district: values.district },
  description: values.description,
  facilities: values.facilities,
});

const facilityKey = (facilities: FacilitySelection) =>
  JSON.stringify(
    Object.entries(chosenFacilities(facilities))
      .map(([category, names]) => [category, [...(names ?? [])].sort()])
      .sort(),
  );

/** Whether two selections tick the same facilities, whatever their order. */
export const sameFacilities = (a: FacilitySelection, b: FacilitySelection) =>
  facilityKey(a) === facilityKey(b);

/** An edit's facilities when the form ticks others than the stored ones, else nothing. */
export const facilitiesChange = (form: FacilitySelection, stored: FacilitySelection) =>
  sameFacilities(form, stored) ? {} : { facilities: chosenFacilities(form) };
