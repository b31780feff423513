import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apartmentContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { requireUser } from '../users/request-user';
import { registerApartmentAbout } from './about';
import { cancelApartmentRequest, myApartmentRequests } from './renter';
import {
  declineApartmentRent,
  findRecord,
  listRecords,
  rentApartment,
  requestApartmentRent,
  vacateApartment,
} from './renting';

/**
 * Renting apartments and the records of a building (spec 2 section 7), and the renter's own
 * requests (issue 16: My account lists and cancels them).
 */
export async function apartmentRentingRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerApartmentAbout();

  r.post(
    contract.requestRent.path,
    { schema: schemaOf(contract.requestRent), config: { idempotent: true } },
    async (request) =>
      ok(await requestApartmentRent(deps, await requireUser(request), request.body)),
  );

  r.post(
    contract.cancelRequest.path,
    { schema: schemaOf(contract.cancelRequest) },
    async (request) =>
      ok(
        await cancelApartmentRequest(
          deps,
          await requireUser(request),
          request.body.apartmentRentingRecordId,
        ),
      ),
  );

  r.get(contract.myRequests.path, { schema: schemaOf(contract.myRequests) }, async (request) =>
    ok(await myApartmentRequests(deps, await requireUser(request))),
  );

  r.post(contract.rent.path, { schema: schemaOf(contract.rent) }, async (request) =>
    ok(await rentApartment(deps, await requireUser(request), request.body)),
  );

  r.post(contract.declineRent.path, { schema: schemaOf(contract.declineRent) }, async (request) =>
    ok(await declineApartmentRent(deps, await requireUser(request), request.body)),
  );

  r.post(contract.vacate.path, { schema: schemaOf(contract.vacate) }, async (request) =>
    ok(await vacateApartment(deps, await requireUser(request), request.body)),
  );

  r.get(contract.listRecords.path, { schema: schemaOf(contract.listRecords) }, async (request) =>
    ok(await listRecords(deps, await requireUser(request), request.query.apartmentBuildingId)),
  );

  r.get(contract.findRecord.path, { schema: schemaOf(contract.findRecord) }, async (request) =>
    ok(await findRecord(deps, await requireUser(request), request.query.apartmentRentingRecordId)),
  );
}
