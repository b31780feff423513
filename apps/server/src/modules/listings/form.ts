import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { ok } from '../../http/envelope';
import { AppError, badRequest } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { parseOrThrow } from '../../http/validate';
import type { UploadedPicture } from '../../media/listing-pictures';
import type { UserRow } from '../users/repository';
import { requireUser } from '../users/request-user';
import type { ListingForm } from './add-form';

const PICTURES_FIELD = 'pictures';

/**
 * The fields and picture files of an add or update call: multipart (files as repeated
 * `pictures` parts, structured fields as JSON text) or the same fields as a JSON body without
 * files. Upload limits surface with the form's own words.
 */
export async function readListingForm(
  request: FastifyRequest,
  jsonFields: readonly string[],
  tooManyMessage: string,
): Promise<ListingForm> {
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

/** The structured fields of an add call of a listing (sent as JSON text in a multipart form). */
const ADD_FIELDS = ['location', 'facilities'];

/**
 * The handler of a kind's add call: the signed-in owner's form (fields, `pictures` files, at
 * most the kind's number, refused with `tooManyMessage`) given to the kind's add.
 */
export const addListingHandler =
  <T>(
    add: (deps: Deps, actor: UserRow, form: ListingForm) => Promise<T>,
    tooManyMessage: string,
    jsonFields: readonly string[] = ADD_FIELDS,
  ) =>
  async (request: FastifyRequest) => {
    const actor = await requireUser(request);
    const form = await readListingForm(request, jsonFields, tooManyMessage);
    return ok(await add(request.server.deps, actor, form));
  };

/**
 * The handler of a kind's update call: multipart {<id>, folder, pictures?, updatedValues (JSON
 * text)} or the same as JSON, its fields checked by `fields` and given to the kind's update.
 */
export const updateListingHandler =
  <S extends z.ZodType, T>(
    fields: S,
    update: (
      deps: Deps,
      actor: UserRow,
      body: z.output<S>,
      pictures: UploadedPicture[],
    ) => Promise<T>,
    tooManyMessage: string,
  ) =>
  async (request: FastifyRequest) => {
    const actor = await requireUser(request);
    const form = await readListingForm(request, ['updatedValues'], tooManyMessage);
    const body = parseOrThrow(fields, form.fields);
    return ok(await update(request.server.deps, actor, body, form.pictures));
  };

/** The handler of a kind's delete call: the signed-in owner's delete of `body.propertyId`. */
export const deleteListingHandler =
  <T>(remove: (deps: Deps, actor: UserRow, id: string) => Promise<T>) =>
  async (request: FastifyRequest<{ Body: { propertyId: string } }>) =>
    ok(await remove(request.server.deps, await requireUser(request), request.body.propertyId));
