import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages, propertyContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { requireUser } from '../users/request-user';
import { addListingHandler, deleteListingHandler, updateListingHandler } from '../listings/form';
import { addProperty, deleteProperty, listOwnerProperties, updateProperty } from './service';

/** An owner's calls on general properties: add, edit, delete and the dashboard list. */
export async function propertyOwnerRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Multipart: fields as text parts (location, facilities as JSON text), files `pictures`.
  r.post(
    contract.addProperty.path,
    { schema: schemaOf(contract.addProperty), config: { uploads: true, idempotent: true } },
    addListingHandler(addProperty, messages.only10Images),
  );

  // Multipart {propertyId, folder, pictures?, updatedValues (JSON text)} or the same as JSON.
  r.post(
    contract.updateProperty.path,
    { schema: schemaOf(contract.updateProperty), config: { uploads: true } },
    updateListingHandler(
      contract.updateProperty.multipart.fields,
      (deps, actor, body, pictures) =>
        updateProperty(deps, actor, {
          propertyId: body.propertyId,
          values: body.updatedValues,
          pictures,
        }),
      messages.picturesMoreThan10,
    ),
  );

  r.post(
    contract.deleteProperty.path,
    { schema: schemaOf(contract.deleteProperty) },
    deleteListingHandler(deleteProperty),
  );

  r.get(
    contract.ownerProperties.path,
    { schema: schemaOf(contract.ownerProperties) },
    async (request) => {
      const actor = await requireUser(request);
      return ok(await listOwnerProperties(deps, actor, request.query.userId));
    },
  );
}
