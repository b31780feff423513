import {
  messages,
  NAMED_PROPERTY_TYPES,
  KIND_FACTS,
  type PropertyUpdateValues,
  type RentingProperty,
} from '@rentals/shared';
import { locationChange, pictureOrderChange } from '../../../shared/forms/listing-changes';
import type { PropertyFieldValues } from './property-fields';

const text = (value: number | null) => (value === null ? '' : String(value));

export const editFormOf = (property: RentingProperty): PropertyFieldValues => ({
  rooms: text(property.rooms),
  price: text(property.price),
  area: text(property.area),
  region: property.location.region,
  district: property.location.district,
  description: property.description,
  name: property.name,
});

export const editHasRooms = (property: RentingProperty) => property.type !== 'Land';
export const editHasName = (property: RentingProperty) =>
  NAMED_PROPERTY_TYPES.includes(property.type);

/** A reason not to send an edit, and the field it is about (none for the pictures). */
export type EditProblem = { message: string; field?: 'price' | 'area' | 'description' };

/**
 * The first reason not to send an edit: more than 10 replacement pictures ('Pictures are more
 * than 10'), or a required field (price, area, description) that was emptied, named.
 */
export function editProblem(
  property: RentingProperty,
  form: PropertyFieldValues,
  replacementCount: number,
): EditProblem | null {
  if (replacementCount > KIND_FACTS.Property.pictures.max)
    return { message: messages.picturesMoreThan10 };
  const emptied =
    !form.price && property.price !== null
      ? 'price'
      : !form.area && property.area !== null
        ? 'area'
        : !form.description.trim()
          ? 'description'
          : null;
  return emptied ? { message: messages.fillEmptyPlaces, field: emptied } : null;
}

/**
 * Only what the owner changed. `order` is the existing pictures in their new order, or null
 * when new pictures replace them all (then the order of the old ones does not matter).
 * An empty object means there is nothing to send.
 */
export function propertyChanges(
  property: RentingProperty,
  form: PropertyFieldValues,
  order: readonly string[] | null,
): PropertyUpdateValues {
  const changes: PropertyUpdateValues = {};
  const number = (value: string) => (value === '' ? null : Number(value));
  if (editHasRooms(property) && form.rooms && number(form.rooms) !== property.rooms) {
    changes.rooms = Number(form.rooms);
  }
  if (form.price && number(form.price) !== property.price) changes.price = Number(form.price);
  if (form.area && number(form.area) !== property.area) changes.area = Number(form.area);
  Object.assign(changes, locationChange(form, property.location));
  const description = form.description.trim();
  if (description && description !== property.description) changes.description = description;
  const name = form.name.trim();
  if (editHasName(property) && name !== property.name.trim()) changes.name = name;
  return Object.assign(changes, pictureOrderChange(order, property.pictures));
}
