import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DataOf, RouteContract } from '@rentals/shared';
import type { Deps } from '../../deps';
import { AppError } from '../../app-error';
import { badRequest } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { parseOrThrow } from '../../http/validate';
import type { UserRow } from '../users/repository';
import { userRoute } from '../users/request-user';
import type { ListingForm } from './add-form';
import type { ListingUpdate } from './edits';

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
 * A kind's add call: the signed-in owner's form (fields, `pictures` files, at most the kind's
 * number, refused with `tooManyMessage`) given to the kind's add. It takes uploads and a repeated
 * Idempotency-Key gets the first answer.
 */
export function addListingRoute<const C extends RouteContract>(
  app: FastifyInstance,
  route: C,
  add: (deps: Deps, actor: UserRow, form: ListingForm) => Promise<DataOf<C>>,
  tooManyMessage: string,
  jsonFields: readonly string[] = ADD_FIELDS,
) {
  userRoute(
    app,
    route,
    async (actor, request) =>
      add(app.deps, actor, await readListingForm(request, jsonFields, tooManyMessage)),
    { uploads: true, idempotent: true },
  );
}

/**
 * A kind's update call: multipart {<id>, folder, pictures?, updatedValues (JSON text)} or the
 * same as JSON, its fields checked by `fields`, the listing named by `idOf`.
 */
export function updateListingRoute<
  const C extends RouteContract,
  S extends z.ZodType<{ updatedValues: unknown }>,
>(
  app: FastifyInstance,
  route: C,
  fields: S,
  idOf: (body: z.output<S>) => string,
  update: (
    deps: Deps,
    actor: UserRow,
    input: ListingUpdate<z.output<S>['updatedValues']>,
  ) => Promise<DataOf<C>>,
  tooManyMessage: string,
) {
  userRoute(
    app,
    route,
    async (actor, request) => {
      const form = await readListingForm(request, ['updatedValues'], tooManyMessage);
      const body = parseOrThrow(fields, form.fields);
      const input = { id: idOf(body), values: body.updatedValues, pictures: form.pictures };
      return update(app.deps, actor, input);
    },
    { uploads: true },
  );
}

/** A kind's delete call: the signed-in owner's delete of `body.propertyId`. */
export function deleteListingRoute<
  const C extends RouteContract & { body: z.ZodType<{ propertyId: string }> },
>(
  app: FastifyInstance,
  route: C,
  remove: (deps: Deps, actor: UserRow, id: string) => Promise<DataOf<C>>,
) {
  // The constraint on C says so; TypeScript does not see it through the generic request type.
  const idOf = (body: unknown) => (body as { propertyId: string }).propertyId;
  userRoute(app, route, (actor, request) => remove(app.deps, actor, idOf(request.body)));
}
