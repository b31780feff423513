import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { pageRequest } from '../../http/cursor';
import { ok } from '../../http/envelope';
import { badRequest, forbidden } from '../../http/errors';
import { requireUser, userRoute } from '../users/request-user';
import { acceptTerminationRequest } from './answers';
import { deleteNotification, listNotifications, markNotificationsRead, unreadCount } from './inbox';
import { cantBeSent, type ClientNotificationRules } from './client-rules';
import { createNotification } from './service';

/** Notification calls of spec 1 section 7 and the inbox's answers (the socket is realtime/). */
export async function notificationRoutes(
  app: FastifyInstance,
  { rules, vacateRequest }: ClientNotificationRules,
) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Newest first, keyset paged: `next` goes back as ?cursor=. The user first: a visitor's bad
  // cursor is a 401 like any visitor's call.
  r.get(contract.inbox.path, { schema: schemaOf(contract.inbox) }, async (request) => {
    const actor = await requireUser(request);
    const query = pageRequest(request.query);
    const page = await listNotifications(deps, actor, request.params.userId, query);
    return ok(page.items, { next: page.next });
  });

  // A GET that deletes, as the spec has it; the x-api-key header keeps other sites out.
  userRoute(app, contract.deleteNotification, (actor, request) =>
    deleteNotification(deps, actor, request.params.id),
  );
  userRoute(app, contract.unreadCount, (actor) => unreadCount(deps, actor));
  userRoute(app, contract.markRead, (actor) => markNotificationsRead(deps, actor), {
    changes: [],
  });

  // Answers 'success', or 'existed' when the same request was already sent.
  userRoute(
    app,
    contract.addNotification,
    async (actor, request) => {
      const { from, ...input } = request.body.notification;
      if (from !== actor.id) throw forbidden('from is not the signed-in user');
      const rule = Object.hasOwn(rules, input.type) ? rules[input.type] : undefined;
      if (!rule) throw badRequest(cantBeSent(input.type));
      const notice = await rule(deps, actor, input);
      return notice === 'success' ? notice : createNotification(deps.db, notice);
    },
    { idempotent: true },
  );

  userRoute(app, contract.acceptTermination, (actor, request) =>
    acceptTerminationRequest(deps, actor, request.body.notificationId, vacateRequest),
  );
}
