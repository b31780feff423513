import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  messages,
  propertyIdBody,
  updatePropertyFields,
  userPropertiesQuery,
} from '@rentals/shared';
import { ok } from '../../http/envelope';
import { parseOrThrow } from '../../http/validate';
import { requireUser } from '../auth/sessions';
import { readPropertyForm } from './pictures';
import { addProperty, deleteProperty, listOwnerProperties, updateProperty } from './service';

/** An owner's calls on general properties: add, edit, delete and the dashboard list. */
export async function propertyOwnerRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Multipart: fields as text parts (location, facilities as JSON text), files `pictures`.
  r.post('/rentingProperty/add', { config: { uploads: true } }, async (request) => {
    const actor = await requireUser(request);
    const form = await readPropertyForm(request, ['location', 'facilities'], messages.only10Images);
    return ok(await addProperty(deps, actor, form));
  });

  // Multipart {propertyId, folder, pictures?, updatedValues (JSON text)} or the same as JSON.
  r.post('/rentingProperty/update', { config: { uploads: true } }, async (request) => {
    const actor = await requireUser(request);
    const form = await readPropertyForm(request, ['updatedValues'], messages.picturesMoreThan10);
    const body = parseOrThrow(updatePropertyFields, form.fields);
    return ok(
      await updateProperty(deps, actor, {
        propertyId: body.propertyId,
        values: body.updatedValues,
        pictures: form.pictures,
      }),
    );
  });

  r.post('/rentingProperty/delete', { schema: { body: propertyIdBody } }, async (request) => {
    const actor = await requireUser(request);
    return ok(await deleteProperty(deps, actor, request.body.propertyId));
  });

  r.get('/users/properties', { schema: { querystring: userPropertiesQuery } }, async (request) => {
    const actor = await requireUser(request);
    return ok(await listOwnerProperties(deps, actor, request.query.userId));
  });
}
