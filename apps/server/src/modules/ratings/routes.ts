import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages, ratingBody, ratingsContract as contract } from '@rentals/shared';
import { schemaOf } from '../../http/contract';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { parseOrThrow } from '../../http/validate';
import { requireUser } from '../users/request-user';
import { addRating, ownRating, ratingsOf, reviewsOf, updateRating } from './service';

/** No stars at all is the spec's own message, word for word; other faults name their field. */
function parseRating(body: unknown) {
  const stars = (body as { stars?: unknown } | null)?.stars;
  if (stars === undefined || (Array.isArray(stars) && stars.length === 0)) {
    throw badRequest(messages.starMoreThan1);
  }
  return parseOrThrow(ratingBody, body);
}

/** Ratings calls of spec 1 section 7. */
export async function ratingRoutes(app: FastifyInstance) {
  const { deps } = app;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(contract.reviews.path, { schema: schemaOf(contract.reviews) }, async (request) =>
    ok(await reviewsOf(deps, request.query.propertyId)),
  );

  r.get(
    contract.propertyRatings.path,
    { schema: schemaOf(contract.propertyRatings) },
    async (request) => ok(await ratingsOf(deps, request.query.propertyId)),
  );

  r.get(contract.ownRating.path, { schema: schemaOf(contract.ownRating) }, async (request) =>
    ok(await ownRating(deps, await requireUser(request), request.query)),
  );

  // parseRating reads the body (the spec's message first), so Fastify checks none.
  const addSchema = schemaOf({ ...contract.addRating, body: undefined });
  r.post(
    contract.addRating.path,
    { schema: addSchema, config: { idempotent: true } },
    async (request) => {
      const actor = await requireUser(request);
      return ok(await addRating(deps, actor, parseRating(request.body)));
    },
  );

  const updateSchema = schemaOf({ ...contract.updateRating, body: undefined });
  r.post(contract.updateRating.path, { schema: updateSchema }, async (request) => {
    const actor = await requireUser(request);
    return ok(await updateRating(deps, actor, parseRating(request.body)));
  });
}
