import {
  apartmentFormProblem,
  chosenFacilities,
  messages,
  parseApartmentAddresses,
  TOO_MANY_ADDRESSES_MESSAGE,
  type AddApartmentFields,
  type ApartmentType,
  type FacilitySelection,
  type FurnishingOption,
  type KitchenOption,
} from '@rentals/shared';

export type ApartmentForm = {
  area: string;
  rent: string;
  apartment_type: ApartmentType | '';
  kitchen: KitchenOption | '';
  furnishing: FurnishingOption | '';
  no_bedrooms: string;
  no_bathrooms: string;
  floor_level: string;
  /** the addresses (doors) of this kind of apartment, space-separated as typed */
  addresses: string;
  facilities: FacilitySelection;
};

export const EMPTY_APARTMENT: ApartmentForm = {
  area: '',
  rent: '',
  apartment_type: '',
  kitchen: '',
  furnishing: '',
  no_bedrooms: '',
  no_bathrooms: '',
  floor_level: '',
  addresses: '',
  facilities: {},
};

export const addressesOf = (form: ApartmentForm) => parseApartmentAddresses(form.addresses);

/**
 * The first broken rule of "Add apartment" (spec 2 section 5), as its message; null when the
 * form may be sent: 1 to 10 pictures, six facilities, the required fields with their minimums
 * and an address ('Fadlan buuxi meelaha banaan!!!'), then no more addresses than the
 * building's units (the Somali warning). The rule lives in shared, where the server checks it.
 */
export const apartmentProblem = (form: ApartmentForm, pictureCount: number, units: number) =>
  apartmentFormProblem({ ...form }, pictureCount, units);

/**
 * Where apartmentProblem's message is said: an empty field beside the first (undefined), more
 * doors than units beside the addresses; a missing picture or facility has no one field (null).
 */
export function apartmentProblemField(problem: string): 'addresses' | undefined | null {
  if (problem === messages.fillEmptyFields) return undefined;
  if (problem === TOO_MANY_ADDRESSES_MESSAGE) return 'addresses';
  return null;
}

/** The fields of POST /apartments/add for a form that passed apartmentProblem. */
export function addApartmentFieldsOf(
  form: ApartmentForm,
  apartmentBuildingId: string,
): Omit<AddApartmentFields, 'folder'> {
  const { apartment_type, kitchen, furnishing } = form;
  if (!apartment_type || !kitchen || !furnishing) throw new Error('the form is not complete');
  return {
    apartmentBuildingId,
    area: Number(form.area),
    rent: Number(form.rent),
    no_bedrooms: Number(form.no_bedrooms),
    no_bathrooms: Number(form.no_bathrooms),
    floor_level: Number(form.floor_level),
    apartment_type,
    kitchen,
    furnishing,
    facilities: chosenFacilities(form.facilities),
    addresses: addressesOf(form),
  };
}
