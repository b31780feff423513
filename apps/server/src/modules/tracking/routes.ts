import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addPageViewBody,
  addUserSessionBody,
  increaseViewsBody,
  propertyViewsQuery,
  updateUserSessionBody,
} from '@rentals/shared';
import { ok } from '../../http/envelope';
import { currentUser } from '../auth/sessions';
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

  r.post('/user-sessions/add', { schema: { body: addUserSessionBody } }, async (request) =>
    ok(await addSession(db, request.body.userId, await actorId(request))),
  );

  r.post('/user-sessions/update', { schema: { body: updateUserSessionBody } }, async (request) =>
    ok(await updateSession(db, request.body.sessionId, request.body.data, await actorId(request))),
  );

  r.post('/page-views/add', { schema: { body: addPageViewBody } }, async (request) => {
    await addPageView(db, request.body, await actorId(request));
    return ok('success');
  });

  r.post('/views/increase-views/', { schema: { body: increaseViewsBody } }, async (request) => {
    await addPropertyView(db, request.body, await actorId(request));
    return ok('success');
  });

  r.get(
    '/views/property-views/',
    { schema: { querystring: propertyViewsQuery } },
    async (request) => ok(await countPropertyViews(db, request.query.propertyId)),
  );
}
