import type { FastifyInstance } from 'fastify';
import { apartmentContract as contract, messages } from '@rentals/shared';
import { contractRoute } from '../../http/contract';
import { addListingRoute } from '../listings/form';
import { apartmentListing } from './module';
import { apartmentRentingRoutes } from './renting-routes';
import { addApartment, listApartments } from './service';

/** Apartment buildings and their apartments (spec 2 section 7, exact paths). */
export async function apartmentRoutes(app: FastifyInstance) {
  const { deps } = app;

  // find, add, update and delete, from its descriptor
  await apartmentListing.routes(app);

  contractRoute(app, contract.listApartments, (request) => listApartments(deps, request.params.id));

  // Multipart: apartment fields, addresses (JSON array or space-separated text), facilities
  // (JSON text), apartmentBuildingId, folder, files `pictures` (1 to 10).
  addListingRoute(app, contract.addApartment, addApartment, messages.picturesMoreThan10, [
    'facilities',
  ]);

  await app.register(apartmentRentingRoutes);
}
