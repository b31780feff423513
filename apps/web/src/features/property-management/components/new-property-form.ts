import {
  KIND_FACTS,
  LISTING_KINDS,
  buildingFormProblem,
  DEFAULT_DISTRICT,
  DEFAULT_REGION,
  facilitiesFor,
  NAMED_PROPERTY_TYPES,
  propertyFormProblem,
  type AddApartmentBuildingFields,
  type AddPropertyFields,
  type District,
  type FacilityCategory,
  type FacilitySelection,
  type KindFacts,
  type ListingKind,
  type PropertyType,
  type Region,
} from '@rentals/shared';
import type { NEW_PROPERTY_CHOICES } from '@rentals/shared';

export type NewPropertyChoice = (typeof NEW_PROPERTY_CHOICES)[number];

/** The choices the general form handles, and the type each is stored as ('office', spelt so). */
const GENERAL_TYPES: Partial<Record<NewPropertyChoice, PropertyType>> = {
  House: 'House',
  Office: 'office',
  Land: 'Land',
  'Retail Space': 'Retail Space',
};

export type NewPropertyForm = {
  choice: NewPropertyChoice;
  rooms: string;
  price: string;
  area: string;
  region: Region | '';
  district: District | '';
  description: string;
  name: string;
  /** the Apartment choice only: floors and units of the building */
  no_floors: string;
  units: string;
  facilities: FacilitySelection;
};

export const EMPTY_NEW_PROPERTY: NewPropertyForm = {
  choice: 'Any',
  rooms: '',
  price: '',
  area: '',
  region: DEFAULT_REGION,
  district: DEFAULT_DISTRICT,
  description: '',
  name: '',
  no_floors: '',
  units: '',
  facilities: {},
};

/** The stored type of a choice; undefined for 'Any' (nothing chosen) and the other kinds. */
export const propertyTypeOf = (choice: NewPropertyChoice): PropertyType | undefined =>
  GENERAL_TYPES[choice];

/** The kind whose own form a choice opens (its facts' `newChoice`); undefined for the general form's. */
export const ownKindOf = (choice: NewPropertyChoice): ListingKind | undefined =>
  LISTING_KINDS.find((kind) => (KIND_FACTS[kind] as KindFacts).newChoice === choice);

/** Land has no rooms and no facilities; it keeps price and area, what a plot is rented by. */
export const hasRooms = (choice: NewPropertyChoice) => choice !== 'Land';
export const facilityCategoriesOf = (choice: NewPropertyChoice): readonly FacilityCategory[] =>
  facilitiesFor(choice);
export const hasName = (choice: NewPropertyChoice) => NAMED_PROPERTY_TYPES.includes(choice);
/**
 * Apartment is a building (POST /apartmentBuilding/add): name, floors and units instead of
 * rooms, price and area, and only the seven apartment facility categories.
 */
export const isBuilding = (choice: NewPropertyChoice) => choice === 'Apartment';

/** The selection limited to what the chosen type offers (a switch to Land drops them all). */
export function facilitiesOfChoice(form: NewPropertyForm): FacilitySelection {
  const offered = facilityCategoriesOf(form.choice);
  const kept: FacilitySelection = {};
  for (const category of offered) {
    const names = form.facilities[category];
    if (names?.length) kept[category] = names;
  }
  return kept;
}

/**
 * The first broken rule of spec 1 section 5, in its order, as the message to show; null when
 * the form may be sent: type, area, region, district and description; then 1 to 10 pictures;
 * then six facilities (not for Land); then the price. The Apartment choice follows
 * buildingFormProblem instead (name, floors and units: 'Fadlan meelaha banaan!!!'). The rules
 * live in shared, where the server checks the same.
 */
export function newPropertyProblem(form: NewPropertyForm, pictureCount: number): string | null {
  if (isBuilding(form.choice)) {
    return buildingFormProblem(
      {
        name: form.name,
        no_floors: form.no_floors,
        units: form.units,
        location: { region: form.region, district: form.district },
        description: form.description,
        facilities: facilitiesOfChoice(form),
      },
      pictureCount,
    );
  }
  return propertyFormProblem(
    {
      type: propertyTypeOf(form.choice),
      area: form.area,
      location: { region: form.region, district: form.district },
      description: form.description,
      facilities: facilitiesOfChoice(form),
      price: form.price,
    },
    pictureCount,
  );
}

/** The fields of POST /rentingProperty/add for a form that passed newPropertyProblem. */
export function addPropertyFieldsOf(
  form: NewPropertyForm,
  owner: string,
): Omit<AddPropertyFields, 'folder'> {
  const type = propertyTypeOf(form.choice);
  if (!type || !form.region || !form.district) throw new Error('the form is not complete');
  const name = form.name.trim();
  return {
    owner,
    type,
    rooms: hasRooms(form.choice) && form.rooms ? Number(form.rooms) : undefined,
    price: Number(form.price),
    area: Number(form.area),
    location: { region: form.region, district: form.district },
    facilities: facilitiesOfChoice(form),
    description: form.description.trim(),
    name: hasName(form.choice) && name ? name : undefined,
  };
}

/** The fields of POST /apartmentBuilding/add for an Apartment form that passed newPropertyProblem. */
export function addBuildingFieldsOf(
  form: NewPropertyForm,
  owner: string,
): Omit<AddApartmentBuildingFields, 'folder'> {
  if (!isBuilding(form.choice) || !form.region || !form.district) {
    throw new Error('the form is not complete');
  }
  return {
    owner,
    type: 'Apartment',
    name: form.name.trim(),
    no_floors: Number(form.no_floors),
    units: Number(form.units),
    location: { region: form.region, district: form.district },
    facilities: facilitiesOfChoice(form),
    description: form.description.trim(),
  };
}
