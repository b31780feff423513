import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  declineRentRequestBody,
  propertyIdBody,
  propertyIdQuery,
  rentBody,
  rentingRequestBody,
  unrentBody,
  userPropertiesQuery,
} from '@rentals/shared';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { requireUser } from '../auth/sessions';
import { registerInboxExtra } from '../notifications/inbox';
import { acceptRentRequest, declineRentRequest, vacateProperty } from './answer';
import {
  currentRentedRecord,
  fillRentingRecordIds,
  rentalEntriesOf,
  rentingRecordsOf,
} from './records';
import { cancelRentRequest, requestRent } from './request';

/** Renting calls of spec 1 section 7 "General properties" and the user's Pending and Rented tabs. */
export async function rentingRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerInboxExtra(fillRentingRecordIds);

  r.post(
    '/rentingProperty/renting-request/',
    { schema: { body: rentingRequestBody } },
    async (request) => ok(await requestRent(deps, await requireUser(request), request.body)),
  );

  r.post(
    '/rentingProperty/cancel-rent-request',
    { schema: { body: propertyIdBody } },
    async (request) =>
      ok(await cancelRentRequest(deps, await requireUser(request), request.body.propertyId)),
  );

  // The spec's one plain-text answer: `success`, or `error` with the failure's HTTP status.
  r.post('/rentingProperty/rent', async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    try {
      const actor = await requireUser(request);
      await acceptRentRequest(deps, actor, parseOrThrow(rentBody, request.body));
      return 'success';
    } catch (err) {
      if (!(err instanceof AppError)) request.log.error({ err }, 'rent failed');
      return reply.status(err instanceof AppError ? err.status : 500).send('error');
    }
  });

  // The inbox's Decline of a rent request (accepting is /rentingProperty/rent above).
  r.post(
    '/rentingProperty/decline-rent-request',
    { schema: { body: declineRentRequestBody } },
    async (request) =>
      ok(
        await declineRentRequest(
          deps,
          await requireUser(request),
          request.body.propertyRentingRecordId,
          request.body.propertyId,
        ),
      ),
  );

  r.post(
    '/rentingPropertyRecords/record/update-to-rent',
    { schema: { body: rentBody } },
    async (request) => ok(await acceptRentRequest(deps, await requireUser(request), request.body)),
  );

  r.post('/rentingProperty/unrent/', { schema: { body: unrentBody } }, async (request) =>
    ok(await vacateProperty(deps, await requireUser(request), request.body)),
  );

  r.get(
    '/rentingPropertyRecords/records/renting-records',
    { schema: { querystring: propertyIdQuery } },
    async (request) =>
      ok(await rentingRecordsOf(deps, await requireUser(request), request.query.propertyId)),
  );

  r.get(
    '/rentingProperty/rented-record/:propertyId',
    { schema: { params: propertyIdQuery } },
    async (request) =>
      ok(await currentRentedRecord(deps, await requireUser(request), request.params.propertyId)),
  );

  r.get(
    '/users/pendingProperties/:userId',
    { schema: { params: userPropertiesQuery } },
    async (request) =>
      ok(await rentalEntriesOf(deps, await requireUser(request), request.params.userId, 'pending')),
  );

  r.get(
    '/users/rentedProperties/:userId',
    { schema: { params: userPropertiesQuery } },
    async (request) =>
      ok(await rentalEntriesOf(deps, await requireUser(request), request.params.userId, 'rented')),
  );
}
