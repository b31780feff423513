import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportsContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { currentUser, requireUser } from '../users/request-user';
import { addPropertyRequest, addReport } from './service';

/** Reports and requests of spec 1 section 7: signed-in users only, as themselves. */
export async function reportRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Each lands in the admins' console: a person may send a few an hour, counted per account
  // (and per client address for callers who are not signed in, who are refused anyway).
  const limited = {
    rateLimit: {
      max: deps.config.reportsPerHour,
      timeWindow: '1 hour',
      keyGenerator: async (request: FastifyRequest) => {
        const user = await currentUser(request);
        return user ? `user:${user.id}` : `ip:${request.ip}`;
      },
    },
  };

  r.post(
    contract.addReport.path,
    { schema: schemaOf(contract.addReport), config: { ...limited, idempotent: true } },
    async (request) => ok(await addReport(deps, await requireUser(request), request.body)),
  );

  r.post(
    contract.addPropertyRequest.path,
    { schema: schemaOf(contract.addPropertyRequest), config: { ...limited, idempotent: true } },
    async (request) =>
      ok(await addPropertyRequest(deps, await requireUser(request), request.body.request)),
  );
}
