import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apartmentContract as contract,
  messages,
  updateApartmentBuildingFields,
} from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { currentUser } from '../users/request-user';
import { addListingHandler, deleteListingHandler, updateListingHandler } from '../listings/form';
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
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Multipart: fields as text parts (location, facilities as JSON text), files `pictures`.
  r.post(
    contract.addBuilding.path,
    { schema: schemaOf(contract.addBuilding), config: { uploads: true, idempotent: true } },
    addListingHandler(addBuilding, messages.only10Images),
  );

  // Multipart {apartmentBuildingId, folder, pictures?, updatedValues (JSON text)} or JSON.
  r.post(
    contract.updateBuilding.path,
    { schema: schemaOf(contract.updateBuilding), config: { uploads: true } },
    updateListingHandler(
      updateApartmentBuildingFields,
      (deps, actor, body, pictures) =>
        updateBuilding(deps, actor, {
          buildingId: body.apartmentBuildingId,
          values: body.updatedValues,
          pictures,
        }),
      messages.picturesMoreThan10,
    ),
  );

  r.get(contract.findBuilding.path, { schema: schemaOf(contract.findBuilding) }, async (request) =>
    ok(await findBuildingDetail(deps, request.query.propertyId, await currentUser(request))),
  );

  r.post(
    contract.deleteBuilding.path,
    { schema: schemaOf(contract.deleteBuilding) },
    deleteListingHandler(deleteBuilding),
  );

  r.get(
    contract.listApartments.path,
    { schema: schemaOf(contract.listApartments) },
    async (request) => ok(await listApartments(deps, request.params.id)),
  );

  // Multipart: apartment fields, addresses (JSON array or space-separated text), facilities
  // (JSON text), apartmentBuildingId, folder, files `pictures` (1 to 10).
  r.post(
    contract.addApartment.path,
    { schema: schemaOf(contract.addApartment), config: { uploads: true, idempotent: true } },
    addListingHandler(addApartment, messages.picturesMoreThan10, ['facilities']),
  );

  await app.register(apartmentRentingRoutes);
}
