/** Where general property pictures live in storage: `properties/<sha256>.webp` and `-card`. */
export const PROPERTY_PICTURES_FOLDER = 'properties';
