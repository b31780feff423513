import { randomToken } from '../lib/random-token';

/**
 * A multipart body as the server reads it (DESIGN section 4): every field a text part,
 * structured fields as JSON text, each file a repeated `pictures` part. Undefined fields are
 * left out.
 */
export function multipartOf(fields: Record<string, unknown>, pictures: readonly File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const picture of pictures) form.append('pictures', picture);
  return form;
}

/**
 * An upload's folder, `{owner}/{kind}/{random token}` (spec 2 section 7): a new one for every
 * write, so two uploads of one owner never share their files.
 */
export const uploadFolder = (ownerId: string, kind: string) =>
  `${ownerId}/${kind}/${randomToken()}`;

/** A listing's add or update body: its fields in a new upload folder, and the pictures. */
export const listingUpload = (
  ownerId: string,
  kind: string,
  fields: Record<string, unknown>,
  pictures: readonly File[],
) => multipartOf({ ...fields, folder: uploadFolder(ownerId, kind) }, pictures);
