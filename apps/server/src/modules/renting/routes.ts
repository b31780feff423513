import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rentingContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { requireUser } from '../users/request-user';
import { registerInboxExtra } from '../notifications/inbox';
import { acceptRentRequest, declineRentRequest, vacateProperty } from './answer';
import {
  currentRentedRecord,
  fillRentingRecordIds,
  rentalEntriesOf,
  rentingRecordsOf,
} from './records';
import { cancelRentRequest, requestRent } from './request';

/**
 * POST /rentingProperty/rent without its body schema: a body that does not match answers the
 * plain-text `error` (400) like any other failure, so the handler parses it.
 */
function rentSchema() {
  const { body: _body, ...schema } = schemaOf(contract.rent);
  return schema;
}

/** Renting calls of spec 1 section 7 "General properties" and the user's Pending and Rented tabs. */
export async function rentingRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerInboxExtra(fillRentingRecordIds);

  r.post(
    contract.requestRent.path,
    { schema: schemaOf(contract.requestRent), config: { idempotent: true } },
    async (request) => ok(await requestRent(deps, await requireUser(request), request.body)),
  );

  r.post(
    contract.cancelRentRequest.path,
    { schema: schemaOf(contract.cancelRentRequest) },
    async (request) =>
      ok(await cancelRentRequest(deps, await requireUser(request), request.body.propertyId)),
  );

  // The spec's one plain-text answer: `success`, or `error` with the failure's HTTP status.
  r.post(contract.rent.path, { schema: rentSchema() }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    try {
      const actor = await requireUser(request);
      await acceptRentRequest(deps, actor, parseOrThrow(contract.rent.body, request.body));
      return 'success';
    } catch (err) {
      if (!(err instanceof AppError)) request.log.error({ err }, 'rent failed');
      return reply.status(err instanceof AppError ? err.status : 500).send('error');
    }
  });

  // The inbox's Decline of a rent request (accepting is /rentingProperty/rent above).
  r.post(
    contract.declineRentRequest.path,
    { schema: schemaOf(contract.declineRentRequest) },
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

  r.post(contract.updateToRent.path, { schema: schemaOf(contract.updateToRent) }, async (request) =>
    ok(await acceptRentRequest(deps, await requireUser(request), request.body)),
  );

  r.post(contract.unrent.path, { schema: schemaOf(contract.unrent) }, async (request) =>
    ok(await vacateProperty(deps, await requireUser(request), request.body)),
  );

  r.get(
    contract.rentingRecords.path,
    { schema: schemaOf(contract.rentingRecords) },
    async (request) =>
      ok(await rentingRecordsOf(deps, await requireUser(request), request.query.propertyId)),
  );

  r.get(contract.rentedRecord.path, { schema: schemaOf(contract.rentedRecord) }, async (request) =>
    ok(await currentRentedRecord(deps, await requireUser(request), request.params.propertyId)),
  );

  r.get(
    contract.pendingProperties.path,
    { schema: schemaOf(contract.pendingProperties) },
    async (request) =>
      ok(await rentalEntriesOf(deps, await requireUser(request), request.params.userId, 'pending')),
  );

  r.get(
    contract.rentedProperties.path,
    { schema: schemaOf(contract.rentedProperties) },
    async (request) =>
      ok(await rentalEntriesOf(deps, await requireUser(request), request.params.userId, 'rented')),
  );
}
