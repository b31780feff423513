import type { FastifyInstance } from 'fastify';
import { ownerStatsContract as contract } from '@rentals/shared';
import { userRoute } from '../users/request-user';
import { listingStats, ownerOverview } from './service';

/** The owner's charts (issue 36): a listing's, and the overview of all the owner's listings. */
export async function ownerStatsRoutes(app: FastifyInstance) {
  const { deps } = app;
  userRoute(app, contract.listingStats, (actor, request) =>
    listingStats(deps, actor, request.params.propertyId, { days: request.query.days }),
  );
  userRoute(app, contract.overview, (actor, request) =>
    ownerOverview(deps, actor, { days: request.query.days }),
  );
}
