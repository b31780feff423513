import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationIdBody, pageQuery } from '@rentals/shared';
import { ok } from '../../http/envelope';
import { pageRequest } from '../listings/cursor';
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
  const paged = { schema: { querystring: pageQuery } };
  const answer = { schema: { body: notificationIdBody } };

  r.get('/admin/verification-requests', paged, async (request) => {
    const page = await listVerificationRequests(deps, pageRequest(request.query));
    return ok(page.items, { next: page.next });
  });

  r.post('/admin/verification-requests/approve', answer, async (request) =>
    ok(await approveVerification(deps, request.body.notificationId)),
  );

  r.post('/admin/verification-requests/decline', answer, async (request) =>
    ok(await declineVerification(deps, request.body.notificationId)),
  );

  r.get('/admin/vacate-requests', paged, async (request) => {
    const page = await listVacateRequests(deps, pageRequest(request.query));
    return ok(page.items, { next: page.next });
  });

  r.post('/admin/vacate-requests/complete', answer, async (request) =>
    ok(await completeVacate(deps, request.body.notificationId)),
  );

  r.get('/admin/reports', paged, async (request) => {
    const page = await listReports(deps, pageRequest(request.query));
    return ok(page.items, { next: page.next });
  });

  r.get('/admin/property-requests', paged, async (request) => {
    const page = await listPropertyRequests(deps, pageRequest(request.query));
    return ok(page.items, { next: page.next });
  });
}
