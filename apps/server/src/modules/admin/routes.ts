import type { FastifyInstance } from 'fastify';
import { adminContract as contract } from '@rentals/shared';
import { contractRoute, pagedRoute } from '../../http/contract';
import { requireAdmin } from './policy';
import {
  approveVerification,
  completeVacate,
  declineVerification,
  listPropertyRequests,
  listReports,
  listVacateRequests,
  listVerificationRequests,
} from './service';
import { smsStats } from './sms';

/**
 * The admin console's calls: admins only (401 for visitors, 403 for other users), checked for
 * the whole plugin before a body is even read.
 */
export async function adminRoutes(app: FastifyInstance) {
  const { deps } = app;
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });

  pagedRoute(app, contract.verificationRequests, (_, page) => listVerificationRequests(deps, page));
  contractRoute(app, contract.approveVerification, (request) =>
    approveVerification(deps, request.body.notificationId),
  );
  contractRoute(app, contract.declineVerification, (request) =>
    declineVerification(deps, request.body.notificationId),
  );
  pagedRoute(app, contract.vacateRequests, (_, page) => listVacateRequests(deps, page));
  contractRoute(app, contract.completeVacate, (request) =>
    completeVacate(deps, request.body.notificationId),
  );
  pagedRoute(app, contract.reports, (_, page) => listReports(deps, page));
  pagedRoute(app, contract.propertyRequests, (_, page) => listPropertyRequests(deps, page));
  contractRoute(app, contract.smsStats, () => smsStats(deps));
}
