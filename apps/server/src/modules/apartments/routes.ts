import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apartmentContract as contract,
  messages,
  updateApartmentBuildingFields,
} from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { parseOrThrow } from '../../http/validate';
import { currentUser, requireUser } from '../users/request-user';
import { readPropertyForm } from '../properties/pictures';
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
    async (request) => {
      const actor = await requireUser(request);
      const form = await readPropertyForm(
        request,
        ['location', 'facilities'],
        messages.only10Images,
      );
      return ok(await addBuilding(deps, actor, form));
    },
  );

  // Multipart {apartmentBuildingId, folder, pictures?, updatedValues (JSON text)} or JSON.
  r.post(
    contract.updateBuilding.path,
    { schema: schemaOf(contract.updateBuilding), config: { uploads: true } },
    async (request) => {
      const actor = await requireUser(request);
      const form = await readPropertyForm(request, ['updatedValues'], messages.picturesMoreThan10);
      const body = parseOrThrow(updateApartmentBuildingFields, form.fields);
      return ok(
        await updateBuilding(deps, actor, {
          buildingId: body.apartmentBuildingId,
          values: body.updatedValues,
          pictures: form.pictures,
        }),
      );
    },
  );

  r.get(contract.findBuilding.path, { schema: schemaOf(contract.findBuilding) }, async (request) =>
    ok(await findBuildingDetail(deps, request.query.propertyId, await currentUser(request))),
  );

  r.post(
    contract.deleteBuilding.path,
    { schema: schemaOf(contract.deleteBuilding) },
    async (request) => {
      const actor = await requireUser(request);
      return ok(await deleteBuilding(deps, actor, request.body.propertyId));
    },
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
    async (request) => {
      const actor = await requireUser(request);
      const form = await readPropertyForm(request, ['facilities'], messages.picturesMoreThan10);
      return ok(await addApartment(deps, actor, form));
    },
  );

  await app.register(apartmentRentingRoutes);
}
