import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apartmentBuildingIdQuery,
  apartmentRentBody,
  apartmentRentingRecordQuery,
  cancelApartmentRequestBody,
  requestApartmentRentBody,
  vacateApartmentBody,
} from '@rentals/shared';
import { ok } from '../../http/envelope';
import { requireUser } from '../auth/sessions';
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
    '/apartments/request-apartment-rent',
    { schema: { body: requestApartmentRentBody } },
    async (request) =>
      ok(await requestApartmentRent(deps, await requireUser(request), request.body)),
  );

  r.post(
    '/apartments/cancel-apartment-request',
    { schema: { body: cancelApartmentRequestBody } },
    async (request) =>
      ok(
        await cancelApartmentRequest(
          deps,
          await requireUser(request),
          request.body.apartmentRentingRecordId,
        ),
      ),
  );

  r.get('/apartments/my-requests', async (request) =>
    ok(await myApartmentRequests(deps, await requireUser(request))),
  );

  r.post('/apartments/rent', { schema: { body: apartmentRentBody } }, async (request) =>
    ok(await rentApartment(deps, await requireUser(request), request.body)),
  );

  r.post(
    '/apartments/decline-apartment-rent',
    { schema: { body: apartmentRentBody } },
    async (request) =>
      ok(await declineApartmentRent(deps, await requireUser(request), request.body)),
  );

  r.post('/apartments/vacate', { schema: { body: vacateApartmentBody } }, async (request) =>
    ok(await vacateApartment(deps, await requireUser(request), request.body)),
  );

  r.get(
    '/apartment-renting-record/find',
    { schema: { querystring: apartmentBuildingIdQuery } },
    async (request) =>
      ok(await listRecords(deps, await requireUser(request), request.query.apartmentBuildingId)),
  );

  r.get(
    '/apartment-renting-record/find/record',
    { schema: { querystring: apartmentRentingRecordQuery } },
    async (request) =>
      ok(
        await findRecord(deps, await requireUser(request), request.query.apartmentRentingRecordId),
      ),
  );
}
