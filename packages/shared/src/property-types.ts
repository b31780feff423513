/** Property types as stored on a renting property (spec 1 section 3, spellings kept). */
export const PROPERTY_TYPES = [
  'House',
  'Apartment',
  'office',
  'Land',
  'business',
  'Retail Space',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/**
 * The general types the general form lists (Apartment buildings have their own call). Here,
 * not with the form's schemas, so the kinds' facts read it without bringing zod to the page.
 */
export const GENERAL_PROPERTY_TYPES = PROPERTY_TYPES.filter((t) => t !== 'Apartment');

/** A renting property's upload folder kind (spec 2 section 7: user id, kind and a random token). */
export const PROPERTY_FOLDER_KIND = 'property';
