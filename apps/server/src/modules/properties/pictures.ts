import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import type { UploadedPicture } from '../../media/listing-pictures';

/** Where general property pictures live in storage: `properties/<sha256>.webp` and `-card`. */
export const PROPERTY_PICTURES_FOLDER = 'properties';
const PICTURES_FIELD = 'pictures';

export type PropertyForm = { fields: Record<string, unknown>; pictures: UploadedPicture[] };

/**
 * The fields and picture files of an add or update call: multipart (files as repeated
 * `pictures` parts, structured fields as JSON text) or the same fields as a JSON body without
 * files. Upload limits surface with the form's own words.
 */
export async function readPropertyForm(
  request: FastifyRequest,
  jsonFields: readonly string[],
  tooManyMessage: string,
): Promise<PropertyForm> {
  if (!request.isMultipart()) {
    const body = request.body;
    const fields =
      body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {};
    return { fields, pictures: [] };
  }
  let form;
  try {
    form = await readMultipart(request, jsonFields);
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw badRequest(tooManyMessage);
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'pictures: a picture is larger than 10 MB', 'payload_too_large');
    throw err;
  }
  const stray = form.files.find((f) => f.field !== PICTURES_FIELD);
  if (stray) throw badRequest(`${stray.field}: files are only taken as pictures`);
  return {
    fields: form.fields,
    pictures: form.files,
  };
}
