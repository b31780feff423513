import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { apiFailureSchema, type DataOf, type RouteContract } from '@rentals/shared';
import { pageRequest, type PageRequest } from './cursor';
import { ok } from './envelope';

type PageQuery = { cursor?: string; limit: number };

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

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A request whose params, query and body are the route's, as its schemas parsed them. */
export type ContractRequest<C extends RouteContract> = FastifyRequest<{
  Params: Parsed<C['params']>;
  Querystring: Parsed<C['querystring']>;
  Body: Parsed<C['body']>;
}>;

/** Registers the route of a contract: method, path and schema come from it. */
function contractRouteOf<const C extends RouteContract>(
  app: FastifyInstance,
  route: C,
  answer: (request: ContractRequest<C>) => Promise<unknown>,
  config: FastifyContextConfig | undefined,
) {
  app.route({
    method: route.method,
    url: route.path,
    schema: schemaOf(route),
    ...(config && { config }),
    handler: (request) => answer(request as ContractRequest<C>),
  });
}

/**
 * Registers the route of a contract whose answer is `{ success, data }` with the handler's
 * result as `data`.
 */
export function contractRoute<const C extends RouteContract>(
  app: FastifyInstance,
  route: C,
  handle: (request: ContractRequest<C>) => Promise<DataOf<C>>,
  config?: FastifyContextConfig,
) {
  contractRouteOf(app, route, async (request) => ok(await handle(request)), config);
}

/**
 * Registers a keyset-paged list (`?cursor=&limit=`, newest first): the answer is the page's
 * items as `data` and `next`, the cursor that goes back as ?cursor= (null on the last page).
 */
export function pagedRoute<const C extends RouteContract & { querystring: z.ZodType<PageQuery> }>(
  app: FastifyInstance,
  route: C,
  list: (
    request: ContractRequest<C>,
    page: PageRequest,
  ) => Promise<{ items: DataOf<C>; next: string | null }>,
  config?: FastifyContextConfig,
) {
  contractRouteOf(
    app,
    route,
    async (request) => {
      // The constraint on C says so; TypeScript does not see it through the generic request.
      const page = await list(request, pageRequest(request.query as PageQuery));
      return ok(page.items, { next: page.next });
    },
    config,
  );
}
