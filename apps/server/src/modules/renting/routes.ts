import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rentingContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { AppError } from '../../app-error';
import { parseOrThrow } from '../../http/validate';
import { requireUser, userBodyRoute, userBodyRoutes, userRoute } from '../users/request-user';
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

  userBodyRoute(app, contract.requestRent, requestRent, { idempotent: true });
  userRoute(app, contract.cancelRentRequest, (actor, request) =>
    cancelRentRequest(deps, actor, request.body.propertyId),
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
  userRoute(app, contract.declineRentRequest, (actor, { body }) =>
    declineRentRequest(deps, actor, body.propertyRentingRecordId, body.propertyId),
  );
  userBodyRoutes(app, contract, { updateToRent: acceptRentRequest, unrent: vacateProperty });
  userRoute(app, contract.rentingRecords, (actor, request) =>
    rentingRecordsOf(deps, actor, request.query.propertyId),
  );
  userRoute(app, contract.rentedRecord, (actor, request) =>
    currentRentedRecord(deps, actor, request.params.propertyId),
  );
  // The user's Pending and Rented tabs.
  for (const [route, status] of [
    [contract.pendingProperties, 'pending'],
    [contract.rentedProperties, 'rented'],
  ] as const)
    userRoute(app, route, (actor, request) =>
      rentalEntriesOf(deps, actor, request.params.userId, status),
    );
}
