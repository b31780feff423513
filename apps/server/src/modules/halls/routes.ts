import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hallContract as contract, messages } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { currentUser, requireUser } from '../users/request-user';
import { addListingHandler, deleteListingHandler, readListingForm } from '../listings/form';
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
import { registerHallInbox } from './inbox';
import { addHall, deleteHall, findHallDetail, updateHall } from './service';

/** Halls, hall events and admin events (spec 2 section 7 "Halls", exact paths). */
export async function hallRoutes(app: FastifyInstance) {
  registerHallInbox();
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(contract.findHall.path, { schema: schemaOf(contract.findHall) }, async (request) =>
    ok(await findHallDetail(deps, request.params.id, await currentUser(request))),
  );

  // Multipart: fields as text parts (location, facilities, food, cake, day_min_attendees as
  // JSON text), files `pictures` (1 to 15).
  r.post(
    contract.addHall.path,
    { schema: schemaOf(contract.addHall), config: { uploads: true, idempotent: true } },
    addListingHandler(addHall, messages.only15Images, [
      'location',
      'facilities',
      'food',
      'cake',
      'day_min_attendees',
    ]),
  );

  // Multipart {hall_id, folder, pictures?, updatedValues (JSON text)} or JSON.
  r.post(
    contract.updateHall.path,
    { schema: schemaOf(contract.updateHall), config: { uploads: true } },
    async (request) => {
      const actor = await requireUser(request);
      const form = await readListingForm(request, ['updatedValues'], messages.only15Images);
      return ok(await updateHall(deps, actor, form));
    },
  );

  r.post(
    contract.deleteHall.path,
    { schema: schemaOf(contract.deleteHall) },
    deleteListingHandler(deleteHall),
  );

  r.get(contract.monthEvents.path, { schema: schemaOf(contract.monthEvents) }, async (request) =>
    ok(await monthEvents(deps, await currentUser(request), request.query)),
  );

  r.get(
    contract.monthAdminEvents.path,
    { schema: schemaOf(contract.monthAdminEvents) },
    async (request) => ok(await monthAdminEvents(deps, await currentUser(request), request.query)),
  );

  // The spec's messages for a missing date or time come before field detail: no body schema.
  r.post(
    contract.addAdminEvent.path,
    { schema: schemaOf(contract.addAdminEvent), config: { idempotent: true } },
    async (request) => {
      const actor = await requireUser(request);
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      return ok(await addAdminEvent(deps, actor, body as Record<string, unknown>));
    },
  );

  r.get(
    contract.listAdminEvents.path,
    { schema: schemaOf(contract.listAdminEvents) },
    async (request) => ok(await listAdminEvents(deps, await requireUser(request), request.query)),
  );

  r.post(
    contract.deleteAdminEvent.path,
    { schema: schemaOf(contract.deleteAdminEvent) },
    async (request) =>
      ok(await deleteAdminEvent(deps, await requireUser(request), request.body.event_id)),
  );

  r.post(
    contract.rebookAdminEvent.path,
    { schema: schemaOf(contract.rebookAdminEvent) },
    async (request) => ok(await rebookAdminEvent(deps, await requireUser(request), request.body)),
  );

  r.post(
    contract.cancelAdminEvent.path,
    { schema: schemaOf(contract.cancelAdminEvent) },
    async (request) =>
      ok(await cancelAdminEvent(deps, await requireUser(request), request.body.event_id)),
  );

  await app.register(hallEventRoutes);
}
