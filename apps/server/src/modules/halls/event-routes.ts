import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { hallContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { AppError, badRequest } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import type { UploadedPicture } from '../../media/listing-pictures';
import { requireUser } from '../users/request-user';
import { declineEventUpdate, requestEventUpdate, updateHallEvent } from './event-updates';
import {
  allEvents,
  bookEvent,
  cancelEventRequest,
  declineEvent,
  getUserEvent,
  myEvents,
  rentHall,
  terminateEvent,
  upcomingEvents,
} from './events';

/**
 * The fields and optional cake picture (`image`) of POST /hallEvents/rent: multipart with
 * event_info as JSON text, or the same fields as a JSON body without a picture.
 */
async function readRentForm(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; image?: UploadedPicture }> {
  if (!request.isMultipart()) {
    const body = request.body;
    return {
      fields:
        body && typeof body === 'object' && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : {},
    };
  }
  let form;
  try {
    form = await readMultipart(request, ['event_info']);
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'image: the picture is larger than 10 MB', 'payload_too_large');
    throw err;
  }
  const stray = form.files.find((f) => f.field !== 'image');
  if (stray) throw badRequest(`${stray.field}: files are only taken as image`);
  if (form.files.length > 1) throw badRequest('image: send one cake picture');
  return { fields: form.fields, image: form.files[0] };
}

/** Hall events: renting, the owner's lists and answers, the user's edits and requests. */
export async function hallEventRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    contract.rentHall.path,
    { schema: schemaOf(contract.rentHall), config: { uploads: true, idempotent: true } },
    async (request) => {
      const actor = await requireUser(request);
      return ok(await rentHall(deps, actor, await readRentForm(request)));
    },
  );

  r.get(contract.getUserEvent.path, { schema: schemaOf(contract.getUserEvent) }, async (request) =>
    ok(await getUserEvent(deps, await requireUser(request), request.query.event_id)),
  );

  r.get(contract.allEvents.path, { schema: schemaOf(contract.allEvents) }, async (request) =>
    ok(await allEvents(deps, await requireUser(request), request.query)),
  );

  r.get(
    contract.upcomingEvents.path,
    { schema: schemaOf(contract.upcomingEvents) },
    async (request) => ok(await upcomingEvents(deps, await requireUser(request), request.query)),
  );

  r.get(contract.myEvents.path, { schema: schemaOf(contract.myEvents) }, async (request) =>
    ok(await myEvents(deps, await requireUser(request), request.query)),
  );

  r.post(contract.bookEvent.path, { schema: schemaOf(contract.bookEvent) }, async (request) =>
    ok(await bookEvent(deps, await requireUser(request), request.body.event_id)),
  );

  r.post(contract.declineEvent.path, { schema: schemaOf(contract.declineEvent) }, async (request) =>
    ok(await declineEvent(deps, await requireUser(request), request.body)),
  );

  r.post(
    contract.cancelEventRequest.path,
    { schema: schemaOf(contract.cancelEventRequest) },
    async (request) =>
      ok(await cancelEventRequest(deps, await requireUser(request), request.body.event_id)),
  );

  r.post(
    contract.terminateEvent.path,
    { schema: schemaOf(contract.terminateEvent) },
    async (request) =>
      ok(await terminateEvent(deps, await requireUser(request), request.body.event_id)),
  );

  r.post(contract.updateEvent.path, { schema: schemaOf(contract.updateEvent) }, async (request) =>
    ok(await updateHallEvent(deps, await requireUser(request), request.body)),
  );

  r.post(
    contract.requestEventUpdate.path,
    { schema: schemaOf(contract.requestEventUpdate) },
    async (request) => ok(await requestEventUpdate(deps, await requireUser(request), request.body)),
  );

  r.post(
    contract.declineEventUpdate.path,
    { schema: schemaOf(contract.declineEventUpdate) },
    async (request) => ok(await declineEventUpdate(deps, await requireUser(request), request.body)),
  );
}
