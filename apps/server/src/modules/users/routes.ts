import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUserQuery, updateProfileBody, updateProfileWithPictureBody } from '@rentals/shared';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { readMultipart } from '../../http/multipart';
import { parseOrThrow } from '../../http/validate';
import { requireUser } from '../auth/sessions';
import { assertCakePictureAccess } from '../halls/events';
import { presentPublicUser } from './presenter';
import { findPublicUser, updateProfile } from './service';

/** Profile and user lookups of spec 1 section 7. */
export async function userRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // JSON {id, data} or multipart {userId, folder, picture, updatedValues}; answers 'success' | 'taken'.
  r.post('/users/update', { config: { uploads: true } }, async (request) => {
    const actor = await requireUser(request);
    if (request.isMultipart()) {
      const form = await readMultipart(request, ['updatedValues']);
      const body = parseOrThrow(updateProfileWithPictureBody, form.fields);
      const pictures = form.files.filter((f) => f.field === 'picture');
      if (pictures.length > 1) throw badRequest('picture: send one picture');
      return ok(
        await updateProfile(deps, actor, {
          userId: body.userId,
          values: body.updatedValues,
          picture: pictures[0],
        }),
      );
    }
    const body = parseOrThrow(updateProfileBody, request.body);
    return ok(await updateProfile(deps, actor, { userId: body.id, values: body.data }));
  });

  r.get('/users/find/user', { schema: { querystring: findUserQuery } }, async (request) => {
    await requireUser(request);
    return ok(presentPublicUser(await findPublicUser(deps, request.query.email)));
  });

  // Downloads an uploaded picture (the owner's copy of a cake picture, a profile picture).
  r.get(
    '/users/download-picture',
    { schema: { querystring: z.object({ picture: z.string().min(1).max(300) }) } },
    async (request, reply) => {
      const actor = await requireUser(request);
      const key = deps.storage.keyOf(request.query.picture);
      if (key) await assertCakePictureAccess(deps, actor, key);
      const stream = key ? await deps.storage.open(key) : null;
      if (!key || !stream) throw notFound('There is no such picture');
      const name = key.split('/').pop()!;
      reply.header('content-disposition', `attachment; filename="${name}"`);
      reply.type(
        name.endsWith('.webp') ? 'image/webp' : name.endsWith('.png') ? 'image/png' : 'image/jpeg',
      );
      return reply.send(stream);
    },
  );
}
