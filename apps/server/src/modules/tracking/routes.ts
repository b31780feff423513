import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trackingContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { currentUser } from '../users/request-user';
import {
  addPageView,
  addPropertyView,
  addSession,
  countPropertyViews,
  updateSession,
} from './service';

/** Tracking calls of spec 1 section 7: cheap inserts the client fires and forgets. */
export async function trackingRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const actorId = async (request: Parameters<typeof currentUser>[0]) =>
    (await currentUser(request))?.id ?? null;
  // Tracking takes visitors, so it is counted per client address: a flood of inserts from one
  // client is refused (429, which the client ignores like any tracking failure). It writes
  // nothing a listing card or count shows, so it keeps the public cache.
  const tracked = {
    rateLimit: { max: app.deps.config.trackingRateLimitPerMinute, timeWindow: '1 minute' },
    changes: [],
  };

  r.post(
    contract.addSession.path,
    { schema: schemaOf(contract.addSession), config: tracked },
    async (request) => ok(await addSession(db, request.body.userId, await actorId(request))),
  );

  r.post(
    contract.updateSession.path,
    { schema: schemaOf(contract.updateSession), config: tracked },
    async (request) =>
      ok(
        await updateSession(db, request.body.sessionId, request.body.data, await actorId(request)),
      ),
  );

  r.post(
    contract.addPageView.path,
    { schema: schemaOf(contract.addPageView), config: tracked },
    async (request) => {
      await addPageView(db, request.body, await actorId(request));
      return ok('success');
    },
  );

  r.post(
    contract.increaseViews.path,
    { schema: schemaOf(contract.increaseViews), config: tracked },
    async (request) => {
      const actor = { id: await actorId(request), clientAddress: request.ip };
      await addPropertyView(db, app.deps.listings, request.body, actor);
      return ok('success');
    },
  );

  r.get(
    contract.propertyViews.path,
    { schema: schemaOf(contract.propertyViews) },
    async (request) => ok(await countPropertyViews(db, request.query.propertyId)),
  );
}
