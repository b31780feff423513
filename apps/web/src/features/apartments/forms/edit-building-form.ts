import {
  messages,
  KIND_FACTS,
  type ApartmentBuilding,
  type ApartmentBuildingUpdateValues,
} from '@rentals/shared';
import { changedValues } from '../../../shared/forms/listing-changes';
import type { BuildingFieldValues } from './building-fields';

export const buildingFormOf = (building: ApartmentBuilding): BuildingFieldValues => ({
  name: building.name,
  no_floors: String(building.no_floors),
  units: String(building.units),
  region: building.location.region,
  district: building.location.district,
  description: building.description,
});

/** A reason not to send an edit, and the field it is about (none for the pictures). */
export type EditBuildingProblem = { message: string; field?: keyof BuildingFieldValues };

const firstEmpty = (form: BuildingFieldValues, keys: readonly (keyof BuildingFieldValues)[]) =>
  keys.find((key) => !form[key].trim());

/**
 * The first reason not to send an edit: more than 10 replacement pictures ('Pictures are more
 * than 10'; the spec's message says 15 but its check is 10, and we keep 10 for both), an
 * emptied description ('Fadlan buuxi goobaha banaan!!!'), or an emptied name, floors or units
 * ('Fadlan meelaha banaan!!!'), in buildingFormProblem's order. The field named is the first
 * empty one the message is about: the other message's fields may be empty too.
 */
export function editBuildingProblem(
  form: BuildingFieldValues,
  replacementCount: number,
): EditBuildingProblem | null {
  if (replacementCount > KIND_FACTS.Apartment.pictures.max)
    return { message: messages.picturesMoreThan10 };
  const place = firstEmpty(form, ['region', 'district', 'description']);
  if (place) return { message: messages.fillEmptyPlaces, field: place };
  const field = firstEmpty(form, ['name', 'no_floors', 'units']);
  if (field) return { message: messages.apartmentFillEmpty, field };
  return null;
}

/** The values an edit compares and sends, from the form or from the stored building. */
const buildingValuesOf = (form: BuildingFieldValues) => ({
  name: form.name.trim(),
  no_floors: Number(form.no_floors),
  units: Number(form.units),
  location: { region: form.region, district: form.district },
  description: form.description.trim(),
});

/**
 * Only what the owner changed, for a form that passed editBuildingProblem. `order` is the
 * existing pictures in their new order, or null when uploads replace them all. An empty object
 * means there is nothing to send.
 */
export const buildingChanges = (
  building: ApartmentBuilding,
  form: BuildingFieldValues,
  order: readonly string[] | null,
) =>
  changedValues<ApartmentBuildingUpdateValues>(
    buildingValuesOf(buildingFormOf(building)),
    buildingValuesOf(form),
    order,
    building.pictures,
  );
