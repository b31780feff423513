import type { FastifyInstance } from 'fastify';
import { apartmentContract as contract } from '@rentals/shared';
import { userBodyRoute, userBodyRoutes, userRoute } from '../users/request-user';
import { registerAboutResolver } from '../notifications/about';
import { apartmentRecordAbout } from './request-flow';
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
  registerAboutResolver(apartmentRecordAbout);

  userBodyRoute(app, contract.requestRent, requestApartmentRent, { idempotent: true });
  userRoute(app, contract.cancelRequest, (actor, request) =>
    cancelApartmentRequest(deps, actor, request.body.apartmentRentingRecordId),
  );
  userRoute(app, contract.myRequests, (actor) => myApartmentRequests(deps, actor));
  userBodyRoutes(app, contract, {
    rent: rentApartment,
    declineRent: declineApartmentRent,
    vacate: vacateApartment,
  });
  userRoute(app, contract.listRecords, (actor, request) =>
    listRecords(deps, actor, request.query.apartmentBuildingId),
  );
  userRoute(app, contract.findRecord, (actor, request) =>
    findRecord(deps, actor, request.query.apartmentRentingRecordId),
  );
}
