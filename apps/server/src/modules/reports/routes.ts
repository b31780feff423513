import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { propertyRequestBody, reportBody } from '@rentals/shared';
import { ok } from '../../http/envelope';
import { requireUser } from '../auth/sessions';
import { addPropertyRequest, addReport } from './service';

/** Reports and requests of spec 1 section 7: signed-in users only, as themselves. */
export async function reportRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/reports/add', { schema: { body: reportBody } }, async (request) =>
    ok(await addReport(deps, await requireUser(request), request.body)),
  );

  r.post('/propertyrequest/add', { schema: { body: propertyRequestBody } }, async (request) =>
    ok(await addPropertyRequest(deps, await requireUser(request), request.body.request)),
  );
}
