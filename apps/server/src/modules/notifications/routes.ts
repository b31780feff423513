import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addNotificationBody } from '@rentals/shared';
import { ok } from '../../http/envelope';
import { badRequest, forbidden } from '../../http/errors';
import { requireUser } from '../auth/sessions';
import { clientNotificationRules } from './rules';
import { createNotification } from './service';

/** Notification calls of spec 1 section 7 (the inbox, delete and sockets come with their issue). */
export async function notificationRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Answers 'success', or 'existed' when the same request was already sent.
  r.post('/notifications/add', { schema: { body: addNotificationBody } }, async (request) => {
    const actor = await requireUser(request);
    const { from, ...input } = request.body.notification;
    if (from !== actor.id) throw forbidden('from is not the signed-in user');
    const rule = Object.hasOwn(clientNotificationRules, input.type)
      ? clientNotificationRules[input.type]
      : undefined;
    if (!rule) throw badRequest(`notification.type: ${input.type} can't be sent`);
    return ok(await createNotification(deps.db, await rule(deps, actor, input)));
  });
}
