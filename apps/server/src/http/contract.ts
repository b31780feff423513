import type { FastifySchema } from 'fastify';
import { apiFailureSchema, type RouteContract } from '@rentals/shared';

/** Names of the OpenAPI security schemes (apps/server/src/http/openapi.ts declares them). */
export const SECURITY = { apiKey: 'apiKey', session: 'session' } as const;

/** Who may call a route, as OpenAPI security requirements: the key, and a session if needed. */
export const securityOf = (access: RouteContract['access']) =>
  access === 'public'
    ? [{ [SECURITY.apiKey]: [] }]
    : [{ [SECURITY.apiKey]: [], [SECURITY.session]: [] }];

/**
 * The contract of a route whose Fastify schema came from schemaOf, for the OpenAPI document
 * (the multipart form is documented from it without being a Fastify `body`, which would be
 * validated). A symbol key: it survives `{ ...schemaOf(route), more }`, and Fastify skips it.
 */
const CONTRACT = Symbol('route contract');
export const contractOfSchema = (schema: unknown): RouteContract | undefined =>
  schema && typeof schema === 'object'
    ? ((schema as { [CONTRACT]?: RouteContract })[CONTRACT] ?? undefined)
    : undefined;

/**
 * The Fastify schema of a route from its contract (packages/shared/src/contract): inputs are
 * validated, and answers (refusals too) are serialised through their schemas, so a field that
 * is not in the contract never leaves the server. The OpenAPI document reads the same object.
 */
export function schemaOf<const C extends RouteContract>(route: C) {
  const schema: FastifySchema & { security?: unknown } = {
    summary: route.summary,
    tags: [route.tag],
    security: securityOf(route.access),
    response: { 200: route.answer, '4xx': apiFailureSchema, '5xx': apiFailureSchema },
  };
  // Only what the route takes: Fastify warns of a schema key that is there but undefined.
  if (route.description) schema.description = route.description;
  if (route.params) schema.params = route.params;
  if (route.querystring) schema.querystring = route.querystring;
  if (route.body) schema.body = route.body;
  (schema as { [CONTRACT]?: RouteContract })[CONTRACT] = route;
  return schema as {
    params: C['params'];
    querystring: C['querystring'];
    body: C['body'];
    response: { 200: C['answer']; '4xx': typeof apiFailureSchema; '5xx': typeof apiFailureSchema };
  };
}

/** The paths a route answers on: its own and the spec's other spellings. */
export const pathsOf = (route: RouteContract): string[] => [route.path, ...(route.aliases ?? [])];
