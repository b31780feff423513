import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { pageRequest } from '../../http/cursor';
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

/**
 * The admin console's calls: admins only (401 for visitors, 403 for other users), checked for
 * the whole plugin before a body is even read.
 */
export async function adminRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });
  r.get(
    contract.verificationRequests.path,
    { schema: schemaOf(contract.verificationRequests) },
    async (request) => {
      const page = await listVerificationRequests(deps, pageRequest(request.query));
      return ok(page.items, { next: page.next });
    },
  );

  r.post(
    contract.approveVerification.path,
    { schema: schemaOf(contract.approveVerification) },
    async (request) => ok(await approveVerification(deps, request.body.notificationId)),
  );

  r.post(
    contract.declineVerification.path,
    { schema: schemaOf(contract.declineVerification) },
    async (request) => ok(await declineVerification(deps, request.body.notificationId)),
  );

  r.get(
    contract.vacateRequests.path,
    { schema: schemaOf(contract.vacateRequests) },
    async (request) => {
      const page = await listVacateRequests(deps, pageRequest(request.query));
      return ok(page.items, { next: page.next });
    },
  );

  r.post(
    contract.completeVacate.path,
    { schema: schemaOf(contract.completeVacate) },
    async (request) => ok(await completeVacate(deps, request.body.notificationId)),
  );

  r.get(contract.reports.path, { schema: schemaOf(contract.reports) }, async (request) => {
    const page = await listReports(deps, pageRequest(request.query));
    return ok(page.items, { next: page.next });
  });

  r.get(
    contract.propertyRequests.path,
    { schema: schemaOf(contract.propertyRequests) },
    async (request) => {
      const page = await listPropertyRequests(deps, pageRequest(request.query));
      return ok(page.items, { next: page.next });
    },
  );
}
