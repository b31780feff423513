import type { FastifySchema } from 'fastify';
import { apiFailureSchema, type RouteContract } from '@rentals/shared';

/**
 * The Fastify schema of a route from its contract (packages/shared/src/contract): inputs are
 * validated, and answers (refusals too) are serialised through their schemas, so a field that
 * is not in the contract never leaves the server. The OpenAPI document reads the same object.
 */
export function schemaOf<const C extends RouteContract>(route: C) {
  const schema: FastifySchema = {
    summary: route.summary,
    tags: [route.tag],
    response: { 200: route.answer, '4xx': apiFailureSchema, '5xx': apiFailureSchema },
  };
  // Only what the route takes: Fastify warns of a schema key that is there but undefined.
  if (route.description) schema.description = route.description;
  if (route.params) schema.params = route.params;
  if (route.querystring) schema.querystring = route.querystring;
  if (route.body) schema.body = route.body;
  return schema as {
    params: C['params'];
    querystring: C['querystring'];
    body: C['body'];
    response: { 200: C['answer']; '4xx': typeof apiFailureSchema; '5xx': typeof apiFailureSchema };
  };
}

/** The paths a route answers on: its own and the spec's other spellings. */
export const pathsOf = (route: RouteContract): string[] => [route.path, ...(route.aliases ?? [])];
