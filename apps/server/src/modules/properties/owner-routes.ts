import type { FastifyInstance } from 'fastify';
import { messages, propertyContract as contract } from '@rentals/shared';
import { userRoute } from '../users/request-user';
import { addListingRoute, deleteListingRoute, updateListingRoute } from '../listings/form';
import { addProperty, deleteProperty, listOwnerProperties, updateProperty } from './service';

/** An owner's calls on general properties: add, edit, delete and the dashboard list. */
export async function propertyOwnerRoutes(app: FastifyInstance) {
  const { deps } = app;

  // Multipart: fields as text parts (location, facilities as JSON text), files `pictures`.
  addListingRoute(app, contract.addProperty, addProperty, messages.only10Images);

  // Multipart {propertyId, folder, pictures?, updatedValues (JSON text)} or the same as JSON.
  updateListingRoute(
    app,
    contract.updateProperty,
    contract.updateProperty.multipart.fields,
    (body) => body.propertyId,
    updateProperty,
    messages.picturesMoreThan10,
  );

  deleteListingRoute(app, contract.deleteProperty, deleteProperty);

  userRoute(app, contract.ownerProperties, (actor, request) =>
    listOwnerProperties(deps, actor, request.query.userId),
  );
}
