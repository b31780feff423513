import type { FastifyInstance } from 'fastify';
import { hallContract as contract } from '@rentals/shared';
import { contractRoute } from '../../http/contract';
import { currentUser, userBodyRoute, userRoute } from '../users/request-user';
import {
  addAdminEvent,
  cancelAdminEvent,
  deleteAdminEvent,
  listAdminEvents,
  monthAdminEvents,
  monthEvents,
  rebookAdminEvent,
} from './admin-events';
import { hallEventRoutes } from './event-routes';
import { registerAboutResolver } from '../notifications/about';
import { hallEventAbout } from './request-flow';
import { hallListing } from './module';

/** Halls, hall events and admin events (spec 2 section 7 "Halls", exact paths). */
export async function hallRoutes(app: FastifyInstance) {
  registerAboutResolver(hallEventAbout);
  const { deps } = app;

  // find, add, update and delete, from its descriptor
  await hallListing.routes(app);

  contractRoute(app, contract.monthEvents, async (request) =>
    monthEvents(deps, await currentUser(request), request.query),
  );
  contractRoute(app, contract.monthAdminEvents, async (request) =>
    monthAdminEvents(deps, await currentUser(request), request.query),
  );

  // The owner's own events, like the renters', change the calendar only.
  const bookings = { changes: ['bookings'] } as const;
  // The spec's messages for a missing date or time come before field detail: no body schema.
  userRoute(
    app,
    contract.addAdminEvent,
    (actor, request) => {
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      return addAdminEvent(deps, actor, body as Record<string, unknown>);
    },
    { idempotent: true, ...bookings },
  );

  userRoute(app, contract.listAdminEvents, (actor, request) =>
    listAdminEvents(deps, actor, request.query),
  );
  userRoute(
    app,
    contract.deleteAdminEvent,
    (actor, request) => deleteAdminEvent(deps, actor, request.body.event_id),
    bookings,
  );
  userBodyRoute(app, contract.rebookAdminEvent, rebookAdminEvent, bookings);
  userRoute(
    app,
    contract.cancelAdminEvent,
    (actor, request) => cancelAdminEvent(deps, actor, request.body.event_id),
    bookings,
  );

  await app.register(hallEventRoutes);
}
