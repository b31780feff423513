import type { FastifyInstance } from 'fastify';
import {
  apartmentContract as contract,
  messages,
  updateApartmentBuildingFields,
} from '@rentals/shared';
import { contractRoute } from '../../http/contract';
import { currentUser } from '../users/request-user';
import { addListingRoute, deleteListingRoute, updateListingRoute } from '../listings/form';
import { apartmentRentingRoutes } from './renting-routes';
import {
  addApartment,
  addBuilding,
  deleteBuilding,
  findBuildingDetail,
  listApartments,
  updateBuilding,
} from './service';

/** Apartment buildings and their apartments (spec 2 section 7, exact paths). */
export async function apartmentRoutes(app: FastifyInstance) {
  const { deps } = app;

  // Multipart: fields as text parts (location, facilities as JSON text), files `pictures`.
  addListingRoute(app, contract.addBuilding, addBuilding, messages.only10Images);

  // Multipart {apartmentBuildingId, folder, pictures?, updatedValues (JSON text)} or JSON.
  updateListingRoute(
    app,
    contract.updateBuilding,
    updateApartmentBuildingFields,
    (body) => body.apartmentBuildingId,
    updateBuilding,
    messages.picturesMoreThan10,
  );

  contractRoute(app, contract.findBuilding, async (request) =>
    findBuildingDetail(deps, request.query.propertyId, await currentUser(request)),
  );

  deleteListingRoute(app, contract.deleteBuilding, deleteBuilding);

  contractRoute(app, contract.listApartments, (request) => listApartments(deps, request.params.id));

  // Multipart: apartment fields, addresses (JSON array or space-separated text), facilities
  // (JSON text), apartmentBuildingId, folder, files `pictures` (1 to 10).
  addListingRoute(app, contract.addApartment, addApartment, messages.picturesMoreThan10, [
    'facilities',
  ]);

  await app.register(apartmentRentingRoutes);
}
