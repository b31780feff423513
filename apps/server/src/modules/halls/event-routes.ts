import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hallContract as contract } from '@rentals/shared';
import { AppError } from '../../app-error';
import { badRequest } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { routesChange } from '../../http/public-cache';
import type { UploadedPicture } from '../../media/listing-pictures';
import { userBodyRoutes, userRoute } from '../users/request-user';
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
  // An event changes the hall's calendar, not the hall: the public lists stay cached.
  routesChange(app, ['bookings']);

  userRoute(
    app,
    contract.rentHall,
    async (actor, request) => rentHall(deps, actor, await readRentForm(request)),
    { uploads: true, idempotent: true },
  );
  userRoute(app, contract.getUserEvent, (actor, request) =>
    getUserEvent(deps, actor, request.query.event_id),
  );
  userRoute(app, contract.allEvents, (actor, request) => allEvents(deps, actor, request.query));
  userRoute(app, contract.upcomingEvents, (actor, request) =>
    upcomingEvents(deps, actor, request.query),
  );
  userRoute(app, contract.myEvents, (actor, request) => myEvents(deps, actor, request.query));

  // The answers on one event that name it by event_id.
  for (const [route, act] of [
    [contract.bookEvent, bookEvent],
    [contract.cancelEventRequest, cancelEventRequest],
    [contract.terminateEvent, terminateEvent],
  ] as const)
    userRoute(app, route, (actor, request) => act(deps, actor, request.body.event_id));

  userBodyRoutes(app, contract, {
    declineEvent,
    updateEvent: updateHallEvent,
    requestEventUpdate,
    declineEventUpdate,
  });
}
