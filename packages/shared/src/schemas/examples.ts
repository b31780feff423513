/**
 * The ids the OpenAPI examples of the listing forms name (the owner adding one, the listing an
 * edit is of), the demo data's first owner and property. One pair for every kind, so a test can
 * aim an example at its own marketplace by swapping these two values.
 */
export const EXAMPLE_OWNER_ID = 'a1acd8a6-22ac-438c-b7d0-af3d0c3153b5';
export const EXAMPLE_LISTING_ID = 'f9203e73-7e88-44fd-bc11-4cb27e9300f9';
